import { describe, expect, it } from 'vitest'
import {
  CashOfferSchema,
  DrugPackageSchema,
  UpdateCashOfferBodySchema,
  cashOfferBodyProblems,
  maxShippingPriceProblems,
  updateCashOfferBodySchema,
  type UpdateCashOfferBody,
} from './cash-offers'

const now = new Date('2026-01-15T12:00:00Z')
const body: UpdateCashOfferBody = {
  buyingPharmacyNpi: 1234567893,
  minimalExpirationDate: '2026-09-01T00:00:00Z',
  price: 95,
  requireFullPackage: false,
  requestedQuantity: 5,
  requireSealedPackage: true,
  requireOriginalPackage: false,
  requireIntactPackageLabel: true,
  maxShippingPrice: null,
  shipByDate: null,
  buyingPharmacyMessage: null,
  showOnlyInState: false,
  requireCertificationFile: null,
}
const codes = (
  b: UpdateCashOfferBody,
  ctx: Parameters<typeof cashOfferBodyProblems>[1] = {
    now,
    packageSize: 30,
    shippingRequestMethod: 'Standard',
  },
) => cashOfferBodyProblems(b, ctx).map((p) => [p.field, p.code])

const offer = {
  id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  status: 0,
  price: 95,
  buyerPharmacyId: '9a7b1c2d-0000-4000-8000-000000000001',
  createdByGroupId: '9a7b1c2d-0000-4000-8000-0000000000aa',
  stateGroupId: '9a7b1c2d-0000-4000-8000-0000000000bb',
  nationalDrugCode: '00002-7597-01',
  nationalDrugCodeNormalized: '00002759701',
  packageName: 'Humalog',
  quantity: 5,
  fullPackage: false,
  sealedPackage: true,
  originalPackage: false,
  tornPackageLabel: false,
  expirationDate: '2026-09-01T00:00:00Z',
  listingDate: '2026-01-02T08:00:00Z',
  shipByDate: null,
  buyerPharmacyNationalProviderIdentifier: 1234567893,
  buyingPharmacyName: 'Riverside Pharmacy',
}

describe('CashOfferSchema', () => {
  it('parses the sandbox offer with its extensions and tolerates unknown fields', () => {
    const parsed = CashOfferSchema.parse({
      ...offer,
      shippingRequestMethod: 'Medium',
      maxShippingPrice: 25,
      newField: 'x',
    })
    expect(parsed.shippingRequestMethod).toBe('Medium')
    expect(parsed.maxShippingPrice).toBe(25)
  })

  it('parses every nested object of the spec', () => {
    const full = {
      ...offer,
      boughtByUser: {
        id: offer.id,
        displayName: 'Ann Lee',
        storeCount: 3,
        dateCreated: '2025-01-01T00:00:00Z',
        pharmacyNetworkRole: 1,
      },
      shipmentInfo: {
        shipmentHasBeenPurchased: true,
        trackingCode: '1Z999',
        deliveryDays: 2,
        shipmentPrice: 12.5,
        dateShippingLabelCreated: null,
      },
      drugPackage: DrugPackageSchema.parse({
        nationalDrugCode: '00002-7597-01',
        nationalDrugCodeNormalized: '00002759701',
        packageName: 'Humalog',
        drugPackageForm: null,
        drugPackageStrength: null,
        labelerName: null,
        packageDescription: null,
        packageSize: 30,
        quantityUnitQualifier: 'mL',
        branded: true,
        generic: false,
        requireScan: false,
        nadacPrice: 10.5,
        drugStorageConditionType: 10,
      }),
      shipmentDetailsFromBuyer: { lotNumber: 'L1', expirationDate: '2026-09-01T00:00:00Z' },
      images: [{ id: offer.id, savedByUserId: null, path: '/img/1.png' }],
      activeReturn: {
        returnId: offer.id,
        status: 2,
        shippedDate: null,
        trackingCode: null,
        shippingCarrier: 'UPS',
      },
      cancellationReason: 4,
      paymentStatus: 7,
    }
    const parsed = CashOfferSchema.parse(full)
    expect(parsed.images?.[0]?.path).toBe('/img/1.png')
    expect(parsed.drugPackage?.packageSize).toBe(30)
  })

  it('rejects wrong types in nested objects and values outside the enumerations', () => {
    expect(
      CashOfferSchema.safeParse({ ...offer, shipmentInfo: { deliveryDays: 'two' } }).error?.issues[0]?.path,
    ).toEqual(['shipmentInfo', 'deliveryDays'])
    expect(CashOfferSchema.safeParse({ ...offer, cancellationReason: 0 }).error?.issues[0]?.path).toEqual([
      'cancellationReason',
    ])
    expect(CashOfferSchema.safeParse({ ...offer, shippingRequestMethod: 'Express' }).success).toBe(false)
  })
})

