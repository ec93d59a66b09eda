// npm run audit:verify over a team store file: an intact chain passes; an entry edited through SQL (past
// the append-only triggers, as someone with the file could) is named, and the program exits 1.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, test } from 'vitest'
import { AuditLog } from '../server/audit/audit-log'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'

const dir = mkdtempSync(join(tmpdir(), 'audit-verify-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function verify(file: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/audit-verify.ts'], {
    env: { ...process.env, TEAM_DATABASE: file },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() }
}

async function logWithEntries(file: string, count: number) {
  const store = sqliteTeamStore(openTeamDatabase(file))
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
})
