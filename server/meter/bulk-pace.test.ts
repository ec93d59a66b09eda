import { describe, expect, test } from 'vitest'
import { RESERVE_RELEASE_MS, bulkCeiling, bulkOpening } from './bulk-pace'

const START = Date.parse('2026-03-02T12:00:00.000Z')
const at = (ms: number) => START + ms

describe("bulk rows' share of a window", () => {
  test('spread evenly over the first 55 s, the reserve left out; the whole limit in the last 5 s', () => {
    // 300 a minute, 60 kept for people: 240 for rows, 240 over 55 s.
    expect(bulkCeiling(at(0), 300, 60)).toBe(1)
    expect(bulkCeiling(at(27_500), 300, 60)).toBe(121)
    expect(bulkCeiling(at(55_000 - 1), 300, 60)).toBe(240)
    expect(bulkCeiling(at(60_000 - RESERVE_RELEASE_MS), 300, 60)).toBe(300)
    expect(bulkCeiling(at(59_999), 300, 60)).toBe(300)
    expect(bulkCeiling(at(60_000), 300, 60)).toBe(1)
    expect(bulkCeiling(at(10_000), 300, 300)).toBe(0)
  })

  test('refused, a row tries again when the share passes the count, at the release, or in the next window', () => {
    expect(bulkOpening(at(10_000), 100, 300, 60)).toBe(at(Math.floor((100 * 55_000) / 240)))
    expect(bulkCeiling(bulkOpening(at(10_000), 100, 300, 60), 300, 60)).toBe(101)
    expect(bulkOpening(at(10_000), 240, 300, 60)).toBe(at(55_000))
    expect(bulkOpening(at(56_000), 299, 300, 60)).toBe(at(56_001))
    expect(bulkOpening(at(56_000), 300, 300, 60)).toBe(at(60_000))
    expect(bulkOpening(at(10_000), 0, 300, 300)).toBe(at(55_000))
  })
})
