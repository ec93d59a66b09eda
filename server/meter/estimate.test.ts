import { describe, expect, test } from 'vitest'
import { retryAfterMs } from './retry-after'
import { estimateFinish } from './estimate'

const START = Date.parse('2026-03-02T12:00:00.000Z')
const base = {
  now: START + 10_000,
  limit: 300,
  reserve: 60,
  count: 0,
  holdUntil: null,
  jobs: 1,
  averageCallMs: 10,
}

describe("a job's finish, from the meter's budget", () => {
  test('within what the window has left for bulk rows: as fast as calls go', () => {
    expect(estimateFinish({ ...base, calls: 100 })).toBe(base.now + 1_000)
  })

  test('past it: the rest in whole windows of the bulk share (limit less the reserve)', () => {
    // 240 now, 240 in the next window, 120 in the one after.
    expect(estimateFinish({ ...base, calls: 600 })).toBe(START + 120_000 + 120 * 10)
    // 200 counted already: 40 now.
    expect(estimateFinish({ ...base, calls: 280, count: 200 })).toBe(START + 60_000 + 240 * 10)
  })

  test('two jobs share the bulk budget; a hold starts the count afresh when it ends', () => {
    expect(estimateFinish({ ...base, calls: 240, jobs: 2 })).toBe(START + 60_000 + 120 * 20)
    expect(estimateFinish({ ...base, calls: 10, holdUntil: START + 30_000 })).toBe(START + 30_000 + 100)
    expect(estimateFinish({ ...base, calls: 0 })).toBeNull()
  })
})

describe('Retry-After', () => {
  test('seconds, an HTTP date, or nothing readable', () => {
    expect(retryAfterMs('20', START)).toBe(20_000)
    expect(retryAfterMs('Mon, 02 Mar 2026 12:00:30 GMT', START)).toBe(30_000)
    expect(retryAfterMs('Mon, 02 Mar 2026 11:00:00 GMT', START)).toBe(0)
    expect(retryAfterMs('soon', START)).toBeNull()
    expect(retryAfterMs(undefined, START)).toBeNull()
  })
})
