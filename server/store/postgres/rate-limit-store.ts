// The rate limit's fixed-window counts (spec: Limits), shared by every instance on the database: an atomic
// upsert answers the caller's count in the window, so three instances admit 300 requests a minute per
// caller between them, not 300 each.
// Each upsert is a commit, and the caller's row is locked until then: one caller's requests would queue
// one round trip each. (The table is unlogged, migrations.ts, so a commit waits for no WAL flush.) So the
// hits of one caller that arrive while its upsert is under way wait for it and then go together as one
// upsert of +n, and each takes its own number of the n it added: every hit still gets a distinct count,
// in one commit per batch instead of one per request.
// Windows before the previous one are deleted once per window by each instance (a range of the primary
// key), off the request's path. The upsert also reads the fault rules' generation
// (fault-rule-store.ts): a request learns whether its instance has missed a change of the rules without
// a query of its own.
import type pg from 'pg'
import type { RateLimitStore } from '../rate-limit-store'

type Waiting = { resolve: (count: number) => void; reject: (error: Error) => void }
type Batch = { waiting: Waiting[]; running: boolean }

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

  const batches = new Map<string, Batch>()
  const run = async (id: string, batch: Batch, caller: string, window: number) => {
    batch.running = true
    while (batch.waiting.length > 0) {
      const hits = batch.waiting.splice(0)
      try {
        const { rows } = await pool.query<[number, number]>({
          name: 'rate-limit-hit',
          text: `INSERT INTO ${s}.rate_limit_counts AS c (window_start, caller, count) VALUES ($1, $2, $3)
            ON CONFLICT (window_start, caller) DO UPDATE SET count = c.count + excluded.count
            RETURNING c.count, (SELECT generation FROM ${s}.fault_rule_state)`,
          values: [window, caller, hits.length],
          rowMode: 'array',
        })
        const [count, generation] = rows[0]!
        seenFaultGeneration(generation)
        hits.forEach((hit, i) => hit.resolve(count - hits.length + 1 + i))
      } catch (error) {
        for (const hit of hits) hit.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    batches.delete(id)
  }

  return {
    hit(caller, window) {
      prune(window)
      const id = `${window} ${caller}`
      let batch = batches.get(id)
      if (!batch) batches.set(id, (batch = { waiting: [], running: false }))
      const joined = batch
      const counted = new Promise<number>((resolve, reject) => joined.waiting.push({ resolve, reject }))
      if (!joined.running) void run(id, joined, caller, window)
      return counted
    },
  }
}
