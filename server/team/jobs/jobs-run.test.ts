// Bulk jobs at work (the runner, through the meter, against the sandbox in this process): each kind to
// its end with an outcome and the service's message per row, each row's call audited under the user who
// started the job with the job's id, pause, resume and cancel (a row waiting at the meter is withdrawn),
// the refused rows retried as a new job, and a draft never listed twice, across jobs and by a person.
import { describe, expect, test } from 'vitest'
import { JobSchema } from '../../../src/contract/jobs'
import { expectShape } from '../../test-app'
import { createListingBody } from '../../test-bodies'
import * as F from '../../test-fixture'
import {
  auditActions,
  createFromDraft,
  draftRow,
  finished,
  jobAction,
  jobRows,
  listJob,
  listingsOfLot,
  readJob,
  runToEnd,
  startForMember,
  waitForJob,
  withSeller,
} from './jobs-test-kit'

describe('each kind runs to its end', () => {
  test('listing drafts: one listing per draft; a refusal keeps the service’s own message; all audited', async () => {
    const { t, seller } = await withSeller()
    const rows = [await draftRow(t, 1, 99.5), await draftRow(t, 6, 250), await draftRow(t, 3, 14)]
    const job = await listJob(seller, rows)
    const { end, rows: outcome } = await runToEnd(seller, job.id)
    expect(end).toMatchObject({ state: 'done', progress: { total: 3, done: 2, refused: 1, left: 0 } })
    expect(end.finishedAt).toBe(t.clock.now.toISOString())
    expect(outcome.map((r) => [r.targetId, r.state, r.answer?.status, r.answer?.shape])).toEqual([
      [F.DRAFT(1), 'done', 201, null],
      [F.DRAFT(6), 'refused', 400, 2],
      [F.DRAFT(3), 'done', 201, null],
    ])
    expect(outcome[1]!.answer?.message).toMatch(/scan/i)
    const made = await listingsOfLot(t, 'LOT1')
    expect(made.map((l) => [l.id, l.price])).toEqual([[outcome[0]!.resultId, 99.5]])
    expect(await t.team.draftListings.find(F.DRAFT(1))).toMatchObject({
      state: 'listed',
      listingId: made[0]!.id,
      jobId: job.id,
      jobRow: 1,
    })
    // The refused draft was let go: a later job may list it.
    expect(await t.team.draftListings.find(F.DRAFT(6))).toBeUndefined()
    const data = await auditActions(t, 'createMarketplaceListing')
    // Each row's intent, under the seller with the job and its row, and its outcome's answer.
    const sent = (a: (typeof data)[number]) => (a.entry.data.sent as { job: unknown }).job
    expect(data.map((a) => [a.entry.type, a.entry.userId, a.entry.npi, sent(a)])).toEqual(
      [3, 2, 1].map((row) => ['intent', t.users.seller.id, F.NPI_MEMBER, { id: job.id, row }]),
    )
    expect(data.map((a) => a.outcome?.data.answer)).toMatchObject([
      { status: 201 },
      { status: 400, shape: 2 },
      { status: 201 },
    ])
    expect(data[2]!.outcome?.targetId).toBe(made[0]!.id)
  })

  test("deleting drafts: the seller's own go; another pharmacy's draft is refused in the service's words", async () => {
    const { t, seller } = await withSeller()
    const job = await startForMember(seller, {
      kind: 'deleteDrafts',
      draftIds: [F.DRAFT(2), F.DRAFT(9), F.DRAFT(3)],
    })
    const { rows } = await runToEnd(seller, job.id)
    expect(rows.map((r) => [r.targetId, r.state, r.answer?.status ?? null])).toEqual([
      [F.DRAFT(2), 'done', 204],
      [F.DRAFT(9), 'refused', 403],
      [F.DRAFT(3), 'done', 204],
    ])
    expect(rows[1]!.answer).toEqual({
      status: 403,
      shape: 4,
      message: 'This draft listing belongs to another pharmacy.',
    })
    expect(await t.repositories.drafts.findById(F.DRAFT(2))).toBeUndefined()
    expect(await t.repositories.drafts.findById(F.DRAFT(9))).toBeDefined()
  })

  test('repricing: the listing is read, the price set or changed by the percentage rounded to the cent', async () => {
    const { t, seller } = await withSeller()
    await t.call({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBodyAt(19.99),
    })
    const job = await startForMember(seller, {
      kind: 'repriceListings',
      rows: [
        { listingId: F.LISTING_PENDING, percent: -10 },
        { listingId: F.LISTING_ACCEPTED, price: 50 },
      ],
    })
    const { rows } = await runToEnd(seller, job.id)
    expect(rows.map((r) => [r.state, r.answer?.status])).toEqual([
      ['done', 200],
      ['refused', 409],
    ])
    const listing = await t.call({
      method: 'GET',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
    })
    // 19.99 less 10 % is 17.991: 17.99. Nothing else of the listing changed.
    expect(listing.json()).toMatchObject({ price: 17.99, lotNumber: 'L1', quantity: 1, fullPackage: true })
    const history = await seller({ method: 'GET', url: `/team/history/${F.LISTING_PENDING}` })
    expect(history.json<{ data: { changes: unknown[] }[] }>().data[0]!.changes).toContainEqual({
      field: 'price',
      from: 19.99,
      to: 17.99,
    })
  })
})

