import { describe, expect, it } from 'vitest'
import { drugPackageFixture } from '../../test-support/drug-package-fixture'
import {
  drugTitle,
  formatPackageQuantity,
  packageMeasure,
  onePackageText,
  packageSizeText,
  recordQuantityText,
} from './package-measure'

describe('packageMeasure', () => {
  it('takes size and unit from the drug package, the unit from the record when the package has none', () => {
    expect(packageMeasure({ drugPackage: drugPackageFixture(), quantityUnitQualifier: 'ML' })).toEqual({
      packageSize: 30,
      unit: 'EA',
    })
    expect(
      packageMeasure({
        drugPackage: drugPackageFixture({ quantityUnitQualifier: null }),
        quantityUnitQualifier: 'ML',
      }),
    ).toEqual({ packageSize: 30, unit: 'ML' })
  })

  it('knows nothing without a drug package or without a record', () => {
    expect(packageMeasure({ drugPackage: null, quantityUnitQualifier: null })).toEqual({
      packageSize: null,
      unit: null,
    })
    expect(packageMeasure(null)).toEqual({ packageSize: null, unit: null })
  })
})

describe('packageSizeText', () => {
  it('writes the size with its unit when known, null when the size is not', () => {
    expect(packageSizeText(30, 'EA')).toBe('30 EA')
    expect(packageSizeText(2.5, null)).toBe('2.5')
    expect(packageSizeText(null, 'EA')).toBeNull()
    expect(packageSizeText(undefined)).toBeNull()
  })
})

describe('the one quantity format on every page', () => {
  it('gives a draft, a listing and a cash offer of one package the same words', () => {
    const drug = drugPackageFixture({ packageSize: 60, quantityUnitQualifier: 'EA' })
    const listing = recordQuantityText({ quantity: 1, fullPackage: true, drugPackage: drug })
    const offer = recordQuantityText({
      quantity: 1,
      fullPackage: true,
      quantityUnitQualifier: 'EA',
      drugPackage: drug,
    })
    expect(listing).toBe('1 package (60 EA)')
    expect(offer).toBe(listing)
    // A draft search item carries no package size (spec: Resources > Draft listing search result item).
    expect(formatPackageQuantity({ quantity: 1, fullPackage: true, unit: 'EA', packageSize: null })).toBe(
      '1 package (size not reported)',
    )
    expect(onePackageText(60, 'EA')).toBe(listing)
  })
})

describe('drugTitle', () => {
  it('joins the names the record has, leaving out the missing ones', () => {
    expect(
      drugTitle({ packageName: 'Zyprexa', drugPackageStrength: '10 mg', drugPackageForm: 'TABLET' }),
    ).toBe('Zyprexa, 10 mg, TABLET')
    expect(drugTitle({ packageName: 'Zyprexa', drugPackageStrength: null })).toBe('Zyprexa')
  })
})

describe('formatPackageQuantity', () => {
  it('reads a full package as one package with its size, never "1 GM" or "1 EA"', () => {
    expect(formatPackageQuantity({ quantity: 1, fullPackage: true, unit: 'GM', packageSize: 22 })).toBe(
      '1 package (22 GM)',
    )
    expect(formatPackageQuantity({ quantity: 1, fullPackage: true, unit: 'EA', packageSize: 1000 })).toBe(
      '1 package (1,000 EA)',
    )
    // The size the service did not report is said, not guessed.
    expect(formatPackageQuantity({ quantity: 1, fullPackage: true, unit: 'EA', packageSize: null })).toBe(
      '1 package (size not reported)',
    )
  })

  it('reads a partial quantity in its unit, and nothing when there is no quantity', () => {
    expect(formatPackageQuantity({ quantity: 10.5, fullPackage: false, unit: 'GM', packageSize: 22 })).toBe(
      '10.5 GM',
    )
    expect(formatPackageQuantity({ quantity: 1, fullPackage: false, unit: 'GM', packageSize: 22 })).toBe(
      '1 GM',
    )
    expect(formatPackageQuantity({ quantity: 3, fullPackage: null, unit: null, packageSize: null })).toBe(
      '3 (unit not reported)',
    )
    expect(
      formatPackageQuantity({ quantity: null, fullPackage: true, unit: 'EA', packageSize: 30 }),
    ).toBeNull()
  })

  it("takes a record's size and unit from its drug package", () => {
    expect(
      recordQuantityText({
        quantity: 1,
        fullPackage: true,
        quantityUnitQualifier: 'EA',
        drugPackage: drugPackageFixture({ packageSize: 22, quantityUnitQualifier: 'GM' }),
      }),
    ).toBe('1 package (22 GM)')
  })
})
