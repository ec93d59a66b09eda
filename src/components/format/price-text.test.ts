import { describe, expect, it } from 'vitest'
import {
  perUnitLabel,
  priceForQuantityText,
  pricePerPackageText,
  pricePerUnitText,
  statQuantityText,
} from './price-text'

// A listing of one full package of 60 EA at $442.12, as the service reports it: pricePerQuantity is
// price / quantity (1), a price per package.
const fullListing = {
  price: 442.12,
  quantity: 1,
  fullPackage: true,
  unit: 'EA',
  packageSize: 60,
  pricePerQuantity: 442.12,
}
// 39 EA of a 60 EA package at $55.77: pricePerQuantity is price / 39, a price per EA.
const partialListing = {
  price: 55.77,
  quantity: 39,
  fullPackage: false,
  unit: 'EA',
  packageSize: 60,
  pricePerQuantity: 1.43,
}
// A draft search item: no package size and no pricePerQuantity (spec: Draft listing search result item).
const fullDraft = { price: 442.12, quantity: 1, fullPackage: true, unit: 'EA', packageSize: null }
const partialDraft = { price: 55.77, quantity: 39, fullPackage: false, unit: 'EA', packageSize: null }

describe('priceForQuantityText', () => {
  it('says the price is for the whole quantity, in the one quantity format', () => {
    expect(priceForQuantityText(fullListing)).toBe('$442.12 for 1 package (60 EA)')
    expect(priceForQuantityText(partialListing)).toBe('$55.77 for 39 EA')
    expect(priceForQuantityText(fullDraft)).toBe('$442.12 for 1 package (size not reported)')
    expect(priceForQuantityText({ ...partialDraft, unit: null })).toBe('$55.77 for 39 (unit not reported)')
    expect(priceForQuantityText({ ...fullDraft, price: null })).toBeNull()
    expect(priceForQuantityText({ ...fullDraft, quantity: null })).toBe('$442.12')
  })
})

describe('per package and per unit', () => {
  it('reads a full package: the price is per package, per unit only with the package size', () => {
    expect(pricePerPackageText(fullListing)).toBe('$442.12 per package')
    expect(pricePerUnitText(fullListing)).toBe('$7.37 per EA')
    expect(pricePerPackageText(fullDraft)).toBe('$442.12 per package')
    // The size is not reported: no unit price is made up.
    expect(pricePerUnitText(fullDraft)).toBeNull()
  })

  it("reads a partial quantity: the service's pricePerQuantity is per unit, per package with the size", () => {
    expect(pricePerUnitText(partialListing)).toBe('$1.43 per EA')
    expect(pricePerPackageText(partialListing)).toBe('$85.80 per package')
    // A draft has no pricePerQuantity: price / quantity, which is what the service reports for a listing.
    expect(pricePerUnitText(partialDraft)).toBe('$1.43 per EA')
    expect(pricePerPackageText(partialDraft)).toBeNull()
    expect(pricePerUnitText({ ...partialDraft, unit: null })).toBe('$1.43 per unit')
  })

  it('says nothing without a price or a quantity', () => {
    expect(pricePerUnitText({ ...partialListing, price: null })).toBeNull()
    expect(pricePerPackageText({ ...fullListing, quantity: null })).toBeNull()
    expect(pricePerUnitText({ ...partialListing, fullPackage: null })).toBeNull()
  })
})

describe('statistics points', () => {
  it('write their quantity with the unit the dashboard knows, or say it was not reported', () => {
    expect(statQuantityText(2.75, 'GM')).toBe('2.75 GM')
    expect(statQuantityText(857, null)).toBe('857')
    expect(perUnitLabel('ML')).toBe('per ML')
  })
})
