// A job's rows as a person knows them (docs/team-server.md, "Bulk jobs"): each row keeps what it is about
// (drug, strength, NDC, lot, expiration, price with its quantity and unit) from when the job started, so a
// deleted draft still reads by name; the values a listing is made from are the row's own, not what was
// said of it; a search's drafts are named by the server's own read; a reprice is named again from the
// listing read before its change, with its new price; the job names its pharmacy, its starter and its
// first rows; a retry keeps the names.
import { describe, expect, test } from 'vitest'
import { repricedPrice } from '../../../src/contract/job-rows'
import type { JobRowAbout } from '../../../src/contract/jobs'
import { expectShape } from '../../test-app'
import * as F from '../../test-fixture'
import { createTeamTestApp } from '../../team-test-app'
import { RUNNER_OFF, draftRow, finished, jobRows, readJob, startJob, waitForJob } from './jobs-test-kit'

const HUMALOG = { drug: 'Humalog', strength: '100 unit/mL', unit: 'EA', packageSize: 30 }

describe('each row is named as the person saw it', () => {
  test('a delete job: the drafts keep their names after they are gone; the job names who started it', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const about: JobRowAbout = {
      ...HUMALOG,
      ndc: F.NDC_TRADED,
      lot: 'LOT2',
      expirationDate: '2027-03-12T00:00:00Z',
      price: 80,
      quantity: 5,
      fullPackage: false,
    }
    const job = await startJob(seller, {
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      draftIds: [F.DRAFT(2), F.DRAFT(5)],
      // Keys in any case of their hex digits; the second draft is said nothing of.
      about: { [F.DRAFT(2).toUpperCase()]: about },
    })
    expect(job).toMatchObject({
      user: { id: t.users.seller.id, email: t.users.seller.email, name: 'Seller User' },
      firstRows: [about],
    })
    await waitForJob(seller, job.id, finished)
    const rows = await jobRows(seller, job.id)
    expect(rows.map((r) => [r.state, r.about, r.newPrice])).toEqual([
      ['done', about, null],
      ['done', null, null],
    ])
    // Gone from the service, named still.
    const gone = await t.call({
      method: 'GET',
      url: `/api/v1/draft-listings/${F.DRAFT(2)}?pharmacyNpi=${F.NPI_MEMBER}`,
    })
    expect(gone.statusCode).toBe(404)
    expect((await readJob(seller, job.id)).firstRows).toEqual([about])
  })

  test('a list job: sent values are the row’s own; the drug’s names and unit are what the person saw', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const row = await draftRow(t, 1, 99.5)
    const job = await startJob(seller, {
      kind: 'listDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      rows: [row],
      about: {
        [row.draftId]: { ...HUMALOG, lot: 'NOT-THE-LOT', price: 1, quantity: 77, fullPackage: false },
      },
    })
    expect((await jobRows(seller, job.id))[0]!.about).toEqual({
      ...HUMALOG,
      ndc: row.nationalDrugCode,
      lot: 'LOT1',
      expirationDate: row.expirationDate,
      price: 99.5,
      quantity: 1,
      fullPackage: true,
    })
  })

  test('a search selection: each draft named by the server’s own read, whatever the body says', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const job = await startJob(seller, {
      kind: 'deleteDrafts',
      pharmacyNpi: F.NPI_MEMBER,
      selection: { search: { pharmacyNpi: F.NPI_MEMBER, searchTerm: 'Humalog', sortName: 'price' }, cap: 50 },
      about: { [F.DRAFT(2)]: { drug: 'Something else' } },
    })
    const rows = await jobRows(seller, job.id)
    expect(rows.map((r) => [r.targetId, r.about?.drug, r.about?.lot, r.about?.price, r.about?.unit])).toEqual(
      [
        [F.DRAFT(2), 'Humalog', 'LOT2', 80, 'EA'],
        [F.DRAFT(1), 'Humalog', 'LOT1', 120.5, 'EA'],
      ],
    )
  })
})

describe('a reprice row', () => {
  const body = {
    kind: 'repriceListings',
    pharmacyNpi: F.NPI_MEMBER,
    rows: [
      { listingId: F.LISTING_PENDING, percent: -10 },
      { listingId: F.LISTING_ACCEPTED, price: 5 },
    ],
    about: {
      [F.LISTING_PENDING]: { drug: 'Humalog', lot: 'L1', price: 999 },
      [F.LISTING_ACCEPTED]: { drug: 'Humalog', lot: 'L2', price: 7 },
    },
  }

  test('before it runs: its new price is the percentage of the price the person saw, or the one given', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const job = await startJob(seller, body)
    expect((await jobRows(seller, job.id)).map((r) => r.newPrice)).toEqual([899.1, 5])
  })

  test('named again from the listing read before its change, with the price it was sent; a retry keeps the names', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const priceOf = async () =>
      (
        await t.call({
          method: 'GET',
          url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
        })
      ).json<{ price: number }>().price
    const before = await priceOf()
    const job = await startJob(seller, body)
    await waitForJob(seller, job.id, finished)
    const [changed, refused] = await jobRows(seller, job.id)
    expect(changed).toMatchObject({
      state: 'done',
      about: { ...HUMALOG, lot: 'L1', quantity: 1, fullPackage: true, price: before },
      newPrice: repricedPrice(before, -10),
    })
    expect(await priceOf()).toBe(repricedPrice(before, -10))
    // Refused (not Pending): named by its read, its new price the one it was given.
    expect(refused).toMatchObject({ state: 'refused', about: { drug: 'Humalog', lot: 'L2' }, newPrice: 5 })

    const retry = await seller({ method: 'POST', url: `/team/jobs/${job.id}/retry` })
    expect(retry.statusCode).toBe(201)
    const again = await jobRows(seller, retry.json<{ id: string }>().id)
    expect(again.map((r) => r.about)).toEqual([refused!.about])
  })
})

describe('what is said of the rows is bounded', () => {
  test('a value too long, or not a date, is refused in shape 3 at its row’s field; nothing starts', async () => {
    const t = await createTeamTestApp(RUNNER_OFF)
    const seller = await t.as('seller')
    const response = await seller({
      method: 'POST',
      url: '/team/jobs',
      payload: {
        kind: 'deleteDrafts',
        pharmacyNpi: F.NPI_MEMBER,
        draftIds: [F.DRAFT(2)],
        about: { [F.DRAFT(2)]: { drug: 'x'.repeat(1001), expirationDate: 'soon' } },
      },
    })
    expectShape(response, 400, 3)
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      `about.${F.DRAFT(2)}.drug`,
      `about.${F.DRAFT(2)}.expirationDate`,
    ])
    const list = await seller({ method: 'GET', url: '/team/jobs' })
    expect(list.json<{ recordsFiltered: number }>().recordsFiltered).toBe(0)
  })
})
