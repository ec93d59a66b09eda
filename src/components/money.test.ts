import { describe, expect, it } from 'vitest'
import { formatMoney, formatQuantity } from './money'

describe('formatMoney', () => {
  it('writes dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(0.07)).toBe('$0.07')
    expect(formatMoney(12)).toBe('$12.00')
  })
})

describe('formatQuantity', () => {
  it('keeps whole numbers whole and rounds fractions to two decimals', () => {
    expect(formatQuantity(30)).toBe('30')
    expect(formatQuantity(2.345)).toBe('2.35')
    expect(formatQuantity(0.5)).toBe('0.5')
    expect(formatQuantity(1200)).toBe('1,200')
  })
})
