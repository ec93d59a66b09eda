// A server that closes (docs/operations.md, "Stopping"; server/ops/shutdown.ts does the rest): a person's
// call held at the meter is answered 429 with Retry-After at once, not after its wait; a job's row
// already sent finishes and its lease is handed back before the team store closes, so another instance
// takes the job over at once.
import { expect, test } from 'vitest'
import { draftRow, startJob } from '../team/jobs/jobs-test-kit'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import type { TeamStore } from '../store/team-store'
import { createTeamTestApp } from '../team-test-app'
import * as F from '../test-fixture'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what: string, check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not ${what} in ${ms} ms`)
    await pause(20)
  }
}

test("a person's call held at the meter is answered 429 with Retry-After when the server closes", async () => {
  const t = await createTeamTestApp({
    team: { meter: { limitPerMinute: 4, maxWaitSeconds: 60, interactiveReserve: 0 } },
  })
  const cookie = await t.signIn('buyer')
  const search = () =>
    t.browser(cookie, {
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      payload: { pharmacyNpi: F.NPI_MEMBER },
    })
  // The test's clock stands still: once the minute's budget is spent, a call waits its 60 s.
  let held: ReturnType<typeof search> | null = null
  for (let i = 0; i < 10 && held === null; i++) {
    const call = search()
    const answer = await Promise.race([call, pause(500).then(() => null)])
    if (answer === null) held = call
    else expect(answer.statusCode).toBe(200)
  }
  expect(held).not.toBeNull()
  await pause(300)
  const closedAt = Date.now()
  const closing = t.app.close()
  const refused = await held!
  expect(refused.statusCode).toBe(429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  expect(Date.now() - closedAt).toBeLessThan(5_000)
  await closing
})

test("a job's row already sent finishes, then the lease is handed back before the store closes", async () => {
  const real = await sqliteMemoryTeamEngine()
  const events: string[] = []
  // The store as it is, but a slow database's release (50 ms), and the close left to the test.
  const store: TeamStore = {
    ...real,
    jobs: {
      ...real.jobs,
      release: async (id, owner) => {
        await pause(50)
        await real.jobs.release(id, owner)
        events.push('released')
      },
    },
    close: () => {
      events.push('closed')
      return Promise.resolve()
    },
  }
  const t = await createTeamTestApp({ engine: () => Promise.resolve(store) })
  const rule = { operation: 'createMarketplaceListing', times: 1, response: { kind: 'delay', ms: 1500 } }
  expect((await t.call({ method: 'POST', url: '/api/v1/sandbox/faults', payload: rule })).statusCode).toBe(
    201,
  )
  const seller = await t.as('seller')
  const rows = [await draftRow(t, 1, 20), await draftRow(t, 2, 30)]
  const job = await startJob(seller, { kind: 'listDrafts', pharmacyNpi: F.NPI_MEMBER, rows })
  await until('in flight', async () => (await real.jobs.nextRow(job.id))?.state === 'in-flight')
  expect((await real.jobs.find(job.id))?.owner).not.toBeNull()
  await t.app.close()
  expect(events).toEqual(['released', 'closed'])
  const after = await real.jobs.find(job.id)
  expect(after).toMatchObject({ state: 'running', owner: null, leaseUntil: null })
  // The row sent was answered and recorded; the next one was never sent, for the next instance to do.
  const counts = await real.jobs.counts(job.id)
  expect([counts.done, counts.pending, counts['in-flight']]).toEqual([1, 1, 0])
  await real.close()
})
