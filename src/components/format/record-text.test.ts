import { describe, expect, it } from 'vitest'
import { cashOfferFixture } from '../../test-support/cash-offer-fixture'
import { drugPackageFixture } from '../../test-support/drug-package-fixture'
import { listingFixture } from '../../test-support/listing-fixture'
import { priceItems, priceSummaryText, recordDrugText } from './record-text'

// The labelled prices of a listing's and a cash offer's page and table, from the fields the service
// gives: price, pricePerQuantity, quantity, fullPackage, quantityUnitQualifier and the drug package's
// size (spec: Resources > Marketplace listing, Cash offer). Each price says what it is for, in the one
// quantity format (package-measure.ts), the same words on every page.

describe('a listing', () => {
  it('of a partial quantity: the price for its quantity, per package from the size, per unit as the service says', () => {
    // $321.60 for 12 EA of a 30 EA bottle; the service's pricePerQuantity is $26.80.
    const listing = listingFixture()
    expect(priceItems(listing)).toEqual([
      ['Price for the quantity', '$321.60 for 12 EA'],
      ['Price per package', '$804.00 per package'],
      ['Price per EA', '$26.80 per EA'],
    ])
    expect(priceSummaryText(listing)).toBe('$321.60 for 12 EA; $804.00 per package; $26.80 per EA')
  })

  it('of one full package: one package with its size, never "1 EA"', () => {
    const listing = listingFixture({ quantity: 1, fullPackage: true, price: 60, pricePerQuantity: 60 })
    expect(priceItems(listing)).toEqual([
      ['Price for the quantity', '$60.00 for 1 package (30 EA)'],
      ['Price per package', '$60.00 per package'],
      ['Price per EA', '$2.00 per EA'],
    ])
  })

  it('without a package size: says only what the fields give', () => {
    const listing = listingFixture({
      drugPackage: drugPackageFixture({ packageSize: null }),
      quantity: 1,
      fullPackage: true,
      price: 60,
    })
    expect(priceItems(listing)).toEqual([
      ['Price for the quantity', '$60.00 for 1 package (size not reported)'],
      ['Price per package', '$60.00 per package'],
      ['Price per EA', null],
    ])
  })
})

describe('a cash offer', () => {
  it('of a partial quantity: the unit from quantityUnitQualifier, per package from the size', () => {
    // $112.35 for 5 EA of a 30 EA bottle, no pricePerQuantity: the unit price is worked out.
    const offer = cashOfferFixture()
    expect(priceItems(offer)).toEqual([
      ['Price for the quantity', '$112.35 for 5 EA'],
      ['Price per package', '$674.10 per package'],
      ['Price per EA', '$22.47 per EA'],
    ])
  })

  it('of one full package: the same words as a listing of one', () => {
    const offer = cashOfferFixture({ quantity: 1, fullPackage: true, price: 60 })
    const listing = listingFixture({ quantity: 1, fullPackage: true, price: 60 })
    expect(priceItems(offer)).toEqual(priceItems(listing))
  })

  it('names its drug with strength and form, or "Unknown drug" without a name', () => {
    const named = cashOfferFixture({ drugPackageStrength: '10 mg', drugPackageForm: 'TABLET, FILM COATED' })
    expect(recordDrugText(named)).toBe('Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED')
    expect(recordDrugText(cashOfferFixture())).toBe('Zyprexa (olanzapine)')
    expect(recordDrugText(cashOfferFixture({ packageName: null }))).toBe('Unknown drug')
  })
})
