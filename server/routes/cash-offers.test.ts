// spec: Endpoints > 4 (PUT /cash-offers/{cashOfferId}) and the sandbox's GET extensions.
import { describe, expect, test } from 'vitest'
import { CashOfferSchema } from '../../src/contract/cash-offers'
import { CashOfferListSchema } from '../../src/contract/sandbox-extensions'
import { offerBody } from '../test-bodies'
import { createTestApp, expectShape, fieldErrors, json } from '../test-app'
import * as F from '../test-fixture'

const put = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'PUT', url: `/api/v1/cash-offers/${id}`, payload: payload as object, headers }) as const

describe('PUT /api/v1/cash-offers/{cashOfferId}', () => {
  test('updates a Pending offer and returns it; the shipping method is unchanged', async () => {
    const { call } = createTestApp()
    const response = await call(put(F.OFFER_STANDARD, offerBody({ showOnlyInState: true })))
    expect(response.statusCode, response.body).toBe(200)
    const offer = CashOfferSchema.parse(response.json())
    expect(offer).toMatchObject({
      id: F.OFFER_STANDARD,
      status: 0,
      price: 64.5,
      quantity: 12,
      expirationDate: '2027-01-31T00:00:00.000Z',
      shipByDate: '2026-04-01T00:00:00.000Z',
      fullPackage: false,
      sealedPackage: true,
      originalPackage: true,
      tornPackageLabel: true,
      buyersMessage: 'Please ship early in the week.',
      buyerPharmacyId: F.PHARMACY_MEMBER,
      buyerPharmacyNationalProviderIdentifier: F.NPI_MEMBER,
      createdByGroupId: F.GROUP_ONE,
      nationalDrugCode: F.NDC_TRADED,
      shippingRequestMethod: 'Standard',
      maxShippingPrice: null,
      drugPackage: { packageSize: 30 },
    })
    expect(offer.stateGroupId).toMatch(/^[0-9a-f-]{36}$/)
    expect(json(response)).not.toHaveProperty('showOnlyInState')
    expect(
      json(await call(put(F.OFFER_STANDARD, offerBody({ showOnlyInState: false })))).stateGroupId,
    ).toBeNull()
  })

  test('maxShippingPrice is required and positive for a Medium offer, null or 0 for a Standard one (shape 2)', async () => {
    const { call } = createTestApp()
    const missing = expectShape(
      await call(put(F.OFFER_MEDIUM, offerBody({ maxShippingPrice: null }))),
      400,
      2,
    )
    expect(fieldErrors(missing)[0]).toMatchObject({
      propertyName: 'MaxShippingPrice',
      errorCode: 'NotEmptyValidator',
    })
    expect(
      fieldErrors(expectShape(await call(put(F.OFFER_MEDIUM, offerBody({ maxShippingPrice: 0 }))), 400, 2))[0]
        ?.errorCode,
    ).toBe('GreaterThanValidator')
    const medium = await call(put(F.OFFER_MEDIUM, offerBody({ maxShippingPrice: 30 })))
    expect(CashOfferSchema.parse(medium.json())).toMatchObject({
      shippingRequestMethod: 'Medium',
      maxShippingPrice: 30,
    })
    expect(
      fieldErrors(
        expectShape(await call(put(F.OFFER_STANDARD, offerBody({ maxShippingPrice: 12 }))), 400, 2),
      )[0]?.propertyName,
    ).toBe('MaxShippingPrice')
    expect((await call(put(F.OFFER_STANDARD, offerBody({ maxShippingPrice: 0 })))).statusCode).toBe(200)
  })

  test('requested quantity above the package size is shape 2; a full package needs exactly 1', async () => {
    const { call, app } = createTestApp()
    expect(
      fieldErrors(
        expectShape(await call(put(F.OFFER_STANDARD, offerBody({ requestedQuantity: 31 }))), 400, 2),
      )[0],
    ).toMatchObject({
      propertyName: 'RequestedQuantity',
      errorCode: 'InclusiveBetweenValidator',
      attemptedValue: 31,
    })
    const full = expectShape(
      await app.inject(put(F.OFFER_STANDARD, offerBody({ requireFullPackage: true, requestedQuantity: 3 }))),
      400,
      2,
    )
    expect(fieldErrors(full)[0]).toMatchObject({
      propertyName: 'RequestedQuantity',
      errorCode: 'EqualValidator',
    })
  })

  test('value rules without the database are shape 2 before authentication', async () => {
    const { app } = createTestApp()
    const payload = offerBody({
      minimalExpirationDate: 'soon',
      price: -3,
      shipByDate: '2020-01-01',
      buyingPharmacyMessage: '\t ',
      buyingPharmacyNpi: F.NPI_BAD_CHECK_DIGIT,
    })
    const body = expectShape(await app.inject(put(F.OFFER_STANDARD, payload)), 400, 2)
    expect(fieldErrors(body).map((e) => e.propertyName)).toEqual([
      'BuyingPharmacyNpi',
      'MinimalExpirationDate',
      'Price',
      'ShipByDate',
      'BuyingPharmacyMessage',
    ])
  })

  test('shape 3 for missing or mistyped fields, shape 4 for a missing buyingPharmacyNpi', async () => {
    const { app } = createTestApp()
    const body = expectShape(
      await app.inject(
        put(F.OFFER_STANDARD, offerBody({ requireIntactPackageLabel: undefined, requestedQuantity: '2' })),
      ),
      400,
      3,
    )
    expect(body.errors).toEqual({
      '$.requestedQuantity': [
        'The JSON value could not be converted to System.Decimal. Path: $.requestedQuantity',
      ],
      RequireIntactPackageLabel: ['The RequireIntactPackageLabel field is required.'],
    })
    expectShape(await app.inject(put(F.OFFER_STANDARD, offerBody({ buyingPharmacyNpi: undefined }))), 400, 4)
    expectShape(await app.inject(put('x', offerBody())), 400, 3)
  })

  test('403 for an NPI outside the group, an invited NPI, or an offer of another pharmacy/group; 404 unknown', async () => {
    const { call } = createTestApp()
    expectShape(
      await call(put(F.OFFER_STANDARD, offerBody({ buyingPharmacyNpi: F.NPI_OTHER_GROUP }))),
      403,
      4,
    )
    expectShape(await call(put(F.OFFER_STANDARD, offerBody({ buyingPharmacyNpi: F.NPI_INVITED }))), 403, 4)
    expectShape(await call(put(F.OFFER_RESTRICTED, offerBody())), 403, 4)
    expectShape(
      await call(
        put(F.OFFER_OTHER_GROUP, offerBody({ buyingPharmacyNpi: F.NPI_OTHER_GROUP }), {
          'x-service-auth': F.KEY_ONE,
        }),
      ),
      403,
      4,
    )
    expectShape(await call(put('99999999-0000-4000-8000-000000000000', offerBody())), 404, 4)
  })

  test('409 for an offer that is not Pending, nothing changed', async () => {
    const { call, repositories } = createTestApp()
    const before = await repositories.cashOffers.findById(F.OFFER_PURCHASED)
    expect(before).toMatchObject({ id: F.OFFER_PURCHASED, status: 2 })
    expect(expectShape(await call(put(F.OFFER_PURCHASED, offerBody())), 409, 4).message).toContain(
      'Purchased',
    )
    expect(await repositories.cashOffers.findById(F.OFFER_PURCHASED)).toEqual(before)
  })

  test('a restricted buying pharmacy is refused by business rule (shape 1)', async () => {
    const { call } = createTestApp()
    const body = expectShape(
      await call(put(F.OFFER_RESTRICTED, offerBody({ buyingPharmacyNpi: F.NPI_RESTRICTED }))),
      400,
      1,
    )
    expect(body).toMatchObject({ errorCode: 500114, projectType: 'Pharmacy' })
  })
})

