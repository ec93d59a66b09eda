// The draft search's ordered view of one (group, seller) pair, whatever engine reads it (decision 0002):
// for each sort column, the Pending drafts' keys in (column, id) order with each draft's flags and drug
// alongside, and how many drafts there are per (drug, flags) value. Pages and counts are computed from it
// in memory (draft-page.ts); each engine reads it (SQLite: sqlite/draft-views.ts; PostgreSQL:
// postgres/draft-views.ts), and the search (sql/drafts.ts) checks it against the pair's draft_versions row.
import type { DraftSortName } from '../../src/contract/drafts'

/** Flag values are 6 bits (draft-flags.ts). */
export const FLAG_VALUES = 64

export type Order = { keys: Float64Array; flags: Uint8Array; drugs: Int32Array }
export type DraftOrder = {
  version: number
  orders: Record<DraftSortName, Order>
  /** Drafts per drug * 64 + flags, and per flags value over all drugs. */
  counts: Int32Array
  flagTotals: Int32Array
  /** The drafts' expiration dates in the expirationDate order (for the default order, draft-sellable.ts). */
  expiries: string[]
}

/** Cuts the draft out of one order (shifting the rest down); its index, drug and flags, or null when absent. */
export function cut(order: Order, key: number): { at: number; drug: number; flags: number } | null {
  const at = order.keys.indexOf(key)
  if (at < 0) return null
  const removed = { at, drug: order.drugs[at]!, flags: order.flags[at]! }
  const last = order.keys.length - 1
  order.keys = order.keys.copyWithin(at, at + 1).subarray(0, last)
  order.flags = order.flags.copyWithin(at, at + 1).subarray(0, last)
  order.drugs = order.drugs.copyWithin(at, at + 1).subarray(0, last)
  return removed
}

/** The per-(drug, flags) and per-flags counts of an order's drafts. */
export function countsOf(order: Order): Pick<DraftOrder, 'counts' | 'flagTotals'> {
  const maxDrug = order.drugs.reduce((max, drug) => Math.max(max, drug), 0)
  const counts = new Int32Array((maxDrug + 1) * FLAG_VALUES)
  const flagTotals = new Int32Array(FLAG_VALUES)
  for (let i = 0; i < order.keys.length; i++) {
    counts[order.drugs[i]! * FLAG_VALUES + order.flags[i]!]! += 1
    flagTotals[order.flags[i]!]! += 1
  }
  return { counts, flagTotals }
}

/**
 * Cuts a draft this process deleted out of the view in place, when that delete is the only change since
 * the view was read (the pair's version moved from the view's to exactly one more). False when the view
 * must be read again instead.
 */
export function cutDeleted(view: DraftOrder, key: number, versionAfter: number): boolean {
  if (view.version !== versionAfter - 1) return false
  const at = view.orders.expirationDate.keys.indexOf(key)
  const cuts = (Object.keys(view.orders) as DraftSortName[]).map((name) => cut(view.orders[name], key))
  const removed = cuts[0]
  if (!removed || cuts.includes(null) || at < 0) return false
  view.expiries.splice(at, 1)
  view.counts[removed.drug * FLAG_VALUES + removed.flags]! -= 1
  view.flagTotals[removed.flags]! -= 1
  view.version = versionAfter
  return true
}
