// The team store's meter, bulk jobs and drafts listed (../job-records.ts), as every engine must keep them:
// part of the team store's contract suite (team-store.contract.ts). What several instances share is done
// in one step each here, and tested with calls made at once: a window's last call is taken once, a job is
// claimed by one instance, a draft is claimed by one create.
import { describe, expect, onTestFinished, test } from 'vitest'
import type { NewJob } from '../job-records'
import type { TeamStore, TeamStoreEngine } from '../team-store'

const NOW = new Date('2026-03-02T12:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)
const WINDOW = Math.floor(NOW.getTime() / 60_000)

async function open(engine: TeamStoreEngine): Promise<TeamStore> {
  const store = await engine()
  onTestFinished(() => store.close())
  return store
}

const job = (over: Partial<NewJob> = {}): NewJob => ({
  kind: 'listDrafts',
  userId: 'u1',
  userEmail: 'seller@r.example',
  npi: 1234567893,
  retryOf: null,
  message: null,
  ...over,
})
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    targetId: `d${i + 1}`,
    input: { draftId: `d${i + 1}`, price: i + 1 },
  }))

export function meterContract(engine: TeamStoreEngine) {
  describe('meter', () => {
    test('takes count up to the ceiling in each window; a read counts nothing', async () => {
      const store = await open(engine)
      const now = NOW.getTime()
      expect(await store.meter.take(WINDOW, 2, now)).toEqual({ granted: true, count: 1, holdUntil: null })
      expect(await store.meter.read(WINDOW, now)).toEqual({ count: 1, holdUntil: null })
      expect(await store.meter.take(WINDOW, 2, now)).toEqual({ granted: true, count: 2, holdUntil: null })
      expect(await store.meter.take(WINDOW, 2, now)).toEqual({ granted: false, count: 2, holdUntil: null })
      // A higher ceiling (a person's call, past the bulk rows' share) may still take.
      expect(await store.meter.take(WINDOW, 3, now)).toMatchObject({ granted: true, count: 3 })
      expect(await store.meter.take(WINDOW + 1, 2, now + 60_000)).toMatchObject({ granted: true, count: 1 })
      expect(await store.meter.read(WINDOW, now)).toEqual({ count: 3, holdUntil: null })
    })

    test('calls taken at once never pass the ceiling', async () => {
      const store = await open(engine)
      const takes = await Promise.all(
        Array.from({ length: 25 }, () => store.meter.take(WINDOW, 10, NOW.getTime())),
      )
      const granted = takes.filter((t) => t.granted).map((t) => t.count)
      expect(granted.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
      expect((await store.meter.read(WINDOW, NOW.getTime())).count).toBe(10)
    })

    test('a hold refuses every take until it ends; the later of two holds stands', async () => {
      const store = await open(engine)
      const now = NOW.getTime()
      await store.meter.hold(now + 20_000)
      await store.meter.hold(now + 5_000)
      expect(await store.meter.take(WINDOW, 300, now)).toEqual({
        granted: false,
        count: 0,
        holdUntil: now + 20_000,
      })
      expect(await store.meter.read(WINDOW, now + 19_999)).toEqual({ count: 0, holdUntil: now + 20_000 })
      expect(await store.meter.read(WINDOW, now + 20_000)).toEqual({ count: 0, holdUntil: null })
      expect(await store.meter.take(WINDOW, 300, now + 20_000)).toMatchObject({ granted: true, count: 1 })
    })

    test('prune forgets the windows before the one given', async () => {
      const store = await open(engine)
      await store.meter.take(WINDOW - 2, 9, NOW.getTime())
      await store.meter.take(WINDOW - 1, 9, NOW.getTime())
      await store.meter.prune(WINDOW - 1)
      expect((await store.meter.read(WINDOW - 2, NOW.getTime())).count).toBe(0)
      expect((await store.meter.read(WINDOW - 1, NOW.getTime())).count).toBe(1)
    })
  })
}

export function jobsContract(engine: TeamStoreEngine) {
  describe('jobs', () => {
    test('a job is created running with its rows pending, in order', async () => {
      const store = await open(engine)
      const created = await store.jobs.create(job({ message: 'capped' }), rows(3), NOW)
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        ...job({ message: 'capped' }),
        state: 'running',
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        finishedAt: null,
        owner: null,
        leaseUntil: null,
      })
      expect(await store.jobs.find(created.id)).toEqual(created)
      expect(await store.jobs.counts(created.id)).toMatchObject({ pending: 3, done: 0, 'in-flight': 0 })
      const { data, total } = await store.jobs.rows(created.id, {}, { start: 0, take: 10 })
      expect(total).toBe(3)
      expect(data[1]).toEqual({
        jobId: created.id,
        seq: 2,
        targetId: 'd2',
        input: { draftId: 'd2', price: 2 },
        about: null,
        state: 'pending',
        sent: null,
        attemptedAt: null,
        auditSeq: null,
        answer: null,
        resultId: null,
        updatedAt: NOW.toISOString(),
      })
    })

    test('rows change one at a time; the next row is the first pending or in flight; pages and filters', async () => {
      const store = await open(engine)
      const { id } = await store.jobs.create(job(), rows(4), NOW)
      await store.jobs.updateRow(
        id,
        1,
        { state: 'done', resultId: 'l1', answer: { status: 201, shape: null, message: null } },
        later(1),
      )
      await store.jobs.updateRow(
        id,
        2,
        { state: 'in-flight', sent: { price: 9.5 }, attemptedAt: later(2).toISOString() },
        later(2),
      )
      expect(await store.jobs.nextRow(id)).toMatchObject({ seq: 2, state: 'in-flight', sent: { price: 9.5 } })
      await store.jobs.updateRow(
        id,
        2,
        { state: 'refused', answer: { status: 400, shape: 2, message: 'No.' } },
        later(3),
      )
      expect(await store.jobs.nextRow(id)).toMatchObject({ seq: 3, state: 'pending' })
      const refused = await store.jobs.rows(id, { state: 'refused' }, { start: 0, take: 10 })
      expect(refused).toEqual({
        data: [
          expect.objectContaining({
            seq: 2,
            sent: { price: 9.5 },
            answer: { status: 400, shape: 2, message: 'No.' },
          }),
        ],
        total: 1,
      })
      expect((await store.jobs.rows(id, {}, { start: 2, take: 1 })).data.map((r) => r.seq)).toEqual([3])
      expect(await store.jobs.counts(id)).toMatchObject({ done: 1, refused: 1, pending: 2 })
      expect(await store.jobs.cancelPending(id, later(4))).toBe(2)
      expect(await store.jobs.nextRow(id)).toBeUndefined()
      expect(await store.jobs.rows('no-such-job', {}, { start: 0, take: 5 })).toEqual({ data: [], total: 0 })
    })

    test('listed newest first, by user, paged', async () => {
      const store = await open(engine)
      const a = await store.jobs.create(job(), rows(1), NOW)
      const b = await store.jobs.create(job({ userId: 'u2' }), rows(1), later(1))
      const c = await store.jobs.create(job(), rows(1), later(2))
      const ids = async (filter: { userId?: string }, start = 0) =>
        (await store.jobs.list(filter, { start, take: 2 })).data.map((j) => j.id)
      expect(await ids({})).toEqual([c.id, b.id])
      expect(await ids({}, 2)).toEqual([a.id])
      expect(await ids({ userId: 'u1' })).toEqual([c.id, a.id])
      expect((await store.jobs.list({ userId: 'u2' }, { start: 0, take: 2 })).total).toBe(1)
    })

    test('a state changes only from the states named; a stopped job has no lease and its finish time', async () => {
      const store = await open(engine)
      const { id } = await store.jobs.create(job(), rows(1), NOW)
      await store.jobs.claim('one', NOW, later(30_000), [])
      expect(await store.jobs.transition(id, ['paused'], 'running', later(1))).toBeUndefined()
      expect(await store.jobs.transition(id, ['running'], 'paused', later(1))).toMatchObject({
        state: 'paused',
        owner: null,
        leaseUntil: null,
        finishedAt: null,
        updatedAt: later(1).toISOString(),
      })
      const done = await store.jobs.transition(
        id,
        ['running', 'paused'],
        'cancelled',
        later(2),
        'Stopped: why.',
      )
      expect(done).toMatchObject({
        state: 'cancelled',
        finishedAt: later(2).toISOString(),
        message: 'Stopped: why.',
      })
      expect(await store.jobs.transition(id, ['running', 'paused'], 'running', later(3))).toBeUndefined()
    })

    test('a running job is claimed by one instance, renewed by it only, and taken over once its lease ends', async () => {
      const store = await open(engine)
      const first = await store.jobs.create(job(), rows(1), NOW)
      const second = await store.jobs.create(job(), rows(1), later(1))
      const claimed = await store.jobs.claim('one', NOW, later(30_000), [])
      expect(claimed).toMatchObject({ id: first.id, owner: 'one', leaseUntil: later(30_000).toISOString() })
      expect(await store.jobs.claim('one', NOW, later(30_000), [first.id])).toMatchObject({ id: second.id })
      expect(await store.jobs.claim('two', later(10_000), later(40_000), [])).toBeUndefined()
      expect(await store.jobs.renew(first.id, 'two', later(60_000))).toBe(false)
      expect(await store.jobs.renew(first.id, 'one', later(60_000))).toBe(true)
      // The second's lease ends (nobody renewed it): another instance takes it over; the first's holds.
      expect(await store.jobs.claim('two', later(30_001), later(90_000), [])).toMatchObject({
        id: second.id,
        owner: 'two',
      })
      expect(await store.jobs.claim('three', later(59_999), later(90_000), [])).toBeUndefined()
      expect(await store.jobs.claim('three', later(60_001), later(90_000), [])).toMatchObject({
        id: first.id,
        owner: 'three',
      })
      expect(await store.jobs.renew(first.id, 'one', later(120_000))).toBe(false)
      await store.jobs.release(second.id, 'one')
      expect((await store.jobs.find(second.id))?.owner).toBe('two')
      await store.jobs.release(second.id, 'two')
      expect(await store.jobs.find(second.id)).toMatchObject({ owner: null, leaseUntil: null })
      // Nobody runs a paused job.
      await store.jobs.transition(second.id, ['running'], 'paused', NOW)
      expect(await store.jobs.claim('four', later(61_000), later(91_000), [])).toBeUndefined()
    })

    test('instances claiming at once: one gets the job', async () => {
      const store = await open(engine)
      await store.jobs.create(job(), rows(1), NOW)
      const claims = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((owner) => store.jobs.claim(owner, NOW, later(30_000), [])),
      )
      expect(claims.filter((c) => c !== undefined)).toHaveLength(1)
    })
  })
}

