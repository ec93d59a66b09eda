// Sandbox extensions: GET /marketplace-listings/{id} and GET /marketplace-listings (docs/conventions.md, Gaps in the spec).
import { describe, expect, test } from 'vitest'
import { MarketplaceListingSchema } from '../../src/contract/listings'
import { MarketplaceListingListSchema } from '../../src/contract/sandbox-extensions'
import { createTestApp, expectShape, fieldErrors } from '../test-app'
import * as F from '../test-fixture'

const one = (id: string, query = `pharmacyNpi=${F.NPI_MEMBER}`) =>
  ({ method: 'GET', url: `/api/v1/marketplace-listings/${id}?${query}` }) as const
const list = (query: string) => ({ method: 'GET', url: `/api/v1/marketplace-listings?${query}` }) as const

describe('GET /api/v1/marketplace-listings/{id}', () => {
  test('returns the listing with its drug package (package size for the quantity rule)', async () => {
    const { call } = createTestApp()
    const response = await call(one(F.LISTING_PENDING))
    expect(response.statusCode).toBe(200)
    const listing = MarketplaceListingSchema.parse(response.json())
    expect(listing).toMatchObject({
      id: F.LISTING_PENDING,
      status: 0,
      drugPackage: { packageSize: 30, nationalDrugCode: F.NDC_TRADED },
    })
    expect(listing.stateGroupId).not.toBeNull()
  })

  test('shape 4 without pharmacyNpi, shape 3 for a non-number, shape 2 for a bad check digit (before authentication)', async () => {
    const { app } = createTestApp()
    expectShape(await app.inject(one(F.LISTING_PENDING, '')), 400, 4)
    expect(expectShape(await app.inject(one(F.LISTING_PENDING, 'pharmacyNpi=abc')), 400, 3).errors).toEqual({
      pharmacyNpi: ["The value 'abc' is not valid."],
    })
    const body = expectShape(
      await app.inject(one(F.LISTING_PENDING, `pharmacyNpi=${F.NPI_BAD_CHECK_DIGIT}`)),
      400,
      2,
    )
    expect(fieldErrors(body)[0]).toMatchObject({
      propertyName: 'PharmacyNpi',
      attemptedValue: F.NPI_BAD_CHECK_DIGIT,
    })
    expectShape(await app.inject(one('nope')), 400, 3)
  })

  test('403 outside the group or for another pharmacy, 404 for an unknown id', async () => {
    const { call } = createTestApp()
    expectShape(await call(one(F.LISTING_PENDING, `pharmacyNpi=${F.NPI_OTHER_GROUP}`)), 403, 4)
    expectShape(await call(one(F.LISTING_RESTRICTED)), 403, 4)
    expectShape(await call(one('99999999-0000-4000-8000-000000000000')), 404, 4)
  })
})

describe('GET /api/v1/marketplace-listings', () => {
  test("lists the pharmacy's listings, newest first, optionally by status", async () => {
    const { call } = createTestApp()
    const all = MarketplaceListingListSchema.parse((await call(list(`pharmacyNpi=${F.NPI_MEMBER}`))).json())
    expect(all.data.map((l) => l.id)).toEqual([F.LISTING_CANCELLED, F.LISTING_ACCEPTED, F.LISTING_PENDING])
    // Each item carries its drug package, so a table can say "1 package (30 EA)" for a full package.
    expect(all.data.find((l) => l.id === F.LISTING_PENDING)?.drugPackage?.packageSize).toBe(30)
    const accepted = MarketplaceListingListSchema.parse(
      (await call(list(`pharmacyNpi=${F.NPI_MEMBER}&status=1`))).json(),
    )
    expect(accepted.data.map((l) => [l.id, l.status])).toEqual([[F.LISTING_ACCEPTED, 1]])
    expect(accepted.data[0]?.buyingPharmacyName).toBe('Lakeside Drugs')
  })

  test('an unknown status is shape 2, a non-number status shape 3', async () => {
    const { call } = createTestApp()
    expect(
      fieldErrors(expectShape(await call(list(`pharmacyNpi=${F.NPI_MEMBER}&status=3`)), 400, 2))[0]
        ?.propertyName,
    ).toBe('Status')
    expectShape(await call(list(`pharmacyNpi=${F.NPI_MEMBER}&status=open`)), 400, 3)
  })

  test('403 for an NPI outside the group', async () => {
    const { call } = createTestApp()
    expectShape(await call(list(`pharmacyNpi=${F.NPI_UNGROUPED}`)), 403, 4)
  })
})

