// A page of a list extension (../list-page.ts) in one statement on either engine: the owner's rows in an
// order an index serves (the *_page_* indexes), then LIMIT/OFFSET, so a page reads the rows it shows and
// those it skips from the index and never sorts the owner's rows; both counts ride along as scalar
// subqueries, which each engine computes once per statement. Ties go by key, in the sort's direction.
// A page past the end has no row to carry the counts: they are then read on their own.
import { sql, type SelectQueryBuilder } from 'kysely'
import type { ListSortName } from '../../../src/contract/sandbox-extensions'
import type { ListPage, ListPageQuery } from '../list-page'
import { countAll, type EngineTraits } from './query-layer'

type Counted = { recordsTotal: number; recordsFiltered: number }

/** `owned`: the owner's rows with their columns; `prefix`: the table's alias in `owned` ('o.'). */
export async function listPage<R, DB = never, TB extends keyof DB = never>(
  traits: EngineTraits,
  owned: SelectQueryBuilder<DB, TB, R>,
  sorts: Record<ListSortName, string>,
  q: ListPageQuery,
  prefix = '',
): Promise<ListPage<R>> {
  const filtered = q.status === undefined ? owned : owned.where(sql.ref(`${prefix}status`), '=', q.status)
  const count = (query: SelectQueryBuilder<DB, TB, R>) => query.clearSelect().select(countAll().as('n'))
  const counts = [count(owned).as('recordsTotal'), count(filtered).as('recordsFiltered')] as const
  const direction = q.descending ? 'desc' : 'asc'
  const rows = (await filtered
    .select(counts)
    .orderBy(sql.ref(sorts[q.sortName]), direction)
    .orderBy(sql.ref(`${prefix}key`), direction)
    .limit(q.take ?? traits.noLimit)
    .offset(q.start)
    .execute()) as (R & Counted)[]
  const first: Counted | undefined =
    rows[0] ?? ((await owned.clearSelect().select(counts).limit(1).executeTakeFirst()) as Counted | undefined)
  return {
    rows: rows.map(({ recordsTotal: _total, recordsFiltered: _filtered, ...row }) => row as R),
    recordsTotal: first?.recordsTotal ?? 0,
    recordsFiltered: first?.recordsFiltered ?? 0,
  }
}
