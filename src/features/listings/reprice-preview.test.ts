import { describe, expect, test } from 'vitest'
import { listingFixture } from '../../test-support/listing-fixture'
import {
  changeProblems,
  repriceJobBody,
  repricePreview,
  rowsToSend,
  startProblem,
  typedAmount,
} from './reprice-preview'

// The reprice dialog's arithmetic: a percentage to the cent (halves away from zero, as the server
// computes it), and each row refused by the update's rules (price above 0, the quantity rule, a future
// expiration) with the contract's message.

const NPI = 1234567893
const NOW = new Date('2026-11-26T12:00:00Z')
const A = '10000000-0000-4000-8000-00000000000a'
const B = '10000000-0000-4000-8000-00000000000b'
const C = '10000000-0000-4000-8000-00000000000c'

describe('a typed amount', () => {
  test.each([
    ['-5', -5],
    ['-5 %', -5],
    ['−12.5%', -12.5],
    ['+10', 10],
    ['$12.50', 12.5],
    ['.5', 0.5],
  ])('%s is %d', (typed, expected) => {
    expect(typedAmount(typed)).toBe(expected)
  })

  test.each(['', ' ', 'ten', '1,5', '5-', '--5'])('"%s" is no number', (typed) => {
    expect(typedAmount(typed)).toBeNaN()
  })
})

describe('the change itself', () => {
  test('a percentage within -99.99 to 1000, two decimals at most; a price above 0', () => {
    expect(changeProblems('percent', '-5')).toEqual([])
    expect(changeProblems('percent', '-100')).toEqual(['Percentage must be between -99.99 and 1000.'])
    expect(changeProblems('percent', '1.005')).toEqual(['Percentage can have at most 2 decimal places.'])
    expect(changeProblems('percent', '')).toEqual(['Type a percentage, e.g. -5 or 10.'])
    expect(changeProblems('price', '0')).toEqual(['Price must be greater than 0.'])
    expect(changeProblems('price', 'abc')).toEqual(['Type the new price, e.g. 12.50.'])
    expect(changeProblems('price', '12.5')).toEqual([])
  })
})

describe('each row’s new price', () => {
  test('a percentage is rounded to the cent, halves away from zero', () => {
    const listings = [
      listingFixture({ id: A, price: 19.99 }),
      listingFixture({ id: B, price: 0.05 }),
      listingFixture({ id: C, price: 10.1 }),
    ]
    expect(repricePreview(listings, 'percent', '-10', NPI, NOW).map((row) => row.price)).toEqual([
      17.99, 0.05, 9.09,
    ])
    expect(repricePreview(listings, 'percent', '+10', NPI, NOW).map((row) => row.price)).toEqual([
      21.99, 0.06, 11.11,
    ])
    expect(repricePreview(listings, 'percent', '-5 %', NPI, NOW).map((row) => row.price)).toEqual([
      18.99, 0.05, 9.6,
    ])
  })

  test('a new price is the same for every row', () => {
    const listings = [listingFixture({ id: A, price: 3 }), listingFixture({ id: B, price: 400 })]
    expect(repricePreview(listings, 'price', '12.5', NPI, NOW).map((row) => row.price)).toEqual([12.5, 12.5])
  })

  test('a wrong change computes nothing and refuses no row', () => {
    const preview = repricePreview([listingFixture({ id: A })], 'percent', '-100', NPI, NOW)
    expect(preview.map((row) => [row.listing.id, row.price, row.problems])).toEqual([[A, null, []]])
    expect(rowsToSend(preview)).toEqual([])
  })
})

describe('rows refused by the listing’s rules', () => {
  test('a price rounded to 0, the quantity rule, a past expiration: each row says why and is left out', () => {
    const listings = [
      listingFixture({ id: A, price: 0.01 }),
      // More than the 30-count bottle holds breaks the quantity rule (a listing changed since it was made).
      listingFixture({ id: B, price: 50, fullPackage: false, quantity: 31 }),
      listingFixture({ id: C, price: 50, expirationDate: '2026-01-01T00:00:00Z' }),
      listingFixture({ price: 100 }),
    ]
    const preview = repricePreview(listings, 'percent', '-60', NPI, NOW)
    expect(preview.map((row) => [row.price, row.problems])).toEqual([
      [0, ['Price must be greater than 0.']],
      [20, ['Quantity must be between 0.01 and 30.']],
      [20, ['Expiration date must be in the future.']],
      [40, []],
    ])
    expect(rowsToSend(preview).map((row) => row.listing.price)).toEqual([100])
    expect(repriceJobBody(preview, 'percent', '-60', NPI)).toMatchObject({
      kind: 'repriceListings',
      pharmacyNpi: NPI,
      rows: [{ listingId: '9979ac03-1763-44d3-8c5e-65d6d20e0e8d', percent: -60 }],
    })
  })

  test('a new price goes as a price, per row', () => {
    const preview = repricePreview(
      [listingFixture({ id: A }), listingFixture({ id: B })],
      'price',
      '9.99',
      NPI,
      NOW,
    )
    expect(repriceJobBody(preview, 'price', '9.99', NPI)).toMatchObject({
      kind: 'repriceListings',
      pharmacyNpi: NPI,
      rows: [
        { listingId: A, price: 9.99 },
        { listingId: B, price: 9.99 },
      ],
    })
  })

  test('each listing that goes is named as the person saw it, with its price before the change', () => {
    const listing = listingFixture({ id: A, price: 19.99, lotNumber: 'LOT-A' })
    const preview = repricePreview(
      [listing, listingFixture({ id: B, price: 0.01 })],
      'percent',
      '-60',
      NPI,
      NOW,
    )
    const body = repriceJobBody(preview, 'percent', '-60', NPI)
    // The row left out (its price would be 0) is not named either.
    expect(Object.keys(body.about ?? {})).toEqual([A])
    expect(body.about?.[A]).toEqual({
      drug: listing.packageName,
      strength: listing.drugPackageStrength,
      ndc: listing.nationalDrugCode,
      lot: 'LOT-A',
      expirationDate: listing.expirationDate,
      price: 19.99,
      quantity: listing.quantity,
      unit: listing.drugPackage?.quantityUnitQualifier ?? listing.quantityUnitQualifier,
      fullPackage: listing.fullPackage,
      packageSize: listing.drugPackage?.packageSize ?? null,
    })
  })

  test('nothing to start is said', () => {
    expect(startProblem(0)).toBe('No listing can be repriced this way: each row says why.')
    expect(startProblem(1)).toBeNull()
  })
})
