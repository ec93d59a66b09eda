// How bulk rows use a window (decision 0018). A person's call may take any call of the window; bulk rows
// get their share (the limit less the reserve kept for people) spread evenly over the window up to its
// last RESERVE_RELEASE_MS, and then whatever nobody used. Spread rather than taken at the window's start:
// if people then use more than the reserve, the window runs out only near its end, and a click waits
// seconds for the next one rather than most of a minute.
import { METER_WINDOW_MS, meterWindowOf, meterWindowStart } from '../../src/contract/meter'

/** In a window's last seconds, bulk rows may take the calls nobody used. */
export const RESERVE_RELEASE_MS = 5_000
const PACED_MS = METER_WINDOW_MS - RESERVE_RELEASE_MS

/** How many calls of the window (everyone's) there may be when a bulk row takes one at `now`. */
export function bulkCeiling(now: number, limit: number, reserve: number): number {
  const start = meterWindowStart(meterWindowOf(now))
  const elapsed = now - start
  if (elapsed >= PACED_MS) return limit
  const share = Math.max(0, limit - reserve)
  return Math.min(share, Math.ceil((share * (elapsed + 1)) / PACED_MS))
}

/** When a bulk row refused at `now`, with `count` calls in the window, may try again. */
export function bulkOpening(now: number, count: number, limit: number, reserve: number): number {
  const start = meterWindowStart(meterWindowOf(now))
  const release = start + PACED_MS
  if (count >= limit) return start + METER_WINDOW_MS
  const share = Math.max(0, limit - reserve)
  if (count >= share || now >= release) return Math.max(release, now + 1)
  // The first instant the spread share passes `count`.
  const next = start + Math.floor((count * PACED_MS) / share)
  return Math.min(release, Math.max(next, now + 1))
}
