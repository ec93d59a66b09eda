// The rate limit's fixed-window counts (spec: Limits), shared by every instance on the database: one
// atomic upsert per request answers the caller's count in the window, so three instances admit 300
// requests a minute per caller between them, not 300 each. Windows before the previous one are deleted
// once per window by each instance (a range of the primary key), off the request's path.
// The same statement reads the fault rules' generation (fault-rule-store.ts): a request learns whether its
// instance has missed a change of the rules without a query of its own.
import type pg from 'pg'
import type { RateLimitStore } from '../../http/rate-limit'

export function postgresRateLimitStore(
  pool: pg.Pool,
  s: string,
  seenFaultGeneration: (generation: number) => void,
): RateLimitStore {
  let pruned = Number.NEGATIVE_INFINITY
  const prune = (window: number) => {
    if (window <= pruned) return
    pruned = window
    pool
      .query({ text: `DELETE FROM ${s}.rate_limit_counts WHERE window_start < $1`, values: [window - 1] })
      .catch(() => {
        // Old windows are only clutter: the next window tries again.
        pruned = Number.NEGATIVE_INFINITY
      })
  }
  return {
    async hit(caller, window) {
      prune(window)
      const { rows } = await pool.query<[number, number]>({
        name: 'rate-limit-hit',
        text: `INSERT INTO ${s}.rate_limit_counts AS c (window_start, caller, count) VALUES ($1, $2, 1)
          ON CONFLICT (window_start, caller) DO UPDATE SET count = c.count + 1
          RETURNING c.count, (SELECT generation FROM ${s}.fault_rule_state)`,
        values: [window, caller],
        rowMode: 'array',
      })
      const [count, generation] = rows[0]!
      seenFaultGeneration(generation)
      return count
    },
  }
}
