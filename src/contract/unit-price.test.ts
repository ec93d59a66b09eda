import { describe, expect, it } from 'vitest'
import { unitPrice, unitPriceDecimals, unitsCovered } from './unit-price'
import { priceForUnits, readStatPoint, roundUnitPrice } from './unit-price-points'

describe('unitPrice: a listing or offer per unit', () => {
  it('divides a full package by its package size, in its unit (EA, ML, GM)', () => {
    expect(unitPrice({ price: 442.2, quantity: 1, fullPackage: true, packageSize: 60 })).toBeCloseTo(7.37, 10)
    expect(unitPrice({ price: 274.5, quantity: 1, fullPackage: true, packageSize: 10 })).toBeCloseTo(
      27.45,
      10,
    )
    expect(unitPrice({ price: 7.14, quantity: 1, fullPackage: true, packageSize: 10.2 })).toBeCloseTo(0.7, 10)
  })

  it('divides a partial package by the units it covers, with or without the package size', () => {
    expect(unitPrice({ price: 2.5, quantity: 98, fullPackage: false, packageSize: 100 })).toBeCloseTo(
      0.02551,
      5,
    )
    expect(unitPrice({ price: 8, quantity: 318, fullPackage: false, packageSize: null })).toBeCloseTo(
      0.02516,
      5,
    )
    expect(unitPrice({ price: 3.3, quantity: 2.5, fullPackage: false, packageSize: 5 })).toBeCloseTo(1.32, 10)
  })

  it('says nothing where the figures leave it open: no package size, no flag, no price', () => {
    expect(unitPrice({ price: 442.2, quantity: 1, fullPackage: true, packageSize: null })).toBeNull()
    expect(unitPrice({ price: 442.2, quantity: 1, fullPackage: null, packageSize: 60 })).toBeNull()
    expect(unitPrice({ price: null, quantity: 3, fullPackage: false, packageSize: 60 })).toBeNull()
    expect(unitPrice({ price: 0, quantity: 3, fullPackage: false, packageSize: 60 })).toBeNull()
    expect(unitPrice({ price: 4, quantity: 0, fullPackage: false, packageSize: 60 })).toBeNull()
    expect(unitPrice({ price: 4, quantity: Number.NaN, fullPackage: false, packageSize: 60 })).toBeNull()
    // A full package's quantity is exactly 1 (spec: Limits); anything else is not a package's price.
    expect(unitPrice({ price: 4, quantity: 2, fullPackage: true, packageSize: 60 })).toBeNull()
  })

  it('counts the units a quantity covers', () => {
    expect(unitsCovered({ quantity: 1, fullPackage: true, packageSize: 22 })).toBe(22)
    expect(unitsCovered({ quantity: 10.5, fullPackage: false, packageSize: 22 })).toBe(10.5)
    expect(unitsCovered({ quantity: 1, fullPackage: true, packageSize: null })).toBeNull()
  })
})

describe('the precision a price per unit keeps', () => {
  it('keeps four decimals under a dollar, as NADAC does, and two from a dollar up', () => {
    expect(unitPriceDecimals(0.0255)).toBe(4)
    expect(unitPriceDecimals(0.9999)).toBe(4)
    expect(unitPriceDecimals(1)).toBe(2)
    expect(roundUnitPrice(2.5 / 98)).toBe(0.0255)
    expect(roundUnitPrice(8 / 318)).toBe(0.0252)
    expect(roundUnitPrice(4.74 / 318)).toBe(0.0149)
    expect(roundUnitPrice(0.00125)).toBe(0.0013)
    expect(roundUnitPrice(442.2 / 60)).toBe(7.37)
  })

  it('prices a whole quantity in cents', () => {
    expect(priceForUnits(0.0255, 98)).toBe(2.5)
    expect(priceForUnits(7.37, 60)).toBe(442.2)
    expect(priceForUnits(0.7, 10.2)).toBe(7.14)
  })
})

describe('readStatPoint: the sandbox twelve points per unit', () => {
  it('reads a quantity other than 1 as units, since only a partial quantity can be other than 1', () => {
    expect(readStatPoint({ price: 321.6, quantity: 12 }, 30, false)).toEqual({
      kind: 'per-unit',
      perUnit: 26.8,
    })
    expect(readStatPoint({ price: 3.3, quantity: 0.5 }, 5, false)).toEqual({ kind: 'per-unit', perUnit: 6.6 })
  })

  it('keeps a quantity of 1 as the service reports it: one package or one unit, the figures do not say', () => {
    expect(readStatPoint({ price: 734.52, quantity: 1 }, 30, false)).toEqual({
      kind: 'as-reported',
      price: 734.52,
      quantity: 1,
    })
    expect(readStatPoint({ price: 734.52, quantity: 1 }, null, false)).toMatchObject({ kind: 'as-reported' })
  })

  it('keeps an average as reported (a mean of packages and units), unless the package holds one unit', () => {
    expect(readStatPoint({ price: 200, quantity: 8.5 }, 30, true)).toMatchObject({ kind: 'as-reported' })
    expect(readStatPoint({ price: 1.12, quantity: 1 }, 1, true)).toEqual({ kind: 'per-unit', perUnit: 1.12 })
    expect(readStatPoint({ price: 0.56, quantity: 0.5 }, 1, false)).toEqual({
      kind: 'per-unit',
      perUnit: 1.12,
    })
  })

  it('reads no record as no point: the sandbox zero, a missing member', () => {
    expect(readStatPoint({ price: 0, quantity: 0 }, 30, false)).toBeNull()
    expect(readStatPoint(null, 30, false)).toBeNull()
    expect(readStatPoint({ price: 5, quantity: 0 }, 30, false)).toMatchObject({ kind: 'as-reported' })
  })
})
