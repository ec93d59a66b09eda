// A job survives a restart of the server (docs/team-server.md, "Bulk jobs"): its state and rows are in the
// team store. These tests leave what a server killed in the middle of a row leaves (the row "in flight",
// its draft claimed, the lease of an instance that is gone) and start another server on the same stores.
// A create in flight is checked the way the create form checks a lost answer, never sent again blindly;
// a delete by whether the draft is still there; a reprice is sent again as it was. A lease still held by
// a live instance is left alone. And a create whose answer a sandbox fault drops, during a run.
import { describe, expect, test } from 'vitest'
import { createBodyOfRow, repricedPrice } from '../../../src/contract/job-rows'
import type { Job } from '../../../src/contract/jobs'
import { sandboxUpstream, type Upstream } from '../../proxy/upstream'
import { createTeamTestApp, type TeamTestApp } from '../../team-test-app'
import { listingBody } from '../../test-bodies'
import * as F from '../../test-fixture'
import {
  RUNNER_OFF,
  RUNNER_ON,
  auditActions,
  draftRow,
  dropAnswersOf,
  listJob,
  listingsOfLot,
  readJob,
  restartAndRun,
  runToEnd,
  sameStores,
  startForMember,
  withSeller,
} from './jobs-test-kit'
import { CANNOT_CHECK } from './row-list'

/** What a server killed while row `seq` was out leaves: the row in flight, and a lease nobody renews. */
async function killedWhileInFlight(
  t: TeamTestApp,
  job: Job,
  seq: number,
  sent: Record<string, unknown> | null,
) {
  const past = new Date(t.clock.now.getTime() - 120_000)
  expect(
    await t.team.jobs.claim('instance-that-died', past, new Date(past.getTime() + 30_000), []),
  ).toBeDefined()
  await t.team.jobs.updateRow(
    job.id,
    seq,
    { state: 'in-flight', sent, attemptedAt: t.clock.now.toISOString() },
    t.clock.now,
  )
}

async function listJobLeftInFlight(t: TeamTestApp) {
  const row = await draftRow(t, 1, 42)
  const job = await listJob(await t.as('seller'), [row])
  const body = createBodyOfRow(row, F.NPI_MEMBER)
  await t.team.draftListings.claim({
    draftId: row.draftId,
    npi: F.NPI_MEMBER,
    userId: t.users.seller.id,
    jobId: job.id,
    jobRow: 1,
    claimedAt: t.clock.now.toISOString(),
  })
  await killedWhileInFlight(t, job, 1, body)
  return { job, body }
}

describe('a create in flight when the server stopped', () => {
  test('made before the stop: found among the listings, recorded, not sent again', async () => {
    const a = await createTeamTestApp(RUNNER_OFF)
    const { job, body } = await listJobLeftInFlight(a)
    const made = await a.call({ method: 'POST', url: '/api/v1/marketplace-listings', payload: body })
    expect(made.statusCode).toBe(201)
    const [row] = (await restartAndRun(a, job)).rows
    expect(row).toMatchObject({ state: 'done', resultId: made.json<{ id: string }>().id })
    expect(row!.answer?.message).toBe(
      'The answer was lost; the listing was found among the pharmacy’s listings.',
    )
    expect(await listingsOfLot(a, 'LOT1')).toHaveLength(1)
    expect(await a.team.draftListings.find(F.DRAFT(1))).toMatchObject({
      state: 'listed',
      listingId: row!.resultId,
    })
  })

  test('not made: the check finds nothing, so it is sent, once', async () => {
    const a = await createTeamTestApp(RUNNER_OFF)
    const { job } = await listJobLeftInFlight(a)
    const [row] = (await restartAndRun(a, job)).rows
    expect(row).toMatchObject({ state: 'done', answer: { status: 201 } })
    const listings = await listingsOfLot(a, 'LOT1')
    expect(listings.map((l) => l.id)).toEqual([row!.resultId])
  })

  test('a service without the list extension: "answer unknown", never sent again; the draft stays claimed', async () => {
    const a = await createTeamTestApp(RUNNER_OFF)
    const { job } = await listJobLeftInFlight(a)
    const { seller, end, rows } = await restartAndRun(a, job, {
      ...RUNNER_ON,
      upstream: (self) =>
        noDescription(sandboxUpstream({ app: () => self, apiKey: F.KEY_ONE, timeoutMs: 5_000 })),
    })
    expect(end.progress).toMatchObject({ unknown: 1, done: 0, left: 0 })
    const [row] = rows
    expect(row).toMatchObject({
      state: 'unknown',
      answer: { status: null, shape: null, message: CANNOT_CHECK },
    })
    expect(await listingsOfLot(a, 'LOT1')).toEqual([])
    // Until a person has found out, no later job lists it either.
    const again = await listJob(seller, [await draftRow(a, 1, 42)])
    const [refused] = (await runToEnd(seller, again.id)).rows
    expect(refused!.state).toBe('refused')
    expect(refused!.answer?.message).toBe(
      `A listing is being made from this draft already by bulk job ${job.id}, or the answer to its create was lost: check the pharmacy's listings before listing it again.`,
    )
    expect(await listingsOfLot(a, 'LOT1')).toEqual([])
  })
})

