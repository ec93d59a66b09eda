// The draft search's ordered views (../draft-view.ts, decision 0002) read from PostgreSQL: each instance
// keeps the views of the pairs searched last, and every search checks its view against the pair's row in
// draft_versions (moved by triggers on any change of the pair's drafts, from any instance), in the same
// statement that reads the page's rows (drafts-repository.ts). A view is read in one statement, so its four
// orders and its version come from one snapshot; each order is one scan of its sort index, sent as
// comma-separated text (one value per order and column), far cheaper to receive than 400,000 rows.
import type { DraftSortName } from '../../../src/contract/drafts'
import { FLAG_VALUES, countsOf, cut, type DraftOrder, type Order } from '../draft-view'
import type { Queryable } from './connection'

/** The view with its drafts' expiration dates, in the expirationDate order (for the default order). */
export type PgDraftView = DraftOrder & { expiries: string[] }

/** Each sort's ORDER BY, as the sort indexes hold it (migrations.ts); ties by id, compared as ids are. */
const SORT_SQL: Record<DraftSortName, string> = {
  nationalDrugCode: 'ndc, lower(id)',
  price: 'price, lower(id)',
  expirationDate: 'expiration_date, lower(id)',
  packageName: 'lower(package_name), lower(id)',
}
const SORT_NAMES = Object.keys(SORT_SQL) as DraftSortName[]

function numbers<A extends Float64Array | Int32Array | Uint8Array>(
  text: string | null | undefined,
  make: (n: number) => A,
): A {
  if (!text) return make(0)
  const parts = text.split(',')
  const out = make(parts.length)
  for (let i = 0; i < parts.length; i++) out[i] = +parts[i]!
  return out
}

export function draftViewReader(s: string) {
  // One ordered scan per sort (the sort indexes serve the ORDER BY), whose rows three aggregates take in
  // that order; the expiration order also gives the expiries.
  const orders = SORT_NAMES.map((name, i) => {
    const expiries = name === 'expirationDate' ? `, string_agg(expiration_date, ',') AS expiries` : ''
    return `LATERAL (SELECT string_agg(key::text, ',') AS keys${i}, string_agg(drug_key::text, ',') AS drugs${i},
      string_agg(flags::text, ',') AS flags${i}${expiries}
      FROM (SELECT key, drug_key, flags, expiration_date FROM ${s}.drafts
        WHERE group_key = $1 AND seller_key = $2 AND status = 0 ORDER BY ${SORT_SQL[name]}) AS o) AS o${i}`
  })
  const text = `SELECT v.version, o${SORT_NAMES.indexOf('expirationDate')}.expiries,
    ${SORT_NAMES.map((_, i) => `keys${i}, drugs${i}, flags${i}`).join(', ')}
    FROM (SELECT coalesce((SELECT version FROM ${s}.draft_versions WHERE group_key = $1 AND seller_key = $2), 0) AS version) AS v,
    ${orders.join(',\n    ')}`

  /** The pair's view, read in one statement. */
  return async (db: Queryable, groupKey: number, sellerKey: number): Promise<PgDraftView> => {
    const { rows } = await db.query<(string | number | null)[]>({
      name: `draft-view ${s}`,
      text,
      values: [groupKey, sellerKey],
      rowMode: 'array',
    })
    const [version, expiries, ...orders] = rows[0]!
    const byName = {} as Record<DraftSortName, Order>
    SORT_NAMES.forEach((name, i) => {
      const [keys, drugs, flags] = orders.slice(i * 3, i * 3 + 3) as (string | null)[]
      byName[name] = {
        keys: numbers(keys, (n) => new Float64Array(n)),
        drugs: numbers(drugs, (n) => new Int32Array(n)),
        flags: numbers(flags, (n) => new Uint8Array(n)),
      }
    })
    return {
      version: version as number,
      orders: byName,
      ...countsOf(byName.expirationDate),
      expiries: expiries ? (expiries as string).split(',') : [],
    }
  }
}

/**
 * Cuts a draft this instance deleted out of the view in place, when that delete is the only change since
 * the view was read (the pair's version moved from the view's to exactly one more). False when the view
 * must be read again instead.
 */
export function cutDeleted(view: PgDraftView, key: number, versionAfter: number): boolean {
  if (view.version !== versionAfter - 1) return false
  const at = view.orders.expirationDate.keys.indexOf(key)
  const cuts = SORT_NAMES.map((name) => cut(view.orders[name], key))
  const removed = cuts[0]
  if (!removed || cuts.includes(null) || at < 0) return false
  view.expiries.splice(at, 1)
  view.counts[removed.drug * FLAG_VALUES + removed.flags]! -= 1
  view.flagTotals[removed.flags]! -= 1
  view.version = versionAfter
  return true
}
