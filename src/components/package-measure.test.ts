import { describe, expect, it } from 'vitest'
import { drugPackageFixture } from './drug-package-fixture'
import { drugTitle, packageMeasure, packageSizeText } from './package-measure'

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

describe('drugTitle', () => {
  it('joins the names the record has, leaving out the missing ones', () => {
    expect(
      drugTitle({ packageName: 'Zyprexa', drugPackageStrength: '10 mg', drugPackageForm: 'TABLET' }),
    ).toBe('Zyprexa, 10 mg, TABLET')
    expect(drugTitle({ packageName: 'Zyprexa', drugPackageStrength: null })).toBe('Zyprexa')
  })
})