/** The sandbox in this process without its extensions: its OpenAPI document is not there. */
function noDescription(inner: Upstream): Upstream {
  return {
    call: (request, options) =>
      request.path === '/api/v1/openapi.json'
        ? Promise.resolve({ status: 404, headers: {}, body: Buffer.alloc(0) })
        : inner.call(request, options),
  }
}

describe('a delete or a reprice in flight when the server stopped', () => {
  test('a delete: a draft already gone is done without sending; one still there is deleted', async () => {
    const { t: a, seller } = await withSeller(RUNNER_OFF)
    const job = await startForMember(seller, { kind: 'deleteDrafts', draftIds: [F.DRAFT(2), F.DRAFT(3)] })
    await killedWhileInFlight(a, job, 1, null)
    await a.team.jobs.updateRow(
      job.id,
      2,
      { state: 'in-flight', attemptedAt: a.clock.now.toISOString() },
      a.clock.now,
    )
    // The first delete had reached the service before the stop.
    expect((await a.call({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(2)}` })).statusCode).toBe(
      204,
    )
    const { rows } = await restartAndRun(a, job)
    expect(rows.map((r) => [r.state, r.answer?.status ?? null])).toEqual([
      ['done', null],
      ['done', 204],
    ])
    expect(rows[0]!.answer?.message).toBe(
      'The answer was lost; the draft is no longer there: it was deleted.',
    )
    const deletes = await auditActions(a, 'deleteDraftListing')
    expect(deletes.map((d) => d.entry.targetId)).toEqual([F.DRAFT(3)])
    expect(await a.repositories.drafts.findById(F.DRAFT(3))).toBeUndefined()
  })

  test('a reprice is sent again as it was: a percentage is never applied twice', async () => {
    const { t: a, seller } = await withSeller(RUNNER_OFF)
    const job = await startForMember(seller, {
      kind: 'repriceListings',
      rows: [{ listingId: F.LISTING_PENDING, percent: -10 }],
    })
    const sent = listingBody({
      lotNumber: 'L1',
      quantity: 1,
      fullPackage: true,
      price: repricedPrice(100, -10),
    })
    await killedWhileInFlight(a, job, 1, sent)
    // The PUT had been carried out before the stop.
    await a.call({ method: 'PUT', url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`, payload: sent })
    const { rows } = await restartAndRun(a, job)
    expect(rows[0]).toMatchObject({ state: 'done', answer: { status: 200 } })
    expect((await a.repositories.listings.findById(F.LISTING_PENDING))?.price).toBe(90)
  })
})

describe('leases', () => {
  test('a job another live instance holds is left to it; once its lease runs out it is taken over', async () => {
    const { t: a, seller } = await withSeller(RUNNER_OFF)
    const job = await listJob(seller, [await draftRow(a, 3, 20)])
    expect(
      await a.team.jobs.claim('live-instance', a.clock.now, new Date(a.clock.now.getTime() + 30_000), []),
    ).toBeDefined()
    const b = await sameStores(a, RUNNER_ON)
    const bSeller = await b.as('seller')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await readJob(bSeller, job.id)).progress.left).toBe(1)
    expect(await listingsOfLot(a, 'LOT3')).toEqual([])
    b.clock.now = new Date(a.clock.now.getTime() + 30_001)
    await runToEnd(bSeller, job.id)
    expect(await listingsOfLot(a, 'LOT3')).toHaveLength(1)
  })
})

describe('an answer lost while the server runs', () => {
  test('a create whose answer the sandbox drops after writing is found, not sent again', async () => {
    const { t, seller } = await withSeller()
    await dropAnswersOf(t, 'createMarketplaceListing')
    const job = await listJob(seller, [await draftRow(t, 1, 33), await draftRow(t, 3, 34)])
    const { rows } = await runToEnd(seller, job.id)
    expect(rows.map((r) => r.state)).toEqual(['done', 'done'])
    expect(rows[0]!.answer?.message).toBe(
      'The answer was lost; the listing was found among the pharmacy’s listings.',
    )
    expect(await listingsOfLot(t, 'LOT1')).toHaveLength(1)
    expect(await listingsOfLot(t, 'LOT3')).toHaveLength(1)
    const data = await auditActions(t, 'createMarketplaceListing')
    expect(data).toHaveLength(2)
    expect(data[1]!.outcome?.data.unanswered).toBe('the connection failed')
  })
})
