// A list page (../list-page.ts) in one statement: both counts and the page's rows, read in one snapshot.
// The ORDER BY is one that an index serves (migrations.ts), then LIMIT/OFFSET; columns come from a
// whitelist, values are bound. Ties go by key, in the direction of the sort.
import type { ListSortName } from '../../../src/contract/sandbox-extensions'
import type { ListPage, ListPageQuery } from '../list-page'
import type { Queryable } from './connection'

export type ListTable = {
  /** What the page is read from, e.g. 'listings t' or 'cash_offers t JOIN groups g ON ...' (qualified). */
  from: string
  /** The owner's condition, with $1, $2, ... for the owner values, e.g. 't.seller_key = $1'. */
  owner: string
  ownerValues: number
  /** The sort names' columns, e.g. { listingDate: 't.listing_date', ... }; t.key breaks ties. */
  sorts: Record<ListSortName, string>
  /** The selected columns, each aliased to its row field. */
  columns: string
}

export function pageSql(table: ListTable, q: ListPageQuery): string {
  const n = table.ownerValues
  const direction = q.descending ? 'DESC' : 'ASC'
  const status = q.status === undefined ? '' : ` AND t.status = $${n + 1}`
  const next = n + (q.status === undefined ? 1 : 2)
  const order = `${table.sorts[q.sortName]} ${direction}, t.key ${direction}`
  return `SELECT c.total, c.filtered, p.* FROM (SELECT
      (SELECT count(*) FROM ${table.from} WHERE ${table.owner}) AS total,
      (SELECT count(*) FROM ${table.from} WHERE ${table.owner}${status}) AS filtered) AS c
    LEFT JOIN LATERAL (SELECT ${table.columns}, row_number() OVER (ORDER BY ${order}) AS "_at"
      FROM ${table.from} WHERE ${table.owner}${status} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}) AS p ON true
    ORDER BY p."_at"`
}

export function listPageReader<T>(
  db: Queryable,
  table: ListTable,
  toRow: (raw: Record<string, unknown>) => T,
) {
  return async (owner: readonly number[], q: ListPageQuery): Promise<ListPage<T>> => {
    const values = [...owner, ...(q.status === undefined ? [] : [q.status]), q.take, q.start]
    const { rows } = await db.query<Record<string, unknown>>({ text: pageSql(table, q), values })
    const first = rows[0] as { total: number; filtered: number } | undefined
    const page = rows.filter((row) => row._at !== null)
    return {
      rows: page.map(({ total: _t, filtered: _f, _at: _a, ...row }) => toRow(row)),
      recordsTotal: first?.total ?? 0,
      recordsFiltered: first?.filtered ?? 0,
    }
  }
}
