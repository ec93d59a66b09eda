// The draft search's ordered view of a pair (../draft-view.ts, decision 0002) read from PostgreSQL in one
// statement, so its four orders, its expiries and its version come from one snapshot. Kept hand-written
// for a measurement: each order is one scan of its sort index, sent as comma-separated text (one value
// per order and column), far cheaper to receive than 400,000 rows.
import { CompiledQuery } from 'kysely'
import type { DraftSortName } from '../../../src/contract/drafts'
import { countsOf, type Order } from '../draft-view'
import type { DraftViewReader } from '../sql/drafts'
import { PREPARED_SQL } from '../sql/query-layer'

/** Each sort's ORDER BY, as the sort indexes hold it (sandbox-schema.ts); ties by id, compared as ids are. */
const SORT_SQL: Record<DraftSortName, string> = {
  nationalDrugCode: 'ndc, lower(id)',
  price: 'price, lower(id)',
  expirationDate: 'expiration_date, lower(id)',
  packageName: 'lower(package_name), lower(id)',
}
const SORT_NAMES = Object.keys(SORT_SQL) as DraftSortName[]

function numbers<A extends Float64Array | Int32Array | Uint8Array>(
  text: string | null,
  make: (n: number) => A,
): A {
  if (!text) return make(0)
  const parts = text.split(',')
  const out = make(parts.length)
  for (let i = 0; i < parts.length; i++) out[i] = +parts[i]!
  return out
}

/** `s`: the schema, quoted (connection.ts): the statement names its tables itself. */
export function postgresDraftViews(s: string): DraftViewReader {
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
  PREPARED_SQL.add(text)
  return async (db, groupKey, sellerKey) => {
    const { rows } = await db.executeQuery<Record<string, string | null>>(
      CompiledQuery.raw(text, [groupKey, sellerKey]),
    )
    const row = rows[0]!
    const byName = {} as Record<DraftSortName, Order>
    SORT_NAMES.forEach((name, i) => {
      byName[name] = {
        keys: numbers(row[`keys${i}`] ?? null, (n) => new Float64Array(n)),
        drugs: numbers(row[`drugs${i}`] ?? null, (n) => new Int32Array(n)),
        flags: numbers(row[`flags${i}`] ?? null, (n) => new Uint8Array(n)),
      }
    })
    const version = Number(row.version)
    return {
      version,
      orders: byName,
      ...countsOf(byName.expirationDate),
      expiries: row.expiries?.split(',') ?? [],
    }
  }
}
