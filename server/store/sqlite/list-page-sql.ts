// The SQL of a list page (../list-page.ts): an ORDER BY that an index serves, then LIMIT/OFFSET, so a page
// reads its own rows and the ones it skips from the index, never sorts the owner's rows. Columns come
// from a whitelist; values are bound. Ties go by key, in the direction of the sort.
import type { Statement } from 'better-sqlite3'
import type { ListSortName } from '../../../src/contract/sandbox-extensions'
import type { ListPage, ListPageQuery } from '../list-page'
import type { Db } from './database'

export type ListTable = {
  /** e.g. 'listings' or 'cash_offers o JOIN groups g ON g.key = o.created_by_group_key'. */
  from: string
  /** The owner's condition, with one ? per owner value, e.g. 'o.buyer_key = ? AND o.created_by_group_key = ?'. */
  owner: string
  /** How the status and the key are named in the query, e.g. 'o.status', 'o.key'. */
  status: string
  key: string
  /** The sort names' columns, e.g. { listingDate: 'o.listing_date', ... }. */
  sorts: Record<ListSortName, string>
  columns: string
}

/** The page's SELECT: status and owner values bound, then LIMIT and OFFSET. */
export function pageRowsSql(
  table: ListTable,
  sortName: ListSortName,
  descending: boolean,
  withStatus: boolean,
) {
  const direction = descending ? 'DESC' : 'ASC'
  return [
    `SELECT ${table.columns} FROM ${table.from} WHERE ${table.owner}`,
    withStatus ? ` AND ${table.status} = ?` : '',
    ` ORDER BY ${table.sorts[sortName]} ${direction}, ${table.key} ${direction} LIMIT ? OFFSET ?`,
  ].join('')
}

export function listPageReader<T>(db: Db, table: ListTable, toRow: (raw: Record<string, unknown>) => T) {
  const statements = new Map<string, Statement>()
  const prepared = (id: string, sql: () => string) => {
    let statement = statements.get(id)
    if (!statement) {
      statement = db.prepare(sql())
      statements.set(id, statement)
    }
    return statement
  }
  const count = (withStatus: boolean) =>
    prepared(
      `count:${withStatus}`,
      () =>
        `SELECT count(*) FROM ${table.from} WHERE ${table.owner}${withStatus ? ` AND ${table.status} = ?` : ''}`,
    ).pluck()
  const rows = (q: ListPageQuery) => {
    const withStatus = q.status !== undefined
    return prepared(`rows:${q.sortName}:${q.descending}:${withStatus}`, () =>
      pageRowsSql(table, q.sortName, q.descending, withStatus),
    )
  }

  return (owner: readonly unknown[], q: ListPageQuery): ListPage<T> =>
    db.transaction((): ListPage<T> => {
      const statusArgs = q.status === undefined ? [] : [q.status]
      const recordsTotal = count(false).get(...owner) as number
      const recordsFiltered =
        q.status === undefined ? recordsTotal : (count(true).get(...owner, q.status) as number)
      // LIMIT -1: no limit (SQLite).
      const raws = rows(q).all(...owner, ...statusArgs, q.take ?? -1, q.start) as Record<string, unknown>[]
      return { rows: raws.map(toRow), recordsTotal, recordsFiltered }
    })()
}
