// Several instances on one team schema (docs/scaling.md, "Sign-in on several instances"), each a team
// store of its own with its own pool, as each server process has: the schema is migrated once when they
// start together, and what the instances share is exact across them: sessions, the audit chain, the
// meter's count, the jobs' leases and the drafts claimed.
import pg from 'pg'
import { inject, onTestFinished, expect, test } from 'vitest'
import { verifyEntries, type AuditEntryInput } from '../audit-entries'
import type { TeamStore } from '../team-store'
import { teamMigrations } from '../sql/team-migrations'
import { openPool } from './connection'
import { AuditSeal } from '../audit-seal'
import { openPostgresTeamStore } from './team-store'

const NOW = new Date('2026-03-02T12:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)
let schemas = 0

/** `n` instances opening one new team schema at the same moment. */
async function instances(n: number) {
  const url = inject('postgresUrl')
  const schema = `team_shared_${++schemas}_${Math.random().toString(36).slice(2, 8)}`
  // The instances share one audit key, as they share AUDIT_KEY_FILE.
  const audit = { seal: AuditSeal.random(), anchorExisting: false }
  const stores = await Promise.all(
    Array.from({ length: n }, () => openPostgresTeamStore({ url, schema, poolSize: 3, audit })),
  )
  onTestFinished(async () => {
    await Promise.all(stores.map((store) => store.close()))
    const pool = openPool(url, { max: 1 })
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`).finally(() => pool.end())
  })
  return { stores, url, schema }
}

const at = (stores: TeamStore[], i: number) => stores[i % stores.length]!

test('instances starting together migrate the team schema once, and anchor its audit log once', async () => {
  const { url, schema, stores } = await instances(4)
  const pool = openPool(url, { max: 1 })
  try {
    const { rows: anchors } = await pool.query(`SELECT head_seq FROM "${schema}".audit_anchor`)
    expect(anchors).toEqual([{ head_seq: 0 }])
    expect(await stores[3]!.audit.anchor()).toMatchObject({ keyedFrom: 1, headSeq: 0 })
    const { rows } = await pool.query<[string, number]>({
      text: `SELECT name, count(*) FROM "${schema}".applied_migrations GROUP BY name ORDER BY name`,
      rowMode: 'array',
    })
    // Every migration of the list, each applied once.
    expect(rows).toEqual(teamMigrations(() => Promise.resolve()).map((m) => [m.name, 1]))
  } finally {
    await pool.end()
  }
})

test('a session made through one instance is read by the others, and ended through one it is gone for all', async () => {
  const { stores } = await instances(3)
  const [one, two, three] = stores as [TeamStore, TeamStore, TeamStore]
  const user = await one.users.create(
    { email: 'a@r.example', name: 'A', role: 'seller', npis: [1234567893], passwordHash: 'h' },
    NOW,
  )
  const idHash = 'c'.repeat(64)
  await one.sessions.create({
    idHash,
    userId: user.id,
    createdAt: NOW.toISOString(),
    lastSeenAt: NOW.toISOString(),
    method: 'password',
  })
  expect((await two.sessions.findWithUser(idHash))?.user).toEqual(user)
  await three.sessions.touch(idHash, later(1000))
  expect((await one.sessions.findWithUser(idHash))?.session.lastSeenAt).toBe(later(1000).toISOString())
  await two.sessions.delete(idHash)
  expect(await one.sessions.findWithUser(idHash)).toBeUndefined()
  expect(await three.sessions.findWithUser(idHash)).toBeUndefined()
})

test('audit appends made at once through three instances form one chain, each entry once', async () => {
  const { stores } = await instances(3)
  const entry = (i: number): AuditEntryInput => ({
    at: NOW.toISOString(),
    type: 'event',
    operation: 'signIn',
    userId: `u${i}`,
    userEmail: null,
    npi: null,
    targetId: null,
    address: null,
    refersTo: null,
    data: { i },
  })
  const appended = await Promise.all(
    Array.from({ length: 60 }, (_, i) => at(stores, i).audit.append(entry(i))),
  )
  expect(appended.map((e) => e.seq).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 60 }, (_, i) => i + 1),
  )
  const stored = await stores[1]!.audit.entries(0, 100)
  expect(stored).toHaveLength(60)
  expect(verifyEntries(stored, undefined, stores[1]!.audit.seal)).toBeNull()
  expect(new Set(stored.map((e) => e.prevHash)).size).toBe(60)
})

test("the meter's window is shared: takes at once through three instances grant exactly the ceiling", async () => {
  const { stores } = await instances(3)
  const window = Math.floor(NOW.getTime() / 60_000)
  const takes = await Promise.all(
    Array.from({ length: 45 }, (_, i) => at(stores, i).meter.take(window, 20, NOW.getTime())),
  )
  const granted = takes.filter((t) => t.granted).map((t) => t.count)
  expect(granted.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  expect(takes.filter((t) => !t.granted).every((t) => t.count === 20)).toBe(true)
  await stores[2]!.meter.hold(NOW.getTime() + 5_000)
  expect(await stores[0]!.meter.take(window + 1, 20, NOW.getTime())).toEqual({
    granted: false,
    count: 0,
    holdUntil: NOW.getTime() + 5_000,
  })
})

test('a job is claimed by one instance; when its lease lapses another takes it over, and the first cannot renew', async () => {
  const { stores } = await instances(3)
  const job = await stores[0]!.jobs.create(
    {
      kind: 'deleteDrafts',
      userId: 'u1',
      userEmail: 'a@r.example',
      npi: 1234567893,
      retryOf: null,
      message: null,
    },
    [{ targetId: 'd1', input: { draftId: 'd1' } }],
    NOW,
  )
  const claims = await Promise.all(
    Array.from({ length: 9 }, (_, i) => at(stores, i).jobs.claim(`i${i % 3}`, NOW, later(30_000), [])),
  )
  const winners = claims.filter((c) => c !== undefined)
  expect(winners).toHaveLength(1)
  const owner = winners[0]!.owner!
  expect(await stores[1]!.jobs.claim('other', later(29_999), later(60_000), [])).toBeUndefined()
  const taken = await stores[2]!.jobs.claim('other', later(30_001), later(60_000), [])
  expect(taken).toMatchObject({ id: job.id, owner: 'other', leaseUntil: later(60_000).toISOString() })
  expect(await stores[0]!.jobs.renew(job.id, owner, later(90_000))).toBe(false)
})

test('ten jobs, thirty claims at once through three instances: each job is taken by exactly one', async () => {
  const { stores } = await instances(3)
  const created = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      stores[0]!.jobs.create(
        {
          kind: 'deleteDrafts',
          userId: 'u1',
          userEmail: 'a@r.example',
          npi: 1234567893,
          retryOf: null,
          message: null,
        },
        [{ targetId: `d${i}`, input: { draftId: `d${i}` } }],
        later(i),
      ),
    ),
  )
  const claims = await Promise.all(
    Array.from({ length: 30 }, (_, i) => at(stores, i).jobs.claim(`c${i}`, NOW, later(30_000), [])),
  )
  const taken = claims.filter((claim) => claim !== undefined)
  expect(taken.map((claim) => claim.id).sort()).toEqual(created.map((job) => job.id).sort())
  // Each job's owner is the claimer that was answered with it, and no other.
  for (const claim of taken) expect((await stores[1]!.jobs.find(claim.id))?.owner).toBe(claim.owner)
})

/** Resolves once some statement on the database waits for a row lock (polled), unless `done` says stop. */
async function someoneWaitsForALock(url: string, done: () => boolean): Promise<void> {
  const watcher = new pg.Client({ connectionString: url })
  await watcher.connect()
  try {
    while (!done()) {
      const { rows } = await watcher.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      )
      if (rows[0]!.n > 0) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    await watcher.end()
  }
}

test('a claim made while another instance is taking a job passes that job by: it takes the next, and never waits', async () => {
  const { stores, url, schema } = await instances(2)
  const newJob = (i: number) =>
    stores[0]!.jobs.create(
      {
        kind: 'deleteDrafts',
        userId: 'u1',
        userEmail: 'a@r.example',
        npi: 1234567893,
        retryOf: null,
        message: null,
      },
      [{ targetId: `d${i}`, input: { draftId: `d${i}` } }],
      later(i),
    )
  const first = await newJob(1)
  const second = await newJob(2)
  // Another instance in the middle of taking the first job: its row locked, not yet committed.
  const other = new pg.Client({ connectionString: url })
  await other.connect()
  onTestFinished(() => other.end())
  await other.query('BEGIN')
  await other.query(`UPDATE "${schema}".jobs SET owner = 'other', lease_until = $2 WHERE id = $1`, [
    first.id,
    later(30_000).toISOString(),
  ])
  let settled = false
  const claiming = stores[1]!.jobs.claim('mine', NOW, later(30_000), []).finally(() => (settled = true))
  // A claim that waited for the lock would go on once the other commits, and take the first job again.
  await Promise.race([claiming, someoneWaitsForALock(url, () => settled)])
  await other.query('COMMIT')
  expect(await claiming).toMatchObject({ id: second.id, owner: 'mine' })
  expect(await stores[0]!.jobs.find(first.id)).toMatchObject({ owner: 'other' })
})

test('creates from one draft through three instances at once: one claim holds', async () => {
  const { stores } = await instances(3)
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      at(stores, i).draftListings.claim({
        draftId: i % 2 === 0 ? 'D-9' : 'd-9',
        npi: 1234567893,
        userId: 'u1',
        jobId: `j${i}`,
        jobRow: 1,
        claimedAt: NOW.toISOString(),
      }),
    ),
  )
  expect(results.filter((r) => r === true)).toHaveLength(1)
})
