// Pages and counts of the draft search, read from a pair's ordered view (draft-view.ts) without SQL.
import { FLAG_VALUES, type DraftOrder, type Order } from './draft-view'

/** Admitted drug keys and flag values as lookup tables (1 = admitted); null admits every value. */
export type PageFilter = { flags: Uint8Array | null; drugs: Uint8Array | null }

export function lookupTable(values: readonly number[] | null): Uint8Array | null {
  if (!values) return null
  const table = new Uint8Array(values.reduce((max, v) => Math.max(max, v + 1), 0))
  for (const v of values) table[v] = 1
  return table
}

/** recordsTotal: the pair's Pending drafts. */
export const liveCount = (view: DraftOrder) => view.orders.expirationDate.keys.length

/** recordsFiltered: the sum of the per-(drug, flags) counts over the admitted drugs and flag values. */
export function matchingCount(
  view: DraftOrder,
  drugKeys: readonly number[] | null,
  flags: readonly number[] | null,
): number {
  if (!drugKeys && !flags) return liveCount(view)
  const flagList = flags ?? Array.from({ length: FLAG_VALUES }, (_, f) => f)
  let sum = 0
  if (!drugKeys) {
    for (const f of flagList) sum += view.flagTotals[f] ?? 0
    return sum
  }
  for (const drug of new Set(drugKeys)) {
    for (const f of flagList) sum += view.counts[drug * FLAG_VALUES + f] ?? 0
  }
  return sum
}

/**
 * Keys of the `limit` matching drafts after skipping `offset` matching ones, walking the order forwards
 * (ascending) or backwards (descending: the exact mirror, ties by id descending too).
 */
export function walk(
  order: Order,
  descending: boolean,
  offset: number,
  limit: number,
  filter: PageFilter,
): number[] {
  const { keys, flags, drugs } = order
  if (!filter.flags && !filter.drugs) {
    // Every draft matches: the page is a slice, whatever its depth.
    const from = descending ? keys.length - offset - limit : offset
    const page = Array.from(keys.subarray(Math.max(0, from), Math.max(0, from + limit)))
    return descending ? page.reverse() : page
  }
  const out: number[] = []
  let skipped = 0
  for (let j = 0, n = keys.length; j < n && out.length < limit; j++) {
    const i = descending ? n - 1 - j : j
    if (filter.flags && filter.flags[flags[i]!] !== 1) continue
    if (filter.drugs && filter.drugs[drugs[i]!] !== 1) continue
    if (skipped < offset) skipped++
    else out.push(keys[i]!)
  }
  return out
}

/**
 * The page's keys. A page past the middle of the matches is walked from the other end (skip what lies
 * after it, then reverse), so no page walks more than half the order.
 */
export function pageKeys(
  order: Order,
  q: { descending: boolean; start: number; take: number },
  filtered: number,
  filter: PageFilter,
): number[] {
  const limit = Math.min(q.take, filtered - q.start)
  if (limit <= 0) return []
  const fromEnd = filtered - q.start - limit
  if (fromEnd >= q.start) return walk(order, q.descending, q.start, limit, filter)
  return walk(order, !q.descending, fromEnd, limit, filter).reverse()
}
