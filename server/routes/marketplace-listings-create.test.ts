// POST /api/v1/marketplace-listings (spec: Referenced operations; request/response defined by the sandbox).
import { describe, expect, test } from 'vitest'
import { MarketplaceListingSchema } from '../../src/contract/listings'
import { createListingBody } from '../test-bodies'
import { createTestApp, expectShape, fieldErrors, listingCount } from '../test-app'
import * as F from '../test-fixture'
import { NDC_SELL_LIMIT } from '../http/refusals'

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'POST', url: '/api/v1/marketplace-listings', payload: payload as object, headers }) as const

describe('POST /api/v1/marketplace-listings', () => {
  test('creates a Pending listing (201) with its drug package, normalising the NDC', async () => {
    const { call } = createTestApp()
    const response = await call(post(createListingBody()))
    expect(response.statusCode).toBe(201)
    const listing = MarketplaceListingSchema.parse(response.json())
    expect(listing).toMatchObject({
      status: 0,
      nationalDrugCode: F.NDC_GENERIC,
      nationalDrugCodeNormalized: '00093005801',
      quantity: 40,
      sellerPharmacyId: F.PHARMACY_MEMBER,
      listingDate: '2026-03-02T12:00:00.000Z',
      drugPackage: { packageSize: 100, generic: true },
    })
    const list = await call({
      method: 'GET',
      url: `/api/v1/marketplace-listings?pharmacyNpi=${F.NPI_MEMBER}&status=0`,
    })
    expect(list.json<{ data: { id: string }[] }>().data.map((l) => l.id)).toContain(listing.id)
  })

  test('an invalid NDC is shape 2; a missing one is shape 3; a missing NPI is shape 4 (all before authentication)', async () => {
    const { app } = createTestApp()
    const invalid = expectShape(
      await app.inject(post(createListingBody({ nationalDrugCode: '0002759701' }))),
      400,
      2,
    )
    expect(fieldErrors(invalid)[0]).toMatchObject({
      propertyName: 'NationalDrugCode',
      errorCode: 'PredicateValidator',
    })
    const missing = expectShape(
      await app.inject(post(createListingBody({ nationalDrugCode: undefined }))),
      400,
      3,
    )
    expect(missing.errors).toEqual({ NationalDrugCode: ['The NationalDrugCode field is required.'] })
    expectShape(await app.inject(post(createListingBody({ pharmacyNPI: undefined }))), 400, 4)
  })

  test('an NDC the marketplace does not sell is shape 2', async () => {
    const { call } = createTestApp()
    const body = expectShape(
      await call(post(createListingBody({ nationalDrugCode: '11111-2222-33' }))),
      400,
      2,
    )
    expect(fieldErrors(body)[0]).toMatchObject({
      propertyName: 'NationalDrugCode',
      errorCode: 'PredicateValidator',
    })
  })

  test('a drug that must be scanned is refused with the stable code medicationScanRequired', async () => {
    const { call } = createTestApp()
    const body = expectShape(
      await call(post(createListingBody({ nationalDrugCode: F.NDC_SCAN, fullPackage: true, quantity: 1 }))),
      400,
      2,
    )
    expect(fieldErrors(body).map((e) => e.errorCode)).toEqual(['medicationScanRequired'])
  })

  test(`the ${NDC_SELL_LIMIT + 1}th Pending listing of one NDC is refused with ndcSellLimitReached`, async () => {
    const { call } = createTestApp()
    // The member pharmacy has no Pending listing of the generic NDC yet.
    for (let i = 0; i < NDC_SELL_LIMIT; i++)
      expect((await call(post(createListingBody()))).statusCode).toBe(201)
    const body = expectShape(await call(post(createListingBody())), 400, 2)
    expect(fieldErrors(body)).toEqual([
      expect.objectContaining({ errorCode: 'ndcSellLimitReached', propertyName: 'NationalDrugCode' }),
    ])
  })

  test('quantity above the package size is shape 2 once the drug is known', async () => {
    const { call } = createTestApp()
    const body = expectShape(await call(post(createListingBody({ quantity: 100.5 }))), 400, 2)
    expect(fieldErrors(body)[0]).toMatchObject({
      propertyName: 'Quantity',
      errorCode: 'InclusiveBetweenValidator',
    })
  })

  test('a restricted pharmacy is refused by business rule (shape 1) and nothing is created', async () => {
    const { call, repositories } = createTestApp()
    const before = await listingCount(repositories)
    expect(before).toBe(5)
    const body = expectShape(await call(post(createListingBody({ pharmacyNPI: F.NPI_RESTRICTED }))), 400, 1)
    expect(body.errorCode).toBe(500114)
    expect(await listingCount(repositories)).toBe(before)
  })

  test('403 for an NPI outside the caller group or only invited; 401 with a wrong key', async () => {
    const { call } = createTestApp()
    expectShape(await call(post(createListingBody({ pharmacyNPI: F.NPI_OTHER_GROUP }))), 403, 4)
    expectShape(await call(post(createListingBody({ pharmacyNPI: F.NPI_INVITED }))), 403, 4)
    expectShape(await call(post(createListingBody(), { 'x-service-auth': 'nope' })), 401, 4)
  })
})
