// The NDC statistics a signed-in page reads, kept a short time in the team store (decision 0031): every
// person and every instance asking for one NDC within STATISTICS_CACHE_SECONDS shares one answer of the
// service, so a page of ten rows or a listing review of fifty costs one call of the group's budget per
// distinct NDC, through the meter, not one per row. Of several askers at once one claims the fetch in the
// store (one statement, price-records.ts) and the others wait for its answer; on one instance they wait
// on one promise, so fifty rows make one round to the store, not fifty. Only a 200 is kept: a refusal or a
// failure is the asker's alone, and the next asker tries again.
import type { CachedAnswer } from '../store/price-records'
import type { UpstreamAnswer } from '../proxy/upstream'
import type { TeamContext } from './team-context'

/** How long an answer is shared: long enough for a page and its review, short against a trade. */
export const STATISTICS_CACHE_SECONDS = 60
/** How often a waiting asker looks for the claimer's answer. */
const POLL_MS = 50

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function answerOf(kept: CachedAnswer, now: number): UpstreamAnswer {
  const headers: Record<string, string> = {
    age: String(Math.max(0, Math.floor((now - kept.fetchedAt) / 1000))),
  }
  if (kept.contentType) headers['content-type'] = kept.contentType
  return { status: kept.status, headers, body: Buffer.from(kept.body) }
}

/** The key of a statistics read: the NDC as asked (the dashboard always writes it one way). */
export function statisticsKey(query: string): string {
  return `ndc:${new URLSearchParams(query).get('nationalDrugCode')?.trim() ?? ''}`
}

export class StatisticsCache {
  private readonly waiting = new Map<string, Promise<UpstreamAnswer>>()
  private lastPrune = 0

  constructor(
    private readonly ctx: TeamContext,
    private readonly ttlMs = STATISTICS_CACHE_SECONDS * 1000,
  ) {}

  /** The kept answer of `key`, or the one `fetch` gets (through the meter) when nobody holds a fresh one. */
  read(key: string, fetch: () => Promise<UpstreamAnswer>): Promise<UpstreamAnswer> {
    const pending = this.waiting.get(key)
    if (pending) return pending
    const read = this.shared(key, fetch).finally(() => this.waiting.delete(key))
    this.waiting.set(key, read)
    return read
  }

  private async shared(key: string, fetch: () => Promise<UpstreamAnswer>): Promise<UpstreamAnswer> {
    const cache = this.ctx.store.statisticsCache
    for (;;) {
      const now = this.ctx.clock().getTime()
      const freshAfter = now - this.ttlMs
      const kept = await cache.fresh(key, freshAfter)
      if (kept) return answerOf(kept, now)
      // A claim outlives the service's timeout: an instance that stops mid-fetch holds the NDC no longer.
      const until = now + this.ctx.upstreamTimeoutMs + 5_000
      if (await cache.claim(key, now, freshAfter, until)) return this.fill(key, fetch, now)
      await sleep(POLL_MS)
    }
  }

  private async fill(
    key: string,
    fetch: () => Promise<UpstreamAnswer>,
    now: number,
  ): Promise<UpstreamAnswer> {
    const cache = this.ctx.store.statisticsCache
    let answer: UpstreamAnswer
    try {
      answer = await fetch()
    } catch (error) {
      await cache.settle(key, null)
      throw error
    }
    const fetchedAt = this.ctx.clock().getTime()
    const keep = answer.status === 200
    const contentType = answer.headers['content-type'] ?? null
    await cache.settle(
      key,
      keep ? { status: 200, contentType, body: answer.body.toString(), fetchedAt } : null,
    )
    if (now - this.lastPrune > this.ttlMs) {
      this.lastPrune = now
      await cache.prune(now - this.ttlMs)
    }
    return answer
  }
}
