import { describe, expect, it } from 'vitest'
import { quantityCheck, quantityProblem } from './quantity'

describe('quantityProblem, full package', () => {
  it('accepts exactly 1', () => {
    expect(quantityProblem(true, 1)).toBeNull()
    expect(quantityProblem(true, 1, 30)).toBeNull()
  })

  it('rejects 2 and 0.5 with the full-package message', () => {
    expect(quantityProblem(true, 2)).toBe('Quantity must be exactly 1 for a full package.')
    expect(quantityProblem(true, 0.5, 30)).toBe('Quantity must be exactly 1 for a full package.')
    expect(quantityCheck(true, 2)?.code).toBe('EqualValidator')
  })
})

describe('quantityProblem, partial package', () => {
  it('accepts 0.01 and the package size', () => {
    expect(quantityProblem(false, 0.01, 30)).toBeNull()
    expect(quantityProblem(false, 30, 30)).toBeNull()
    expect(quantityProblem(false, 0.07, 30)).toBeNull()
    expect(quantityProblem(false, 12.34, 30)).toBeNull()
  })

  it('rejects 0 and packageSize + 0.01 with the range', () => {
    expect(quantityProblem(false, 0, 30)).toBe('Quantity must be between 0.01 and 30.')
    expect(quantityProblem(false, 30.01, 30)).toBe('Quantity must be between 0.01 and 30.')
    expect(quantityCheck(false, 30.01, 30)?.code).toBe('InclusiveBetweenValidator')
  })

  it('rejects 0.001 (below the bound) and more than two decimals inside the range', () => {
    expect(quantityProblem(false, 0.001, 30)).toBe('Quantity must be between 0.01 and 30.')
    expect(quantityProblem(false, 1.005, 30)).toBe('Quantity can have at most 2 decimal places.')
    expect(quantityCheck(false, 1.005, 30)?.code).toBe('PredicateValidator')
  })

  it('without a package size checks only the lower bound and the decimals', () => {
    expect(quantityProblem(false, 5000)).toBeNull()
    expect(quantityProblem(false, 5000, null)).toBeNull()
    expect(quantityProblem(false, 0)).toBe('Quantity must be at least 0.01.')
    expect(quantityProblem(false, -3)).toBe('Quantity must be at least 0.01.')
    expect(quantityProblem(false, 0.001)).toBe('Quantity must be at least 0.01.')
    expect(quantityProblem(false, 2.345)).toBe('Quantity can have at most 2 decimal places.')
    expect(quantityCheck(false, 0)?.code).toBe('GreaterThanOrEqualValidator')
  })

  it('rejects non-finite numbers and labels the field as asked', () => {
    expect(quantityProblem(false, Number.NaN)).toBe('Quantity must be a number.')
    expect(quantityCheck(true, 3, null, 'Requested quantity')?.message).toBe(
      'Requested quantity must be exactly 1 for a full package.',
    )
  })
})