describe('GET /api/v1/cash-offers and /cash-offers/{id}', () => {
  test("lists the pharmacy's offers placed through the caller group, by status", async () => {
    const { call } = createTestApp()
    const all = CashOfferListSchema.parse(
      (await call({ method: 'GET', url: `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}` })).json(),
    )
    expect(all.data.map((o) => o.id)).toEqual([F.OFFER_STANDARD, F.OFFER_MEDIUM, F.OFFER_PURCHASED])
    const purchased = CashOfferListSchema.parse(
      (
        await call({ method: 'GET', url: `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}&status=2` })
      ).json(),
    )
    expect(purchased.data.map((o) => o.id)).toEqual([F.OFFER_PURCHASED])
  })

  test('pages and sorts (sandbox extension): counts beside data, shape 3 for a page parameter it cannot use', async () => {
    const { call, app } = createTestApp()
    const get = async (query: string) => {
      const response = await call({
        method: 'GET',
        url: `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}&${query}`,
      })
      expect(response.statusCode).toBe(200)
      const body = CashOfferListSchema.parse(response.json())
      return { ids: body.data.map((o) => o.id), total: body.recordsTotal, filtered: body.recordsFiltered }
    }
    expect(await get('sortName=price&take=2')).toEqual({
      ids: [F.OFFER_STANDARD, F.OFFER_PURCHASED],
      total: 3,
      filtered: 3,
    })
    expect(await get('sortName=price&take=2&start=2')).toEqual({
      ids: [F.OFFER_MEDIUM],
      total: 3,
      filtered: 3,
    })
    expect(await get('sortName=price&sortDirection=desc')).toMatchObject({
      ids: [F.OFFER_MEDIUM, F.OFFER_PURCHASED, F.OFFER_STANDARD],
    })
    expect(await get('status=0&sortName=price&sortDirection=desc')).toEqual({
      ids: [F.OFFER_MEDIUM, F.OFFER_STANDARD],
      total: 3,
      filtered: 2,
    })
    for (const [query, field] of [
      ['take=1000', 'take'],
      ['start=x', 'start'],
      ['sortName=shipByDate', 'sortName'],
      ['sortDirection=sideways', 'sortDirection'],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}&${query}`,
      })
      expect(Object.keys(expectShape(response, 400, 3).errors as object), query).toEqual([field])
    }
  })

  test('reads one offer; 403 for another pharmacy, 404 unknown, shapes 2/3/4 for the NPI', async () => {
    const { call, app } = createTestApp()
    const url = (id: string, npi: string | number) => `/api/v1/cash-offers/${id}?buyingPharmacyNpi=${npi}`
    expect(
      CashOfferSchema.parse((await call({ method: 'GET', url: url(F.OFFER_MEDIUM, F.NPI_MEMBER) })).json())
        .maxShippingPrice,
    ).toBe(25)
    expectShape(await call({ method: 'GET', url: url(F.OFFER_RESTRICTED, F.NPI_MEMBER) }), 403, 4)
    expectShape(
      await call({ method: 'GET', url: url('99999999-0000-4000-8000-000000000000', F.NPI_MEMBER) }),
      404,
      4,
    )
    expectShape(await app.inject({ method: 'GET', url: `/api/v1/cash-offers/${F.OFFER_MEDIUM}` }), 400, 4)
    expectShape(await app.inject({ method: 'GET', url: url(F.OFFER_MEDIUM, '12ab') }), 400, 3)
    expectShape(await app.inject({ method: 'GET', url: url(F.OFFER_MEDIUM, F.NPI_BAD_CHECK_DIGIT) }), 400, 2)
  })
})
