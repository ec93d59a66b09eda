// The audited call (audited-call.ts), through both of its doors: a signed-in person's write and a bulk
// job's row. Each leaves the same entries, an intent (what was sent) and an outcome (the answer, the
// object after it, its drug, a create's new id); an answer that never came is an outcome saying so; and a
// write whose intent cannot be written is not sent at all, for a person (a 500, the draft it named let
// go) as for a row (tried again later, never sent meanwhile).
import { describe, expect, test } from 'vitest'
import { expectShape } from '../test-app'
import { listingBody } from '../test-bodies'
import { sqliteBreakableEngine } from '../test-broken-audit'
import * as F from '../test-fixture'
import {
  RUNNER_OFF,
  RUNNER_ON,
  auditActions,
  createFromDraft,
  draftRow,
  dropAnswersOf,
  listJob,
  listingsOfLot,
  runToEnd,
  sameStores,
  startForMember,
  withSeller,
} from './jobs/jobs-test-kit'

const fromDraftFive = createFromDraft(5, F.NDC_QUIET)

/** Asks `check` every 20 ms until it holds, for at most 10 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > until) throw new Error('still not so after 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the same entries for a person and a job', () => {
  test('a create: its intent with what was sent, its outcome with the answer, the listing after, its drug and id', async () => {
    const { t, seller } = await withSeller()
    const byHand = await seller(fromDraftFive)
    expect(byHand.statusCode).toBe(201)
    const job = await listJob(seller, [await draftRow(t, 1, 10)])
    const { rows } = await runToEnd(seller, job.id)
    const [byJob, byPerson] = await auditActions(t, 'createMarketplaceListing')
    const made = [
      [byPerson!, byHand.json<{ id: string }>().id, 'LOT5', {}],
      [byJob!, rows[0]!.resultId, 'LOT1', { job: { id: job.id, row: 1 } }],
    ] as const
    for (const [action, id, lotNumber, job] of made) {
      expect(action.entry).toMatchObject({ type: 'intent', userId: t.users.seller.id, npi: F.NPI_MEMBER })
      expect(action.entry.targetId).toBeNull()
      const path = '/api/v1/marketplace-listings'
      expect(action.entry.data.sent).toMatchObject({ method: 'POST', path, query: '', ...job })
      expect(action.outcome).toMatchObject({
        type: 'outcome',
        refersTo: action.entry.seq,
        targetId: id,
        data: {
          answer: { status: 201, shape: null },
          after: expect.objectContaining({ lotNumber, price: expect.any(Number) as number }) as unknown,
          about: expect.objectContaining({ lotNumber }) as unknown,
        },
      })
    }
  })

  test('an answer that never came: the outcome says so; the draft a person named stays claimed', async () => {
    const { t, seller } = await withSeller()
    await dropAnswersOf(t, 'createMarketplaceListing')
    expectShape(await seller(fromDraftFive), 502, 4)
    const [lost] = await auditActions(t, 'createMarketplaceListing')
    expect(lost!.entry.type).toBe('intent')
    expect(lost!.outcome?.data).toEqual({ unanswered: 'the connection failed' })
    // Whether the listing was made is for a person to find out: nobody lists the draft meanwhile.
    expect(await t.team.draftListings.find(F.DRAFT(5))).toMatchObject({ state: 'listing' })
  })
})

describe('a write whose intent cannot be written is not sent', () => {
  test("a person's: a 500, nothing changed, the draft it named let go, no entry", async () => {
    const { engine, breakAudit } = sqliteBreakableEngine()
    const { t, seller } = await withSeller({ engine })
    const entries = await t.team.audit.entries(0, 1000)
    await breakAudit(t.team)
    const put = await seller({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBody({ price: 1.23 }),
    })
    expectShape(put, 500, 4)
    expect((await t.repositories.listings.findById(F.LISTING_PENDING))?.price).not.toBe(1.23)
    expectShape(await seller(fromDraftFive), 500, 4)
    expect(await listingsOfLot(t, 'LOT5')).toEqual([])
    expect(await t.team.draftListings.find(F.DRAFT(5))).toBeUndefined()
    expect(await t.team.audit.entries(0, 1000)).toEqual(entries)
  })

  test("a job's row: marked in flight, not sent, and tried again later; still not sent", async () => {
    const { engine, breakAudit } = sqliteBreakableEngine()
    const { t: a, seller } = await withSeller({ engine, ...RUNNER_OFF })
    const job = await startForMember(seller, { kind: 'deleteDrafts', draftIds: [F.DRAFT(2)] })
    const entries = await a.team.audit.entries(0, 1000)
    await breakAudit(a.team)
    const b = await sameStores(a, RUNNER_ON)
    // Its runner starts once the server is ready (no sign-in here: that too would be refused its entry).
    await b.app.ready()
    const row = async () => (await a.team.jobs.rows(job.id, {}, { start: 0, take: 1 })).data[0]!
    await eventually(async () => (await row()).attemptedAt !== null)
    // The runner tries a failed row again only once that try has ended: a second try means the first
    // is over (a row settled instead was sent), and the draft it would have deleted is still there.
    b.clock.now = new Date(b.clock.now.getTime() + 1_000)
    const again = b.clock.now.toISOString()
    await eventually(async () => (await row()).attemptedAt === again || (await row()).state !== 'in-flight')
    expect(await row()).toMatchObject({ state: 'in-flight', answer: null })
    expect(await a.repositories.drafts.findById(F.DRAFT(2))).toBeDefined()
    expect(await a.team.audit.entries(0, 1000)).toEqual(entries)
  })
})
