// GET /team/listed-drafts: which of a page's drafts this server listed (by a job or by a person), so the
// drafts page marks them instead of offering to list them again. One pharmacy's, for whoever may read
// its drafts; nothing of the service's budget is spent.
import { describe, expect, test } from 'vitest'
import { ListedDraftsSchema } from '../../../src/contract/listed-drafts'
import { MeterStatusSchema } from '../../../src/contract/meter'
import { createTeamTestApp } from '../../team-test-app'
import { expectShape } from '../../test-app'
import * as F from '../../test-fixture'
import { createFromDraft, draftRow, finished, jobRows, startJob, waitForJob } from './jobs-test-kit'

const listed = (npi: number, ids: string[]) =>
  `/team/listed-drafts?pharmacyNpi=${npi}&draftIds=${ids.join(',')}`

describe('GET /team/listed-drafts', () => {
  test('a draft listed by a job, and one by a person, are named with their listing; the others are not', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const job = await startJob(seller, {
      kind: 'listDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      rows: [await draftRow(t, 1, 10)],
    })
    await waitForJob(seller, job.id, finished)
    const [row] = await jobRows(seller, job.id)
    const byHand = await seller(createFromDraft(5, F.NDC_QUIET))
    expect(byHand.statusCode).toBe(201)
    const meter = async () =>
      MeterStatusSchema.parse((await seller({ method: 'GET', url: '/team/meter' })).json()).used
    const used = await meter()
    const answer = await seller({
      method: 'GET',
      url: listed(F.NPI_MEMBER, [F.DRAFT(3), F.DRAFT(1).toUpperCase(), F.DRAFT(5)]),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(ListedDraftsSchema.parse(answer.json()).data).toEqual([
      {
        draftId: F.DRAFT(1),
        state: 'listed',
        listingId: row!.resultId,
        listedAt: t.clock.now.toISOString(),
        jobId: job.id,
      },
      {
        draftId: F.DRAFT(5),
        state: 'listed',
        listingId: byHand.json<{ id: string }>().id,
        listedAt: t.clock.now.toISOString(),
        jobId: null,
      },
    ])
    expect(await meter()).toBe(used)
    // The viewer reads the pharmacy's drafts, so it sees which are listed too.
    const viewer = await t.as('viewer')
    expect((await viewer({ method: 'GET', url: listed(F.NPI_MEMBER, [F.DRAFT(1)]) })).statusCode).toBe(200)
  })

  test("another pharmacy's record is not named, a pharmacy not acted for is refused, ids are checked", async () => {
    const t = await createTeamTestApp()
    await t.team.draftListings.claim({
      draftId: F.DRAFT(9),
      npi: F.NPI_RESTRICTED,
      userId: t.users.admin.id,
      jobId: null,
      jobRow: null,
      claimedAt: t.clock.now.toISOString(),
    })
    const admin = await t.as('admin')
    const member = await admin({ method: 'GET', url: listed(F.NPI_MEMBER, [F.DRAFT(9)]) })
    expect(member.json()).toEqual({ data: [] })
    const restricted = await admin({ method: 'GET', url: listed(F.NPI_RESTRICTED, [F.DRAFT(9)]) })
    expect(ListedDraftsSchema.parse(restricted.json()).data.map((d) => [d.draftId, d.state])).toEqual([
      [F.DRAFT(9), 'listing'],
    ])
    const seller = await t.as('seller')
    expect(
      expectShape(await seller({ method: 'GET', url: listed(F.NPI_RESTRICTED, [F.DRAFT(9)]) }), 403, 4)
        .message,
    ).toBe(`You do not act for pharmacy NPI ${F.NPI_RESTRICTED}.`)
    expectShape(await seller({ method: 'GET', url: listed(F.NPI_MEMBER, ['not-a-guid']) }), 400, 3)
    const many = Array.from({ length: 101 }, (_, i) => F.DRAFT(i + 1))
    expectShape(await seller({ method: 'GET', url: listed(F.NPI_MEMBER, many) }), 400, 3)
    expect(
      (await t.browser(null, { method: 'GET', url: listed(F.NPI_MEMBER, [F.DRAFT(1)]) })).statusCode,
    ).toBe(401)
  })
})
