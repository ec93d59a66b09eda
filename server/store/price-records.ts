// What the team store keeps about prices (docs/price-per-unit.md): CMS's NADAC, the latest effective date
// per 11-digit NDC (loaded by `npm run nadac:import`), and the NDC statistics the service answered, kept a
// short time so every person and every instance reading one NDC in that time costs one call of the
// group's budget (decision 0031). The repositories' interfaces; their SQL is sql/prices.ts.
import type { NadacEntry } from '../../src/contract/nadac'

export interface NadacRepository {
  /**
   * Keeps each entry unless the table holds a later one for its NDC (a later effective date, then a later
   * as-of date): an older file loaded after a newer one changes nothing. Answers how many were written.
   */
  keepLatest(entries: readonly NadacEntry[]): Promise<number>
  /** The entries of these NDCs (11 digits) that the table holds. */
  find(ndcs: readonly string[]): Promise<NadacEntry[]>
  count(): Promise<number>
}

/** A statistics answer as the service gave it: sent again as it was. */
export type CachedAnswer = { status: number; contentType: string | null; body: string; fetchedAt: number }

export interface StatisticsCacheRepository {
  /** The answer kept for `key` fetched at or after `freshAfter` (ms since the epoch), if any. */
  fresh(key: string, freshAfter: number): Promise<CachedAnswer | null>
  /**
   * Claims the fetch of `key` until `until` (ms), unless a fresh answer is kept (fetched at or after
   * `freshAfter`) or another claim lasts past `now`: true when this caller is the one to ask the service.
   * One statement, so of two instances asking at once one gets it.
   */
  claim(key: string, now: number, freshAfter: number, until: number): Promise<boolean>
  /** Keeps the answer and ends the claim; `answer` null ends the claim only (an answer not kept). */
  settle(key: string, answer: CachedAnswer | null): Promise<void>
  /** Forgets answers fetched before `before` that nobody is fetching. */
  prune(before: number): Promise<void>
}
