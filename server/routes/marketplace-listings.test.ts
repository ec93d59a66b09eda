// spec: Endpoints > 1 (PUT /marketplace-listings/{id}) in the documented order of checks.
import { describe, expect, test } from 'vitest'
import { MarketplaceListingSchema } from '../../src/contract/listings'
import { listingBody } from '../test-bodies'
import { createTestApp, expectShape, fieldErrors, json } from '../test-app'
import * as F from '../test-fixture'

const put = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'PUT', url: `/api/v1/marketplace-listings/${id}`, payload: payload as object, headers }) as const
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('PUT /api/v1/marketplace-listings/{id}', () => {
  test('applies the update to a Pending listing and returns the listing', async () => {
    const { call } = createTestApp()
    const response = await call(put(F.LISTING_PENDING, listingBody()))
    expect(response.statusCode).toBe(200)
    const listing = MarketplaceListingSchema.parse(response.json())
    expect(listing).toMatchObject({
      id: F.LISTING_PENDING,
      status: 0,
      lotNumber: 'LOT-NEW-1',
      expirationDate: '2027-06-30T00:00:00.000Z',
      price: 123.45,
      quantity: 12.5,
      fullPackage: false,
      sealedPackage: true,
      originalPackage: false,
      tornPackageLabel: false,
      serialNumber: 'SN-001',
      additionalPackageNotes: 'Stored in the fridge.',
      sellerPharmacyId: F.PHARMACY_MEMBER,
      sellerPharmacyNationalProviderIdentifier: F.NPI_MEMBER,
      nationalDrugCode: F.NDC_TRADED,
      nationalDrugCodeNormalized: '00002759701',
      pricePerQuantity: 9.88,
    })
    expect(listing.stateGroupId).toMatch(GUID)
    expect(json(response)).not.toHaveProperty('showOnlyInState')
  })

  test('stateGroupId is null when saved with showOnlyInState false or left out, and stable per state', async () => {
    const { call } = createTestApp()
    const first = json(await call(put(F.LISTING_PENDING, listingBody())))
    const again = json(await call(put(F.LISTING_PENDING, listingBody({ price: 99 }))))
    expect(again.stateGroupId).toBe(first.stateGroupId)
    expect(
      json(await call(put(F.LISTING_PENDING, listingBody({ showOnlyInState: false })))).stateGroupId,
    ).toBeNull()
    const { showOnlyInState: _, ...withoutFlag } = listingBody()
    expect(json(await call(put(F.LISTING_PENDING, withoutFlag))).stateGroupId).toBeNull()
  })

  test('the change is stored (read back through GET)', async () => {
    const { call } = createTestApp()
    await call(put(F.LISTING_PENDING, listingBody({ lotNumber: 'KEPT' })))
    const read = await call({
      method: 'GET',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
    })
    expect(json(read).lotNumber).toBe('KEPT')
  })

  test('property names bind case-insensitively, as the service binder does', async () => {
    const { call } = createTestApp()
    const response = await call(
      put(F.LISTING_PENDING, {
        ...listingBody({ pharmacyNPI: undefined }),
        PharmacyNpi: F.NPI_MEMBER,
        LOTNUMBER: 'UPPER',
        lotNumber: undefined,
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(json(response).lotNumber).toBe('UPPER')
  })

  test('a full package must have quantity exactly 1 (shape 2, EqualValidator)', async () => {
    const { call } = createTestApp()
    const body = expectShape(
      await call(put(F.LISTING_PENDING, listingBody({ fullPackage: true, quantity: 2 }))),
      400,
      2,
    )
    expect(body.isValid).toBe(false)
    expect(fieldErrors(body)).toEqual([
      {
        $id: '2',
        propertyName: 'Quantity',
        errorCode: 'EqualValidator',
        errorMessage: 'Quantity must be exactly 1 for a full package.',
        attemptedValue: 2,
      },
    ])
  })

  test('value rules: past date, blank lot, non-positive price, bad NPI check digit, whitespace-only notes (shape 2, all at once)', async () => {
    const { app } = createTestApp()
    const payload = listingBody({
      pharmacyNPI: F.NPI_BAD_CHECK_DIGIT,
      expirationDate: '2020-01-01',
      lotNumber: '  ',
      price: 0,
      additionalPackageNotes: ' ',
      serialNumber: 'x'.repeat(501),
    })
    // Reported without a key: validation runs before authentication.
    const body = expectShape(await app.inject(put(F.LISTING_PENDING, payload)), 400, 2)
    expect(fieldErrors(body).map((e) => [e.propertyName, e.errorCode])).toEqual([
      ['PharmacyNPI', 'PredicateValidator'],
      ['ExpirationDate', 'PredicateValidator'],
      ['LotNumber', 'NotEmptyValidator'],
      ['Price', 'GreaterThanValidator'],
      ['SerialNumber', 'MaximumLengthValidator'],
      ['AdditionalPackageNotes', 'NotEmptyValidator'],
    ])
  })

  test('quantity above the drug package size is refused once the listing is known (shape 2)', async () => {
    const { call } = createTestApp()
    const body = expectShape(await call(put(F.LISTING_PENDING, listingBody({ quantity: 30.01 }))), 400, 2)
    expect(fieldErrors(body)[0]).toMatchObject({
      propertyName: 'Quantity',
      errorCode: 'InclusiveBetweenValidator',
      attemptedValue: 30.01,
    })
    expect((await call(put(F.LISTING_PENDING, listingBody({ quantity: 30 })))).statusCode).toBe(200)
  })

  test('a missing pharmacyNPI is a generic-shape 400 (shape 4)', async () => {
    const { app } = createTestApp()
    const body = expectShape(
      await app.inject(put(F.LISTING_PENDING, listingBody({ pharmacyNPI: undefined }))),
      400,
      4,
    )
    expect(body).toEqual({
      error: 'Bad Request',
      statusCode: 400,
      message: expect.stringContaining('pharmacyNPI') as string,
    })
    expectShape(await app.inject(put(F.LISTING_PENDING, listingBody({ pharmacyNPI: null }))), 400, 4)
  })

  test('missing fields and wrong types are shape 3, keyed as the framework keys them', async () => {
    const { app } = createTestApp()
    const body = expectShape(
      await app.inject(
        put(F.LISTING_PENDING, listingBody({ lotNumber: undefined, price: 'cheap', fullPackage: 'yes' })),
      ),
      400,
      3,
    )
    expect(body).toMatchObject({
      title: 'One or more validation errors occurred.',
      status: 400,
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    })
    expect(body.errors).toEqual({
      LotNumber: ['The LotNumber field is required.'],
      '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'],
      '$.fullPackage': ['The JSON value could not be converted to System.Boolean. Path: $.fullPackage'],
    })
  })

  test('a huge partial quantity is refused for the package size, also before the key is checked', async () => {
    const { app, call } = createTestApp()
    for (const send of [call, (o: Parameters<typeof call>[0]) => app.inject(o)]) {
      const body = expectShape(
        await send(put(F.LISTING_PENDING, listingBody({ fullPackage: false, quantity: 123456.789 }))),
        400,
        2,
      )
      expect(fieldErrors(body).map((e) => [e.propertyName, e.errorMessage])).toEqual([
        ['Quantity', expect.stringMatching(/^Quantity must be between 0\.01 and \d+\.$/) as string],
      ])
    }
  })

  test('a number beyond the range of decimal cannot be converted (shape 3), and nothing is stored', async () => {
    const { app, call } = createTestApp()
    for (const [field, value] of [
      ['price', 1e308],
      ['quantity', -1e29],
    ] as const) {
      const body = expectShape(
        await app.inject(put(F.LISTING_PENDING, listingBody({ [field]: value }))),
        400,
        3,
      )
      expect(body.errors).toEqual({
        [`$.${field}`]: [`The JSON value could not be converted to System.Decimal. Path: $.${field}`],
      })
    }
    const stored = json(
      await call({ method: 'GET', url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}` }),
    )
    expect(stored.price).not.toBe(1e308)
  })

  test('a fractional or string NPI cannot be converted to long (shape 3)', async () => {
    const { app } = createTestApp()
    for (const npi of [1234567893.5, '1234567893', true]) {
      const body = expectShape(
        await app.inject(put(F.LISTING_PENDING, listingBody({ pharmacyNPI: npi }))),
        400,
        3,
      )
      expect(body.errors).toEqual({
        '$.pharmacyNPI': ['The JSON value could not be converted to System.Int64. Path: $.pharmacyNPI'],
      })
    }
  })

  test('a body that is not an object, or an id that is not a GUID, is shape 3', async () => {
    const { app } = createTestApp()
    expect(expectShape(await app.inject(put(F.LISTING_PENDING, [1, 2])), 400, 3).errors).toHaveProperty('$')
    expect(expectShape(await app.inject(put('not-a-guid', listingBody())), 400, 3).errors).toEqual({
      id: ["The value 'not-a-guid' is not valid."],
    })
  })

  test('a malformed body with a wrong key reports the body, not 401; a well-formed one with a wrong key gets 401', async () => {
    const { call } = createTestApp()
    const wrongKey = { 'x-service-auth': 'wrong' }
    expectShape(await call(put(F.LISTING_PENDING, listingBody({ price: -1 }), wrongKey)), 400, 2)
    expectShape(await call(put(F.LISTING_PENDING, listingBody({ price: 'x' }), wrongKey)), 400, 3)
    expectShape(await call(put(F.LISTING_PENDING, listingBody(), wrongKey)), 401, 4)
  })

  test('403 when the NPI is not in the caller group, is only invited, or is in another group', async () => {
    const { call } = createTestApp()
    for (const npi of [F.NPI_UNGROUPED, F.NPI_INVITED, F.NPI_OTHER_GROUP, F.NPI_UNKNOWN]) {
      const body = expectShape(await call(put(F.LISTING_PENDING, listingBody({ pharmacyNPI: npi }))), 403, 4)
      expect(body.error).toBe('Forbidden')
    }
  })

  test('404 for an unknown listing id', async () => {
    const { call } = createTestApp()
    expectShape(await call(put('99999999-0000-4000-8000-000000000000', listingBody())), 404, 4)
  })

  test('403 for a listing of another pharmacy (same group or not)', async () => {
    const { call } = createTestApp()
    expectShape(await call(put(F.LISTING_RESTRICTED, listingBody())), 403, 4)
    expectShape(await call(put(F.LISTING_OTHER_GROUP, listingBody())), 403, 4)
  })

  test('409 when the listing is not Pending, and nothing changes', async () => {
    const { call, repositories } = createTestApp()
    const before = await repositories.listings.findById(F.LISTING_ACCEPTED)
    expect(before).toMatchObject({ id: F.LISTING_ACCEPTED, status: 1 })
    const body = expectShape(await call(put(F.LISTING_ACCEPTED, listingBody())), 409, 4)
    expect(body).toMatchObject({ error: 'Conflict', statusCode: 409 })
    expectShape(await call(put(F.LISTING_CANCELLED, listingBody())), 409, 4)
    expect(await repositories.listings.findById(F.LISTING_ACCEPTED)).toEqual(before)
  })

  test('a restricted pharmacy is refused by business rule 500114 (shape 1) and nothing changes', async () => {
    const { call, repositories } = createTestApp()
    const before = await repositories.listings.findById(F.LISTING_RESTRICTED)
    expect(before).toMatchObject({ id: F.LISTING_RESTRICTED, status: 0 })
    const body = expectShape(
      await call(put(F.LISTING_RESTRICTED, listingBody({ pharmacyNPI: F.NPI_RESTRICTED }))),
      400,
      1,
    )
    expect(body).toEqual({
      message: expect.stringContaining('California') as string,
      errorCode: 500114,
      projectType: 'Pharmacy',
    })
    expect(await repositories.listings.findById(F.LISTING_RESTRICTED)).toEqual(before)
  })
})
