// Starting a bulk job (POST /team/jobs): each kind, a search selection up to its cap, every row checked by
// the contract's rules before the job starts (refused in shape 3 at the row's field), who may start which
// kind for which pharmacy (refusals audited), and who sees a job.
import { describe, expect, test } from 'vitest'
import { JobPageSchema } from '../../../src/contract/jobs'
import { expectShape } from '../../test-app'
import * as F from '../../test-fixture'
import { createTeamTestApp } from '../../team-test-app'
import { RUNNER_OFF, draftRow, jobRows, startJob } from './jobs-test-kit'

describe('a job starts', () => {
  test('listing drafts: one row per draft, each with its price and quantity, pending', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const rows = [await draftRow(t, 1, 99.5), await draftRow(t, 3, 14)]
    const job = await startJob(seller, { kind: 'listDrafts', pharmacyNpi: F.NPI_MEMBER, rows })
    expect(job).toMatchObject({
      kind: 'listDrafts',
      state: 'running',
      pharmacyNpi: F.NPI_MEMBER,
      user: { id: t.users.seller.id, email: t.users.seller.email },
      retryOf: null,
      message: null,
      progress: { total: 2, done: 0, refused: 0, unknown: 0, cancelled: 0, left: 2 },
      waitingForMeter: false,
    })
    expect(job.estimatedFinishAt).not.toBeNull()
    const listed = await jobRows(seller, job.id)
    expect(listed.map((r) => [r.seq, r.targetId, r.state, r.input.price])).toEqual([
      [1, F.DRAFT(1), 'pending', 99.5],
      [2, F.DRAFT(3), 'pending', 14],
    ])
    const { data } = await t.team.audit.actions({ operation: 'startJob' }, { start: 0, take: 5 })
    expect(data.map((a) => [a.entry.type, a.entry.userId, a.entry.targetId, a.entry.npi])).toEqual([
      ['event', t.users.seller.id, job.id, F.NPI_MEMBER],
    ])
  })

  test('every draft of a search, up to the cap, at its own price; the job says what the cap left out', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const search = {
      pharmacyNpi: F.NPI_MEMBER,
      searchTerm: 'Humalog',
      sortName: 'price',
      sortDirection: 'asc',
    }
    const all = await startJob(seller, {
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      selection: { search, cap: 50 },
    })
    expect((await jobRows(seller, all.id)).map((r) => r.targetId)).toEqual([F.DRAFT(2), F.DRAFT(1)])
    expect(all.message).toBeNull()
    const capped = await startJob(seller, {
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      selection: { search, cap: 1 },
    })
    expect((await jobRows(seller, capped.id)).map((r) => r.targetId)).toEqual([F.DRAFT(2)])
    expect(capped.message).toBe('The search matched 2 drafts; the first 1 were taken (the cap).')
  })

  test('repricing listings: a new price or a percentage per row', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const job = await startJob(seller, {
      kind: 'repriceListings',
      pharmacyNpi: F.NPI_MEMBER,
      rows: [{ listingId: F.LISTING_PENDING, percent: -10 }],
    })
    expect((await jobRows(seller, job.id)).map((r) => r.input)).toEqual([
      { listingId: F.LISTING_PENDING, percent: -10 },
    ])
  })
})

