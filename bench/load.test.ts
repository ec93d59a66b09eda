import { describe, expect, it } from 'vitest'
import { cpuTimesFromStat, percentile } from './load'

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

describe('CPU steal from /proc/stat', () => {
  it('sums the first eight fields of the cpu line and takes the eighth as steal', () => {
    const stat = 'cpu  100 5 50 800 10 0 5 30 7 0\ncpu0 50 2 25 400 5 0 2 15 3 0\nintr 1 2 3\n'
    expect(cpuTimesFromStat(stat)).toEqual({ total: 1000, steal: 30 })
  })

  it('gives null for text that is not /proc/stat', () => {
    expect(cpuTimesFromStat('')).toBeNull()
    expect(cpuTimesFromStat('intr 1 2 3')).toBeNull()
    expect(cpuTimesFromStat('cpu  1 2 x 4 5 6 7 8')).toBeNull()
  })
})
