// Where the sandbox's per-minute counts live (http/rate-limit.ts counts with it): in this process, or
// shared by several instances in PostgreSQL (postgres/rate-limit-store.ts, docs/scaling.md).

/** A fixed-window counter: `hit` counts one request of `caller` in `window` and answers the count so far. */
export interface RateLimitStore {
  hit(caller: string, window: number): number | Promise<number>
}

/** The counts of this process: only the current window is kept, so memory is one minute's callers. */
export function memoryRateLimitStore(): RateLimitStore {
  let current = Number.NaN
  let counts = new Map<string, number>()
  return {
    hit(caller, window) {
      if (window !== current) {
        current = window
        counts = new Map()
      }
      const count = (counts.get(caller) ?? 0) + 1
      counts.set(caller, count)
      return count
    },
  }
}
