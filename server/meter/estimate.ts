// When a bulk job's rows left should be done (GET /team/jobs/:id, estimatedFinishAt), from the meter's
// budget: bulk rows get the window's calls but the people's reserve, shared by the jobs running; what the
// current window has left goes first, then whole windows, each call taking about the time calls take now.
import { METER_WINDOW_MS, meterWindowOf, meterWindowStart } from '../../src/contract/meter'

export type EstimateInput = {
  now: number
  /** Calls the job still has to make. */
  calls: number
  limit: number
  reserve: number
  /** The current window's count, and a hold after the service's 429. */
  count: number
  holdUntil: number | null
  /** Jobs sharing the bulk budget (at least 1). */
  jobs: number
  averageCallMs: number
}

/** The instant (ms since the epoch), or null when nothing is left. */
export function estimateFinish(input: EstimateInput): number | null {
  if (input.calls <= 0) return null
  const share = Math.max(1, input.jobs)
  const perWindow = Math.max(1, (input.limit - input.reserve) / share)
  const held = input.holdUntil !== null && input.holdUntil > input.now
  const leftNow = held ? 0 : Math.max(0, input.limit - input.reserve - input.count) / share
  const pace = input.averageCallMs * share
  if (input.calls <= leftNow) return Math.round(input.now + input.calls * pace)
  const rest = input.calls - leftNow
  const windows = Math.ceil(rest / perWindow)
  const last = rest - (windows - 1) * perWindow
  // After a hold the service counts afresh; otherwise the next window opens at the end of this one.
  const opens = held ? input.holdUntil! : meterWindowStart(meterWindowOf(input.now) + 1)
  return Math.round(opens + (windows - 1) * METER_WINDOW_MS + last * pace)
}
