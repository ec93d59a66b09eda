import { describe, expect, it } from 'vitest'
import {
  CreateListingBodySchema,
  MarketplaceListingSchema,
  UpdateListingBodySchema,
  createListingBodyProblems,
  createListingBodySchema,
  listingBodyProblems,
  updateListingBodySchema,
  type UpdateListingBody,
} from './listings'

const now = new Date('2026-01-15T12:00:00Z')
const body: UpdateListingBody = {
  pharmacyNPI: 1234567893,
  expirationDate: '2027-06-30T00:00:00Z',
  lotNumber: 'LOT-2291',
  price: 120.5,
  fullPackage: false,
  quantity: 10,
  sealedPackage: true,
  originalPackage: true,
  tornPackageLabel: false,
  serialNumber: null,
  additionalPackageNotes: 'Kept refrigerated.',
  showOnlyInState: false,
  populatedByTwoDScan: null,
}
const fields = (b: UpdateListingBody, ctx = { now, packageSize: 30 }) =>
  listingBodyProblems(b, ctx).map((p) => [p.field, p.code, p.message])

const listing = {
  id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  status: 0,
  lotNumber: 'LOT-2291',
  expirationDate: '2027-06-30T00:00:00Z',
  price: 120.5,
  quantity: 10,
  fullPackage: false,
  sealedPackage: true,
  originalPackage: true,
  tornPackageLabel: false,
  sellerPharmacyId: '9a7b1c2d-0000-4000-8000-000000000001',
  stateGroupId: null,
  nationalDrugCode: '00002-7597-01',
  nationalDrugCodeNormalized: '00002759701',
  packageName: 'Humalog',
  drugPackageForm: 'Injection',
  drugPackageStrength: '100 unit/mL',
  labelerName: 'Eli Lilly',
  quantityUnitQualifier: 'mL',
  branded: true,
  generic: false,
  serialNumber: null,
  additionalPackageNotes: null,
  pricePerQuantity: 12.05,
  listingDate: '2026-01-10T09:30:00Z',
  sellerPharmacyName: 'Riverside Pharmacy',
  sellerPharmacyDBA: null,
  sellerPharmacyNationalProviderIdentifier: 1234567893,
  sellerPharmacyPhone: 5555550100,
  sellerPharmacyAddress: {
    city: 'Springfield',
    line1: '1 Main St',
    line2: null,
    postalCode: '62701',
    stateAcronym: 'IL',
  },
}

describe('MarketplaceListingSchema', () => {
  it('parses what the sandbox sends and tolerates unknown fields from the real service', () => {
    const parsed = MarketplaceListingSchema.parse({ ...listing, someFutureField: 1 })
    expect(parsed.id).toBe(listing.id)
    expect('someFutureField' in parsed).toBe(false)
  })

  it('accepts the sale-time fields and the drugPackage extension', () => {
    const sold = {
      ...listing,
      status: 2,
      soldDate: '2026-01-12T10:00:00Z',
      cancellationReason: null,
      deliveryStatus: 3,
      drugPackage: {
        ...Object.fromEntries(
          [
            'nationalDrugCode',
            'nationalDrugCodeNormalized',
            'packageName',
            'drugPackageForm',
            'drugPackageStrength',
            'labelerName',
            'packageDescription',
            'quantityUnitQualifier',
            'branded',
            'generic',
            'requireScan',
            'nadacPrice',
          ].map((k) => [k, null]),
        ),
        packageSize: 30,
      },
    }
    expect(MarketplaceListingSchema.parse(sold).drugPackage?.packageSize).toBe(30)
  })

  it('rejects a status outside the spec set, a null id and a missing always-sent key', () => {
    expect(MarketplaceListingSchema.safeParse({ ...listing, status: 3 }).error?.issues[0]?.path).toEqual([
      'status',
    ])
    expect(MarketplaceListingSchema.safeParse({ ...listing, id: null }).error?.issues[0]?.path).toEqual([
      'id',
    ])
    const { stateGroupId: _s, ...missing } = listing
    expect(MarketplaceListingSchema.safeParse(missing).error?.issues[0]?.path).toEqual(['stateGroupId'])
  })
})