describe('GET /api/v1/marketplace-listings: pages and order (sandbox extension)', () => {
  const ids = async (query: string) => {
    const { call } = createTestApp()
    const response = await call(list(`pharmacyNpi=${F.NPI_MEMBER}&${query}`))
    expect(response.statusCode).toBe(200)
    const body = MarketplaceListingListSchema.parse(response.json())
    return { ids: body.data.map((l) => l.id), total: body.recordsTotal, filtered: body.recordsFiltered }
  }

  test('pages with start and take, counting every status and the asked one', async () => {
    expect(await ids('take=2')).toEqual({
      ids: [F.LISTING_CANCELLED, F.LISTING_ACCEPTED],
      total: 3,
      filtered: 3,
    })
    expect(await ids('take=2&start=2')).toEqual({ ids: [F.LISTING_PENDING], total: 3, filtered: 3 })
    expect(await ids('take=2&start=10')).toEqual({ ids: [], total: 3, filtered: 3 })
    expect(await ids('status=0&take=10')).toEqual({ ids: [F.LISTING_PENDING], total: 3, filtered: 1 })
  })

  test('sorts by price, expiration date or listing date, either way; ties by creation order', async () => {
    expect((await ids('sortName=price')).ids).toEqual([
      F.LISTING_ACCEPTED,
      F.LISTING_PENDING,
      F.LISTING_CANCELLED,
    ])
    expect((await ids('sortName=price&sortDirection=desc&take=1')).ids).toEqual([F.LISTING_CANCELLED])
    expect((await ids('sortName=price&sortDirection=desc&take=1&start=1')).ids).toEqual([F.LISTING_PENDING])
    // Every listing expires the same day: the tie goes by creation order, reversed when descending.
    expect((await ids('sortName=expirationDate')).ids).toEqual([
      F.LISTING_PENDING,
      F.LISTING_ACCEPTED,
      F.LISTING_CANCELLED,
    ])
    expect((await ids('sortName=expirationDate&sortDirection=desc')).ids).toEqual([
      F.LISTING_CANCELLED,
      F.LISTING_ACCEPTED,
      F.LISTING_PENDING,
    ])
    expect((await ids('sortName=listingDate')).ids).toEqual([
      F.LISTING_PENDING,
      F.LISTING_ACCEPTED,
      F.LISTING_CANCELLED,
    ])
  })

  test('a page parameter that cannot be used is shape 3 naming it, before authentication; never a 500', async () => {
    const { app } = createTestApp()
    for (const [query, field] of [
      ['start=-1', 'start'],
      ['start=abc', 'start'],
      ['take=0', 'take'],
      ['take=101', 'take'],
      ['take=1.5', 'take'],
      ['sortName=lotNumber', 'sortName'],
      ['sortName=price%3B%20DROP%20TABLE%20listings', 'sortName'],
      ['sortDirection=up', 'sortDirection'],
    ] as const) {
      const body = expectShape(await app.inject(list(`pharmacyNpi=${F.NPI_MEMBER}&${query}`)), 400, 3)
      expect(Object.keys(body.errors as object), query).toEqual([field])
    }
    // Shape 3 comes before the NPI's check digit (shape 2), as in every request.
    expectShape(await app.inject(list(`pharmacyNpi=${F.NPI_BAD_CHECK_DIGIT}&take=0`)), 400, 3)
  })
})