const listingBodyAt = (price: number) => ({
  ...createListingBody(),
  nationalDrugCode: undefined,
  lotNumber: 'L1',
  quantity: 1,
  fullPackage: true,
  price,
})

describe('pause, resume, cancel', () => {
  // One call a minute, and the test clock stands still: the second row waits at the meter until the test
  // moves the clock to the next minute.
  const slow = { team: { meter: { limitPerMinute: 1, maxWaitSeconds: 30, interactiveReserve: 0 } } }
  const nextMinute = (t: { clock: { now: Date } }) => {
    t.clock.now = new Date(Math.ceil((t.clock.now.getTime() + 1) / 60_000) * 60_000)
  }

  test('a paused job sends nothing more, its waiting row withdrawn; resumed, it goes on', async () => {
    const { t, seller } = await withSeller(slow)
    nextMinute(t)
    const rows = [await draftRow(t, 1, 10), await draftRow(t, 3, 11)]
    const job = await listJob(seller, rows)
    const waiting = await waitForJob(seller, job.id, (j) => j.progress.done === 1 && j.waitingForMeter)
    // One call a minute, this one's spent: the row left goes when the next minute opens.
    const opens = Math.ceil((t.clock.now.getTime() + 1) / 60_000) * 60_000
    expect(Date.parse(waiting.estimatedFinishAt!) - opens).toBeGreaterThanOrEqual(0)
    expect(Date.parse(waiting.estimatedFinishAt!) - opens).toBeLessThan(1_000)
    const paused = JobSchema.parse((await jobAction(seller, job.id, 'pause')).json())
    expect(paused).toMatchObject({
      state: 'paused',
      waitingForMeter: false,
      estimatedFinishAt: null,
      progress: { done: 1, left: 1 },
    })
    // Pausing again is fine; the row that waited was never sent.
    expect((await jobAction(seller, job.id, 'pause')).statusCode).toBe(200)
    nextMinute(t)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await listingsOfLot(t, 'LOT3')).toEqual([])
    expect((await jobRows(seller, job.id)).map((r) => r.state)).toEqual(['done', 'pending'])
    const resumed = await jobAction(seller, job.id, 'resume')
    expect(resumed.json()).toMatchObject({ state: 'running' })
    const { end } = await runToEnd(seller, job.id)
    expect(end.progress).toMatchObject({ done: 2, left: 0 })
    expect(await listingsOfLot(t, 'LOT3')).toHaveLength(1)
    // The pause that changed something is audited, and the resume.
    const audited = [await auditActions(t, 'pauseJob'), await auditActions(t, 'resumeJob')]
    expect(audited.map((actions) => actions.length)).toEqual([1, 1])
  })

  test('a cancelled job leaves its rows not yet sent cancelled; a finished job cannot be resumed', async () => {
    const { t, seller } = await withSeller(slow)
    nextMinute(t)
    const rows = [await draftRow(t, 1, 10), await draftRow(t, 3, 11), await draftRow(t, 5, 12)]
    const job = await listJob(seller, rows)
    await waitForJob(seller, job.id, (j) => j.progress.done === 1 && j.waitingForMeter)
    const cancelled = JobSchema.parse((await jobAction(seller, job.id, 'cancel')).json())
    expect(cancelled).toMatchObject({ state: 'cancelled', progress: { done: 1, cancelled: 2, left: 0 } })
    expect(cancelled.finishedAt).toBe(t.clock.now.toISOString())
    nextMinute(t)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await readJob(seller, job.id)).progress).toMatchObject({ done: 1, cancelled: 2 })
    expect(await listingsOfLot(t, 'LOT3')).toEqual([])
    // The cancelled rows' drafts are free for a later job.
    expect(await t.team.draftListings.find(F.DRAFT(3))).toBeUndefined()
    const resume = await jobAction(seller, job.id, 'resume')
    expect(expectShape(resume, 409, 4).message).toBe('This job is cancelled; it cannot be resumed.')
  })
})

