import { describe, expect, it } from 'vitest'
import { percentile } from './load'

describe('percentile (nearest rank)', () => {
  const times = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

  it('picks the value at rank ceil(p * n)', () => {
    expect(percentile(times, 50)).toBe(5)
    expect(percentile(times, 99)).toBe(10)
    expect(percentile(times, 90)).toBe(9)
    expect(percentile(times, 0)).toBe(1)
  })

  it('is NaN for no samples, so an empty run cannot pass a latency target', () => {
    expect(percentile([], 99)).toBeNaN()
  })
})
