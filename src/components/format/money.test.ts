import { describe, expect, it } from 'vitest'
import { formatMoney, formatQuantity } from './money'

// The en-US formatters these functions stand in for: the text must be theirs, value for value.
const intlMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const intlQuantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

describe('formatMoney', () => {
  it('writes dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(0.07)).toBe('$0.07')
    expect(formatMoney(12)).toBe('$12.00')
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89')
    expect(formatMoney(-3)).toBe('-$3.00')
  })
})

describe('formatQuantity', () => {
  it('keeps whole numbers whole and rounds fractions to two decimals', () => {
    expect(formatQuantity(30)).toBe('30')
    expect(formatQuantity(2.345)).toBe('2.35')
    expect(formatQuantity(0.5)).toBe('0.5')
    expect(formatQuantity(1200)).toBe('1,200')
    expect(formatQuantity(0.001)).toBe('0')
  })
})

describe('the same text as Intl.NumberFormat for en-US', () => {
  const values = [
    0, 0.004, 0.005, 0.015, 0.1, 0.125, 0.994, 0.995, 0.999, 1, 1.005, 2.675, 9.995, 99.995, 999.5, 999.995,
    1000, 1000.1, 12345.678, 999999.995, 1e6, 123456789.12, 1e15, -0.5, -1234.567, -0.004,
  ]
  // And a spread of prices and partial quantities with cents and fractions of cents.
  for (let i = 0; i < 500; i++) values.push(Math.round(((i * 7919) % 100000) * 1.37) / 1000)

  it('formatMoney', () => {
    expect(values.map((v) => [v, formatMoney(v)])).toEqual(values.map((v) => [v, intlMoney.format(v)]))
  })
  it('formatQuantity', () => {
    expect(values.map((v) => [v, formatQuantity(v)])).toEqual(values.map((v) => [v, intlQuantity.format(v)]))
  })
})
