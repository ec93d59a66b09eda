// The draft search's default order (no sortName; docs/sandbox.md, Draft search): drafts that can still be
// sold first, soonest expiry first, then the expired ones (an expired package cannot be sold), also by
// expiry. The expirationDate order (expiration_date, id) holds the expired drafts as its head, so the
// default order is that order rotated at the first draft expiring after now: found by a binary search of
// the view's expiries, and rebuilt (one copy of three typed arrays) only when the view changed or the
// clock passed the expiry on either side of the cut. A search in between pays one string comparison.
import type { DraftOrder, Order } from './draft-view'

type Cut = {
  version: number
  /** The expiry of the last expired draft and of the first sellable one (null: none on that side). */
  lastExpired: string | null
  firstSellable: string | null
  order: Order
}

/** Rotates the order so that index `at` comes first. */
function rotated(order: Order, at: number): Order {
  const turn = <A extends Float64Array | Uint8Array | Int32Array>(values: A, make: (n: number) => A): A => {
    const out = make(values.length)
    out.set(values.subarray(at), 0)
    out.set(values.subarray(0, at), values.length - at)
    return out
  }
  return {
    keys: turn(order.keys, (n) => new Float64Array(n)),
    flags: turn(order.flags, (n) => new Uint8Array(n)),
    drugs: turn(order.drugs, (n) => new Int32Array(n)),
  }
}

/**
 * The default order of a view at `now` (ISO 8601 UTC, which compares as text like the stored dates). Cuts
 * are kept per view object.
 */
export function sellableFirst() {
  const cuts = new WeakMap<DraftOrder, Cut>()
  return (view: DraftOrder, now: string): Order => {
    const kept = cuts.get(view)
    if (
      kept &&
      kept.version === view.version &&
      (kept.lastExpired === null || kept.lastExpired <= now) &&
      (kept.firstSellable === null || now < kept.firstSellable)
    ) {
      return kept.order
    }
    const byExpiry = view.orders.expirationDate
    const expiry = (i: number) => view.expiries[i] ?? ''
    // The first index whose draft expires after now: expired means at or before now.
    let low = 0
    let high = byExpiry.keys.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (expiry(middle) <= now) low = middle + 1
      else high = middle
    }
    const cut: Cut = {
      version: view.version,
      lastExpired: low > 0 ? expiry(low - 1) : null,
      firstSellable: low < byExpiry.keys.length ? expiry(low) : null,
      order: low === 0 ? byExpiry : rotated(byExpiry, low),
    }
    cuts.set(view, cut)
    return cut.order
  }
}