describe('retry and never twice', () => {
  test("retrying makes a new job of the refused rows; a job without refusals can't be retried", async () => {
    const { t, seller } = await withSeller()
    const rows = [await draftRow(t, 1, 10), await draftRow(t, 6, 250)]
    const job = await listJob(seller, rows)
    await waitForJob(seller, job.id, finished)
    const response = await jobAction(seller, job.id, 'retry')
    expect(response.statusCode).toBe(201)
    const retry = JobSchema.parse(response.json())
    expect(retry).toMatchObject({ retryOf: job.id, kind: 'listDrafts', progress: { total: 1 } })
    expect((await jobRows(seller, retry.id)).map((r) => r.targetId)).toEqual([F.DRAFT(6)])
    await waitForJob(seller, retry.id, finished)
    const clean = await listJob(seller, [await draftRow(t, 3, 10)])
    await waitForJob(seller, clean.id, finished)
    const none = await jobAction(seller, clean.id, 'retry')
    expect(expectShape(none, 409, 4).message).toBe('This job has no refused rows to retry.')
  })

  test('a draft listed by one job is refused by the next, and by a person naming it; one listing in all', async () => {
    const { t, seller } = await withSeller()
    const first = await listJob(seller, [await draftRow(t, 1, 10)])
    await waitForJob(seller, first.id, finished)
    const [listing] = await listingsOfLot(t, 'LOT1')
    const second = await listJob(seller, [await draftRow(t, 1, 12), await draftRow(t, 3, 10)])
    const { rows } = await runToEnd(seller, second.id)
    expect(rows.map((r) => r.state)).toEqual(['refused', 'done'])
    expect(rows[0]!.answer).toEqual({
      status: null,
      shape: null,
      message: `This draft was listed on the marketplace already (listing ${listing!.id}, 2026-03-02): a draft is listed once.`,
    })
    const admin = await t.as('admin')
    const byHand = await admin(createFromDraft(1, F.NDC_TRADED))
    expect(expectShape(byHand, 409, 4).message).toMatch(/^This draft was listed on the marketplace already/)
    expect(await listingsOfLot(t, 'LOT1')).toHaveLength(1)
    // A person's create naming a draft not yet listed records it: a job then refuses it.
    const made = await admin(createFromDraft(5, F.NDC_QUIET))
    expect(made.statusCode).toBe(201)
    expect(await t.team.draftListings.find(F.DRAFT(5))).toMatchObject({
      state: 'listed',
      listingId: made.json<{ id: string }>().id,
      jobId: null,
    })
  })
})