describe('UpdateCashOfferBodySchema (request shape)', () => {
  it('reports a missing required field and a wrong type', () => {
    const { requireIntactPackageLabel: _r, ...missing } = body
    expect(UpdateCashOfferBodySchema.safeParse(missing).error?.issues.map((i) => i.path)).toEqual([
      ['requireIntactPackageLabel'],
    ])
    expect(
      UpdateCashOfferBodySchema.safeParse({ ...body, maxShippingPrice: '10' }).error?.issues.map(
        (i) => i.path,
      ),
    ).toEqual([['maxShippingPrice']])
  })
})

describe('cashOfferBodyProblems (value rules)', () => {
  it('a valid body has no problems', () => {
    expect(codes(body)).toEqual([])
  })

  it('reports NPI, dates, price, quantity and the message', () => {
    const bad = {
      ...body,
      buyingPharmacyNpi: 3234567893,
      minimalExpirationDate: 'soon',
      price: -1,
      requireFullPackage: true,
      requestedQuantity: 0.5,
      shipByDate: '2025-12-01',
      buyingPharmacyMessage: '\t',
    }
    expect(codes(bad)).toEqual([
      ['buyingPharmacyNpi', 'PredicateValidator'],
      ['minimalExpirationDate', 'PredicateValidator'],
      ['price', 'GreaterThanValidator'],
      ['requestedQuantity', 'EqualValidator'],
      ['shipByDate', 'PredicateValidator'],
      ['buyingPharmacyMessage', 'NotEmptyValidator'],
    ])
    expect(cashOfferBodyProblems(bad, { now })[3]?.message).toBe(
      'Requested quantity must be exactly 1 for a full package.',
    )
  })

  it('limits the message to 2000 characters', () => {
    expect(codes({ ...body, buyingPharmacyMessage: 'm'.repeat(2000) })).toEqual([])
    expect(codes({ ...body, buyingPharmacyMessage: 'm'.repeat(2001) })).toEqual([
      ['buyingPharmacyMessage', 'MaximumLengthValidator'],
    ])
  })
})

describe('maxShippingPrice by the offer shipping method', () => {
  it('Medium: required and greater than 0', () => {
    expect(maxShippingPriceProblems(null, 'Medium').map((p) => p.code)).toEqual(['NotEmptyValidator'])
    expect(maxShippingPriceProblems(undefined, 'Medium').map((p) => p.code)).toEqual(['NotEmptyValidator'])
    expect(maxShippingPriceProblems(0, 'Medium').map((p) => p.code)).toEqual(['GreaterThanValidator'])
    expect(maxShippingPriceProblems(15, 'Medium')).toEqual([])
  })

  it('Standard (or no method): null or 0 only', () => {
    expect(maxShippingPriceProblems(null, 'Standard')).toEqual([])
    expect(maxShippingPriceProblems(0, 'Standard')).toEqual([])
    expect(maxShippingPriceProblems(10, 'Standard')).toEqual([
      {
        field: 'maxShippingPrice',
        code: 'PredicateValidator',
        message: 'Max shipping price applies only to Medium shipping. Leave it empty.',
      },
    ])
    expect(maxShippingPriceProblems(10, null).map((p) => p.code)).toEqual(['PredicateValidator'])
  })

  it('method unknown: skips the method rule, still refuses a negative price', () => {
    expect(maxShippingPriceProblems(10, undefined)).toEqual([])
    expect(maxShippingPriceProblems(null, undefined)).toEqual([])
    expect(maxShippingPriceProblems(-1, undefined).map((p) => p.code)).toEqual([
      'GreaterThanOrEqualValidator',
    ])
  })

  it('is part of the body rules and of the form schema', () => {
    expect(codes(body, { now, shippingRequestMethod: 'Medium' })).toEqual([
      ['maxShippingPrice', 'NotEmptyValidator'],
    ])
    const result = updateCashOfferBodySchema({ now, shippingRequestMethod: 'Medium' }).safeParse(body)
    expect(result.error?.issues.map((i) => i.path)).toEqual([['maxShippingPrice']])
    expect(updateCashOfferBodySchema({ now }).safeParse(body).success).toBe(true)
  })
})
