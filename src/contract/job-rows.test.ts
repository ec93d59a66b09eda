import { describe, expect, test } from 'vitest'
import {
  createBodyOfRow,
  listDraftRowOfItem,
  listDraftRowProblems,
  repriceBody,
  repriceRowProblems,
  repricedPrice,
} from './job-rows'
import type { ListDraftRow } from './jobs'
import type { MarketplaceListing } from './listings'

const now = new Date('2026-03-02T12:00:00Z')
const row: ListDraftRow = {
  draftId: '30000000-0000-4000-8000-000000000001',
  nationalDrugCode: '0002-7597-01',
  lotNumber: 'LOT1',
  expirationDate: '2027-01-31T00:00:00Z',
  fullPackage: false,
  sealedPackage: true,
  originalPackage: false,
  price: 12.5,
  quantity: 3,
}

describe('a price changed by a percentage, rounded to the cent', () => {
  test.each([
    [19.99, -10, 17.99], // 17.991
    [0.05, 10, 0.06], // 0.055: half a cent goes up
    [0.15, 10, 0.17], // 0.165, where 0.15 * 1.1 is 0.16500000000000004 and 0.165 in binary a hair under
    [1.01, 50, 1.52], // 1.515
    [100, -12.5, 87.5],
    [100, 0.01, 100.01],
    [2.5, -99.99, 0], // a quarter of a tenth of a cent: 0.00025 rounds to 0 (refused as not positive)
    [123.45, 1000, 1357.95],
    [7, 33.33, 9.33], // 9.3331
  ])('%s changed by %s %% is %s', (price, percent, expected) => {
    expect(repricedPrice(price, percent)).toBe(expected)
  })

  test('the percentage is one of: a new price, or -99.99 to 1000 with two decimals at most', () => {
    const id = '40000000-0000-4000-8000-000000000001'
    expect(repriceRowProblems({ listingId: id, price: 10 })).toEqual([])
    expect(repriceRowProblems({ listingId: id, percent: -99.99 })).toEqual([])
    expect(repriceRowProblems({ listingId: id }).map((p) => p.message)).toEqual([
      'Give either a new price or a percentage.',
    ])
    expect(repriceRowProblems({ listingId: id, percent: 1000.01 }).map((p) => p.field)).toEqual(['percent'])
    expect(repriceRowProblems({ listingId: id, price: 0 }).map((p) => p.message)).toEqual([
      'Price must be greater than 0.',
    ])
  })
})

describe("a draft's row", () => {
  test("is the listing's create: the draft's values, the row's price and quantity, the acting pharmacy", () => {
    expect(createBodyOfRow(row, 1234567893, true)).toEqual({
      pharmacyNPI: 1234567893,
      nationalDrugCode: '0002-7597-01',
      expirationDate: '2027-01-31T00:00:00Z',
      lotNumber: 'LOT1',
      price: 12.5,
      fullPackage: false,
      quantity: 3,
      sealedPackage: true,
      originalPackage: false,
      tornPackageLabel: false,
      showOnlyInState: true,
      populatedByTwoDScan: null,
    })
  })

  test("is checked by the listing's rules at the row's fields", () => {
    expect(listDraftRowProblems(row, 1234567893, now)).toEqual([])
    const broken = {
      ...row,
      expirationDate: '2026-03-01',
      price: -1,
      fullPackage: true,
      nationalDrugCode: '12',
    }
    expect(listDraftRowProblems(broken, 1234567893, now).map((p) => [p.field, p.message])).toEqual([
      ['nationalDrugCode', expect.stringMatching(/^This is not a valid NDC/) as string],
      ['expirationDate', 'Expiration date must be in the future.'],
      ['price', 'Price must be greater than 0.'],
      ['quantity', 'Quantity must be exactly 1 for a full package.'],
    ])
  })

  test("from a search: the draft's own values, or what it lacks", () => {
    const item = {
      id: row.draftId,
      nationalDrugCode: row.nationalDrugCode,
      nationalDrugCodeNormalized: '00002759701',
      drugPackageForm: null,
      drugPackageStrength: null,
      labelerName: null,
      packageDescription: null,
      packageName: 'Humalog',
      sellerPharmacyDBA: null,
      quantityUnitQualifier: null,
      lotNumber: row.lotNumber,
      price: row.price,
      quantity: row.quantity,
      expirationDate: row.expirationDate,
      sealedPackage: true,
      originalPackage: false,
      tornPackageLabel: null,
      fullPackage: false,
    }
    expect(listDraftRowOfItem(item)).toEqual({ row: { ...row, tornPackageLabel: false }, problems: [] })
    expect(
      listDraftRowOfItem({ ...item, lotNumber: null, price: null }).problems.map((p) => p.field),
    ).toEqual(['lotNumber', 'price'])
  })
})

describe("a reprice's PUT", () => {
  test('is the listing as it is now with the new price; showOnlyInState read back from stateGroupId', () => {
    const listing = {
      id: '40000000-0000-4000-8000-000000000001',
      status: 0,
      lotNumber: 'L1',
      expirationDate: '2027-01-31T00:00:00Z',
      price: 19.99,
      quantity: 2,
      fullPackage: false,
      sealedPackage: true,
      originalPackage: true,
      tornPackageLabel: null,
      stateGroupId: '70000000-0000-4000-8000-000000000001',
      serialNumber: 'SN',
      additionalPackageNotes: null,
    } as unknown as MarketplaceListing
    expect(repriceBody(listing, 1234567893, { listingId: listing.id, percent: -10 })).toEqual({
      pharmacyNPI: 1234567893,
      expirationDate: '2027-01-31T00:00:00Z',
      lotNumber: 'L1',
      price: 17.99,
      fullPackage: false,
      quantity: 2,
      sealedPackage: true,
      originalPackage: true,
      tornPackageLabel: false,
      serialNumber: 'SN',
      additionalPackageNotes: null,
      showOnlyInState: true,
      populatedByTwoDScan: null,
    })
  })
})
