// The pace of a loop that asks again on each answer (ask-pace.ts), run on a simulated clock: whatever
// the service does, a minute holds a handful of asks; a long poll that works is never slowed.
import { describe, expect, test } from 'vitest'
import { AskPace, pause } from './ask-pace'

const PACE = { limit: 5, windowMs: 60_000, failureGapMs: 5_000 }

/** The start times of the asks of a loop over `ms` of simulated time, each ask taking `takes(n)` ms. */
function asks(ms: number, takes: (n: number) => { ms: number; failed: boolean }): number[] {
  const pace = new AskPace(PACE)
  const starts: number[] = []
  for (let now = 0; ;) {
    now += pace.delay(now)
    if (now >= ms) return starts
    starts.push(now)
    pace.asked(now)
    const answer = takes(starts.length)
    now += answer.ms
    pace.settled(answer.failed, now)
  }
}

const inAnyMinute = (starts: number[]) =>
  Math.max(...starts.map((start) => starts.filter((s) => s >= start && s < start + 60_000).length))

describe('a loop that asks again on each answer', () => {
  test('answered at once every time, it asks 5 times a minute at most, minute after minute', () => {
    const starts = asks(10 * 60_000, () => ({ ms: 3, failed: false }))
    expect(inAnyMinute(starts)).toBe(5)
    expect(starts).toHaveLength(50)
  })

  test('failing at once every time, it waits 5 s after each failure and asks 5 times a minute at most', () => {
    const starts = asks(60_000, () => ({ ms: 1, failed: true }))
    expect(starts.slice(0, 3)).toEqual([0, 5_001, 10_002])
    expect(inAnyMinute(starts)).toBe(5)
  })

  test('a long poll held for its wait is never slowed: it asks again the moment each answer comes', () => {
    const starts = asks(5 * 60_000, () => ({ ms: 25_000, failed: false }))
    expect(starts.slice(0, 4)).toEqual([0, 25_000, 50_000, 75_000])
    expect(inAnyMinute(starts)).toBe(3)
  })

  test('a burst of changes is followed at once until the minute’s asks are spent', () => {
    // Four changes a second apart, then quiet long polls.
    const starts = asks(3 * 60_000, (n) => ({ ms: n <= 4 ? 1_000 : 25_000, failed: false }))
    expect(starts.slice(0, 6)).toEqual([0, 1_000, 2_000, 3_000, 4_000, 60_000])
  })

  test('pause ends at once when its signal aborts', async () => {
    const controller = new AbortController()
    const waiting = pause(60_000, controller.signal)
    controller.abort()
    await expect(waiting).resolves.toBeUndefined()
  })
})