describe('a job with a row that breaks a rule is refused before it starts', () => {
  test('each problem at its row and field, in shape 3; nothing is created', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const good = await draftRow(t, 1, 10)
    const response = await seller({
      method: 'POST',
      url: '/team/jobs',
      payload: {
        kind: 'listDrafts',
        pharmacyNpi: F.NPI_MEMBER,
        rows: [
          good,
          await draftRow(t, 4, 10), // expired five days ago
          { ...(await draftRow(t, 2, 0)), quantity: 0.001 },
          { ...(await draftRow(t, 3, 5)), quantity: 2 }, // a full package
          good,
        ],
      },
    })
    expect(expectShape(response, 400, 3).errors).toEqual({
      'rows.1.expirationDate': ['Expiration date must be in the future.'],
      'rows.2.price': ['Price must be greater than 0.'],
      'rows.2.quantity': ['Quantity must be at least 0.01.'],
      'rows.3.quantity': ['Quantity must be exactly 1 for a full package.'],
      'rows.4.draftId': ['This draft is in the job twice (also row 1).'],
    })
    expect((await t.team.jobs.list({}, { start: 0, take: 5 })).total).toBe(0)
  })

  test("a search's incomplete or expired draft is named by its id", async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const response = await seller({
      method: 'POST',
      url: '/team/jobs',
      payload: {
        kind: 'listDrafts',
        pharmacyNpi: F.NPI_MEMBER,
        selection: { search: { pharmacyNpi: F.NPI_MEMBER, searchTerm: 'Amoxicillin' }, cap: 10 },
      },
    })
    expect(expectShape(response, 400, 3).errors).toEqual({
      [`drafts.${F.DRAFT(4)}.expirationDate`]: ['Expiration date must be in the future.'],
    })
  })

  test('a reprice row gives a price or a percentage, one of the two, in range', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const response = await seller({
      method: 'POST',
      url: '/team/jobs',
      payload: {
        kind: 'repriceListings',
        pharmacyNpi: F.NPI_MEMBER,
        rows: [
          { listingId: F.LISTING(1), price: 10, percent: 5 },
          { listingId: F.LISTING(2), percent: -100 },
          { listingId: F.LISTING(5), percent: 2.555 },
          { listingId: F.LISTING(1), price: -1 },
        ],
      },
    })
    expect(expectShape(response, 400, 3).errors).toEqual({
      'rows.0.price': ['Give either a new price or a percentage.'],
      'rows.1.percent': ['Percentage must be between -99.99 and 1000.'],
      'rows.2.percent': ['Percentage can have at most 2 decimal places.'],
      'rows.3.price': ['Price must be greater than 0.'],
      'rows.3.listingId': ['This listing is in the job twice (also row 1).'],
    })
  })

  test('a body of the wrong shape, both a list and a search, or a search of another pharmacy', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const post = (payload: unknown) =>
      seller({ method: 'POST', url: '/team/jobs', payload: payload as object })
    expect(Object.keys(expectShape(await post({ kind: 'shred' }), 400, 3).errors as object)).toEqual(['kind'])
    expect(
      expectShape(await post({ kind: 'deleteDrafts', pharmacyNpi: F.NPI_MEMBER }), 400, 3).errors,
    ).toEqual({
      draftIds: ['Give either the rows or a search selection.'],
    })
    const other = await post({
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      selection: { search: { pharmacyNpi: F.NPI_RESTRICTED }, cap: 5 },
    })
    expect(expectShape(other, 400, 3).errors).toEqual({
      'selection.search.pharmacyNpi': ["The search must be the job's pharmacy's (pharmacyNpi)."],
    })
  })
})

describe('who may start, see and change a job', () => {
  test('a viewer or buyer may start none; a seller only for their pharmacies; each refusal audited', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const body = { kind: 'deleteDrafts', pharmacyNpi: F.NPI_MEMBER, draftIds: [F.DRAFT(2)] }
    for (const role of ['viewer', 'buyer'] as const) {
      const as = await t.as(role)
      const refused = await as({ method: 'POST', url: '/team/jobs', payload: body })
      expect(expectShape(refused, 403, 4).message).toBe(`Your role (${role}) cannot start bulk jobs.`)
    }
    const seller = await t.as('seller')
    const other = await seller({
      method: 'POST',
      url: '/team/jobs',
      payload: { ...body, pharmacyNpi: F.NPI_RESTRICTED },
    })
    expect(expectShape(other, 403, 4).message).toBe(`You do not act for pharmacy NPI ${F.NPI_RESTRICTED}.`)
    const { data } = await t.team.audit.actions({ operation: 'startJob' }, { start: 0, take: 10 })
    expect(
      data.map((a) => [a.entry.userEmail, a.entry.npi, (a.entry.data.answer as { status: number }).status]),
    ).toEqual([
      [t.users.seller.email, F.NPI_RESTRICTED, 403],
      [t.users.buyer.email, null, 403],
      [t.users.viewer.email, null, 403],
    ])
  })

  test('the list is mine, the admin sees all; another user is told there is no such job', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const admin = await t.as('admin')
    const viewer = await t.as('viewer')
    const mine = await startJob(seller, {
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      draftIds: [F.DRAFT(2)],
    })
    const theirs = await startJob(admin, {
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_RESTRICTED,
      draftIds: [F.DRAFT(9)],
    })
    const ids = async (as: typeof seller, query = '') =>
      JobPageSchema.parse((await as({ method: 'GET', url: `/team/jobs${query}` })).json()).data.map(
        (j) => j.id,
      )
    expect(await ids(seller)).toEqual([mine.id])
    expect(await ids(admin)).toEqual([theirs.id, mine.id])
    expect(await ids(admin, `?user=${t.users.seller.id}`)).toEqual([mine.id])
    expect(await ids(viewer)).toEqual([])
    expect(expectShape(await viewer({ method: 'GET', url: `/team/jobs/${mine.id}` }), 404, 4).message).toBe(
      'There is no such job.',
    )
    expectShape(await seller({ method: 'POST', url: `/team/jobs/${theirs.id}/pause` }), 404, 4)
    expect((await admin({ method: 'POST', url: `/team/jobs/${mine.id}/pause` })).statusCode).toBe(200)
  })
})