describe('UpdateListingBodySchema (request shape)', () => {
  it('accepts the minimal body and strips unknown keys', () => {
    const {
      tornPackageLabel: _t,
      serialNumber: _s,
      additionalPackageNotes: _a,
      showOnlyInState: _o,
      populatedByTwoDScan: _p,
      ...minimal
    } = body
    expect(UpdateListingBodySchema.parse({ ...minimal, extra: true })).toEqual(minimal)
  })

  it('reports a missing field at its key', () => {
    const { lotNumber: _l, ...missing } = body
    const issues = UpdateListingBodySchema.safeParse(missing).error?.issues ?? []
    expect(issues.map((i) => [i.path, i.code])).toEqual([[['lotNumber'], 'invalid_type']])
  })

  it('reports a wrong JSON type at its key, including a fractional NPI', () => {
    const issues =
      UpdateListingBodySchema.safeParse({ ...body, price: '12', pharmacyNPI: 1.5 }).error?.issues ?? []
    expect(issues.map((i) => i.path[0]).sort()).toEqual(['pharmacyNPI', 'price'])
  })

  it('leaves value rules to layer 2: a past date and a negative price are well formed', () => {
    expect(
      UpdateListingBodySchema.safeParse({ ...body, expirationDate: '2000-01-01', price: -1 }).success,
    ).toBe(true)
  })
})

describe('listingBodyProblems (value rules)', () => {
  it('a valid body has no problems', () => {
    expect(fields(body)).toEqual([])
  })

  it('reports NPI, date, lot number, price, quantity and optional strings with validator codes', () => {
    const bad = {
      ...body,
      pharmacyNPI: 1234567890,
      expirationDate: '2025-01-01',
      lotNumber: '  ',
      price: 0,
      quantity: 31,
      serialNumber: ' ',
      additionalPackageNotes: 'x'.repeat(2001),
    }
    expect(fields(bad).map(([f, c]) => [f, c])).toEqual([
      ['pharmacyNPI', 'PredicateValidator'],
      ['expirationDate', 'PredicateValidator'],
      ['lotNumber', 'NotEmptyValidator'],
      ['price', 'GreaterThanValidator'],
      ['quantity', 'InclusiveBetweenValidator'],
      ['serialNumber', 'NotEmptyValidator'],
      ['additionalPackageNotes', 'MaximumLengthValidator'],
    ])
    expect(fields(bad)[4]?.[2]).toBe('Quantity must be between 0.01 and 30.')
    expect(fields(bad)[2]?.[2]).toBe('Lot number is required.')
  })

  it('applies the full-package rule and the lot number limit of 50', () => {
    expect(fields({ ...body, fullPackage: true, quantity: 2 })).toEqual([
      ['quantity', 'EqualValidator', 'Quantity must be exactly 1 for a full package.'],
    ])
    expect(fields({ ...body, lotNumber: 'L'.repeat(51) })).toEqual([
      ['lotNumber', 'MaximumLengthValidator', 'Lot number must be at most 50 characters (it has 51).'],
    ])
  })

  it('without a package size, a large quantity passes', () => {
    expect(listingBodyProblems({ ...body, quantity: 500 }, { now })).toEqual([])
  })
})

describe('updateListingBodySchema (form schema)', () => {
  it('puts each problem at its field with its validator code', () => {
    const result = updateListingBodySchema({ now, packageSize: 30 }).safeParse({ ...body, price: -5 })
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['price'], 'Price must be greater than 0.'],
    ])
    expect(result.error?.issues[0]).toMatchObject({ params: { code: 'GreaterThanValidator' } })
    expect(updateListingBodySchema({ now }).safeParse(body).success).toBe(true)
  })
})

describe('create listing (sandbox choice)', () => {
  it('requires nationalDrugCode and checks it is a valid NDC', () => {
    expect(CreateListingBodySchema.safeParse(body).error?.issues[0]?.path).toEqual(['nationalDrugCode'])
    const problems = createListingBodyProblems({ ...body, nationalDrugCode: '0002759701' }, { now })
    expect(problems.map((p) => [p.field, p.code])).toEqual([['nationalDrugCode', 'PredicateValidator']])
    expect(
      createListingBodySchema({ now }).safeParse({ ...body, nationalDrugCode: '0002-7597-01' }).success,
    ).toBe(true)
  })
})