export function draftListingsContract(engine: TeamStoreEngine) {
  describe('drafts listed', () => {
    const claim = (draftId: string, jobId: string | null = 'j1', jobRow: number | null = 1) => ({
      draftId,
      npi: 1234567893,
      userId: 'u1',
      jobId,
      jobRow,
      claimedAt: NOW.toISOString(),
    })

    test('a draft is claimed once: listing, then listed; never again', async () => {
      const store = await open(engine)
      expect(await store.draftListings.claim(claim('D-1'))).toBe(true)
      expect(await store.draftListings.claim(claim('d-1', 'j2', 7))).toEqual({
        ...claim('D-1'),
        state: 'listing',
        listingId: null,
        listedAt: null,
      })
      await store.draftListings.complete('D-1', 'L-1', later(5))
      await store.draftListings.release('D-1')
      expect(await store.draftListings.claim(claim('D-1', null, null))).toMatchObject({
        state: 'listed',
        listingId: 'L-1',
        listedAt: later(5).toISOString(),
        jobId: 'j1',
      })
      expect(await store.draftListings.findByListing('l-1')).toMatchObject({ draftId: 'D-1' })
      expect(await store.draftListings.findByListing('L-2')).toBeUndefined()
    })

    test('a claim let go (the create was refused) may be claimed again', async () => {
      const store = await open(engine)
      await store.draftListings.claim(claim('D-2'))
      await store.draftListings.release('D-2')
      expect(await store.draftListings.find('D-2')).toBeUndefined()
      expect(await store.draftListings.claim(claim('D-2', null, null))).toBe(true)
    })

    test('the records of many drafts at once: those listed or being listed, whatever the case of the ids', async () => {
      const store = await open(engine)
      await store.draftListings.claim(claim('D-4'))
      await store.draftListings.claim(claim('D-5'))
      await store.draftListings.complete('D-5', 'L-5', later(1))
      await store.draftListings.claim(claim('D-6'))
      await store.draftListings.release('D-6')
      const found = await store.draftListings.findMany(['d-5', 'D-4', 'D-6', 'D-7'])
      expect(found.map((r) => [r.draftId, r.state, r.listingId])).toEqual([
        ['D-4', 'listing', null],
        ['D-5', 'listed', 'L-5'],
      ])
      expect(await store.draftListings.findMany([])).toEqual([])
    })

    test('creates claiming one draft at once: one claim holds', async () => {
      const store = await open(engine)
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.draftListings.claim(claim('D-3', `j${i}`, i))),
      )
      expect(results.filter((r) => r === true)).toHaveLength(1)
    })
  })
}
