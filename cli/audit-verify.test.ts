// npm run audit:verify over a team store file: an intact chain passes; an entry edited through SQL (past
// the append-only triggers, as someone with the file could) is named, and the program exits 1. Someone
// with the file but not the audit key (audit.key beside it) can neither hash the entries afresh nor
// remove the last ones unseen.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, test } from 'vitest'
import { AuditLog } from '../server/audit/audit-log'
import { loadAuditKey } from '../server/auth/audit-key'
import { defaultAuditKeyFile } from '../server/auth/team-settings'
import { entryHash, type AuditEntry } from '../server/store/audit-entries'
import { AuditSeal } from '../server/store/audit-seal'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'

const dir = mkdtempSync(join(tmpdir(), 'audit-verify-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function verify(file: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/audit-verify.ts', ...args], {
    env: { ...process.env, TEAM_DATABASE: file },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() }
}

/** The store as the server opens it: with the key beside the file (made by the first of these tests). */
async function openStore(file: string) {
  const { seal } = loadAuditKey(defaultAuditKeyFile(file), { create: true })
  return sqliteTeamStore(await openTeamDatabase(file), { seal, anchorExisting: false })
}

async function logWithEntries(file: string, count: number) {
  const store = await openStore(file)
  const audit = new AuditLog(store, () => new Date('2026-03-02T12:00:00.000Z'))
  for (let i = 0; i < count; i++) {
    const intent = await audit.intent(
      null,
      {
        operation: 'updateMarketplaceListing',
        actor: { id: 'u1', email: 'seller@r.example' },
        npi: 1234567893,
        targetId: 'listing-1',
      },
      { method: 'PUT', body: { price: 10 + i } },
    )
    await audit.outcome(
      intent,
      null,
      { operation: 'updateMarketplaceListing', actor: { id: 'u1', email: 'seller@r.example' } },
      { answer: { status: 200, shape: null, message: null } },
    )
  }
  await store.close()
}

