// The meter's count in the team store's file: each take is committed without a flush of its own, yet
// kept by a new connection (as after a crash of the process), and the connection goes back to flushing
// every commit, as the audit log needs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { AuditSeal } from '../audit-seal'
import { openTeamDatabase } from './team-database'
import { sqliteTeamStore } from './team-store'

test('a take leaves the connection at synchronous=FULL and its count is in the file for the next connection', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'team-meter-'))
  try {
    const file = join(dir, 'team.db')
    const audit = { seal: AuditSeal.random(), anchorExisting: false }
    const db = await openTeamDatabase(file)
    const { meter } = await sqliteTeamStore(db, audit)
    expect(await meter.take(100, 3, 0)).toEqual({ granted: true, count: 1, holdUntil: null })
    expect(await meter.take(100, 3, 0)).toEqual({ granted: true, count: 2, holdUntil: null })
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    const other = await sqliteTeamStore(await openTeamDatabase(file), audit)
    expect(await other.meter.read(100, 0)).toEqual({ count: 2, holdUntil: null })
    await other.close()
    db.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