describe('npm run audit:verify', () => {
  test('an intact log passes', async () => {
    const file = join(dir, 'intact.db')
    await logWithEntries(file, 3)
    const { status, stdout } = verify(file)
    expect(status).toBe(0)
    expect(stdout).toMatch(
      new RegExp(`^Audit log .*intact\\.db is intact: 6 entries, last hash [0-9a-f]{64}\\.$`),
    )
  }, 40_000)

  test('one entry edited through SQL is named; the program exits 1', async () => {
    const file = join(dir, 'edited.db')
    await logWithEntries(file, 3)
    const db = new Database(file)
    // The schema refuses the edit; someone with the file drops the guard first.
    expect(() => db.prepare("UPDATE audit_entries SET data = '{}' WHERE seq = 3").run()).toThrow(
      /append-only/,
    )
    db.exec('DROP TRIGGER audit_entries_no_update')
    db.prepare(`UPDATE audit_entries SET data = json_set(data, '$.sent.body.price', 99) WHERE seq = 3`).run()
    db.close()
    const { status, stderr } = verify(file)
    expect(status).toBe(1)
    expect(stderr).toMatch(
      /is broken at entry 3: its content does not match its hash \(it was changed\)\. The 2 entries before it are intact\.$/,
    )
  }, 40_000)

  test('an entry removed is named by the one after it', async () => {
    const file = join(dir, 'removed.db')
    await logWithEntries(file, 2)
    const db = new Database(file)
    db.exec('DROP TRIGGER audit_entries_no_delete')
    db.prepare('DELETE FROM audit_entries WHERE seq = 2').run()
    db.close()
    const { status, stderr } = verify(file)
    expect(status).toBe(1)
    expect(stderr).toMatch(/is broken at entry 3: entry 2 is missing \(the next entry is 3\)/)
  }, 40_000)

  test('every entry rewritten with hashes computed afresh (SHA-256, as before the key) is caught', async () => {
    const file = join(dir, 'rewritten.db')
    await logWithEntries(file, 3)
    const db = new Database(file)
    db.exec('DROP TRIGGER audit_entries_no_update')
    const rows = db.prepare('SELECT * FROM audit_entries ORDER BY seq').all() as Record<string, unknown>[]
    let prevHash = '0'.repeat(64)
    const anyKey = AuditSeal.random()
    for (const row of rows) {
      const data = JSON.parse(row.data as string) as { sent?: { body?: { price?: number } } }
      if (data.sent?.body) data.sent.body.price = 1
      const entry = { ...entryOf(row), data: data as Record<string, unknown>, prevHash }
      const hash = entryHash(entry, anyKey, false)
      db.prepare('UPDATE audit_entries SET data = ?, prev_hash = ?, hash = ? WHERE seq = ?').run(
        JSON.stringify(data),
        prevHash,
        hash,
        row.seq,
      )
      prevHash = hash
    }
    db.prepare('UPDATE audit_anchor SET head_hash = ?').run(prevHash)
    db.close()
    const { status, stderr } = verify(file)
    expect(status).toBe(1)
    expect(stderr).toMatch(
      /is broken at entry 6: the anchored head does not match its key \(it was changed\)/,
    )
    // With the head left alone, the first entry is the one named.
    const again = new Database(file)
    again.prepare('UPDATE audit_anchor SET head_hash = ?').run((rows.at(-1) as { hash: string }).hash)
    again.close()
    expect(verify(file).stderr).toMatch(
      /is broken at entry 1: its content does not match its hash \(it was changed\)\. The 0 entries before it are intact\.$/,
    )
  }, 40_000)

  test('the last entry removed is named by the anchored head; the head moved back without the key too', async () => {
    const file = join(dir, 'truncated.db')
    await logWithEntries(file, 3)
    const db = new Database(file)
    db.exec('DROP TRIGGER audit_entries_no_delete')
    db.prepare('DELETE FROM audit_entries WHERE seq = 6').run()
    db.close()
    const { status, stderr } = verify(file)
    expect(status).toBe(1)
    expect(stderr).toMatch(
      /is broken at entry 6: entry 6 is missing \(the anchored head is entry 6\)\. The 5 entries before it are intact\.$/,
    )
    const moved = new Database(file)
    const fifth = moved.prepare('SELECT hash FROM audit_entries WHERE seq = 5').get() as { hash: string }
    moved.prepare('UPDATE audit_anchor SET head_seq = 5, head_hash = ?').run(fifth.hash)
    moved.close()
    expect(verify(file).stderr).toMatch(/is broken at entry 5: the anchored head does not match its key/)
  }, 40_000)

  test('a log from before the key is anchored once, on request; its entries keep their plain hashes', async () => {
    const file = join(dir, 'before-the-key.db')
    await logWithEntries(file, 2)
    // As the log was before this version: plain SHA-256 hashes, and no anchor.
    const db = new Database(file)
    db.exec('DROP TRIGGER audit_entries_no_update')
    let prevHash = '0'.repeat(64)
    for (const row of db.prepare('SELECT * FROM audit_entries ORDER BY seq').all() as Record<
      string,
      unknown
    >[]) {
      const hash = entryHash({ ...entryOf(row), prevHash }, AuditSeal.random(), false)
      db.prepare('UPDATE audit_entries SET prev_hash = ?, hash = ? WHERE seq = ?').run(
        prevHash,
        hash,
        row.seq,
      )
      prevHash = hash
    }
    db.exec('DELETE FROM audit_anchor')
    db.close()
    const refused = verify(file)
    expect(refused.status).toBe(2)
    expect(refused.stderr).toMatch(
      /has 4 entries but no anchor: either it was written before this version, which anchors a log once with `npm run audit:verify -- --anchor`, or its anchor was removed$/,
    )
    expect(verify(file, '--anchor')).toMatchObject({ status: 0 })
    await logWithEntries(file, 1)
    expect(verify(file).stdout).toMatch(/is intact: 6 entries/)
    const edited = new Database(file)
    edited
      .prepare(`UPDATE audit_entries SET data = json_set(data, '$.sent.body.price', 99) WHERE seq = 1`)
      .run()
    edited.close()
    expect(verify(file).stderr).toMatch(/is broken at entry 1: its content does not match its hash/)
  }, 60_000)

  test('without its key file the log cannot be checked (exit 2), and verify makes none', () => {
    const other = mkdtempSync(join(tmpdir(), 'audit-verify-nokey-'))
    try {
      const { status, stderr } = verify(join(other, 'team.db'))
      expect(status).toBe(2)
      expect(stderr).toMatch(
        /^Cannot open the team store: Cannot read the audit key AUDIT_KEY_FILE=".*audit\.key": ENOENT/,
      )
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})

/** An entry as stored (SQLite's columns), to hash it again as someone without the key would. */
function entryOf(row: Record<string, unknown>): Omit<AuditEntry, 'hash'> {
  return {
    seq: row.seq as number,
    at: row.at as string,
    type: row.type as AuditEntry['type'],
    operation: row.operation as string,
    userId: row.user_id as string | null,
    userEmail: row.user_email as string | null,
    npi: row.npi as number | null,
    targetId: row.target_id as string | null,
    address: row.address as string | null,
    refersTo: row.refers_to as number | null,
    data: JSON.parse(row.data as string) as Record<string, unknown>,
    prevHash: row.prev_hash as string,
    requestId: (row.request_id ?? null) as string | null,
  }
}
