import { z } from 'zod/mini'
import { LIST_SORT_NAMES, type ListPageParams, type ListSortName } from '../../contract/list-paging'
import { PAGE_SIZES, startForPageSize, type PageSize, type SortDirection } from './paging'

// Which page of a list (listings, cash offers) in which order: all in the URL (docs/conventions.md,
// convention 6), beside the status filter (?status=Pending&sort=price&dir=desc&start=20&take=25), so a
// reload, back/forward or a shared link shows the same page. Each unreadable value falls back to its
// default on its own, so a link edited by hand never breaks the page.

export interface ListPageState {
  sortName: ListSortName
  sortDirection: SortDirection
  start: number
  take: PageSize
}

/** Newest first, as the list extension answers without a sort (docs/sandbox.md, Sandbox extensions). */
export const DEFAULT_LIST_PAGE: ListPageState = {
  sortName: 'listingDate',
  sortDirection: 'desc',
  start: 0,
  take: 10,
}

const ListPageParamsSchema = z.object({
  sort: z.catch(z.optional(z.enum(LIST_SORT_NAMES)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  start: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
    undefined,
  ),
  take: z.catch(z.optional(z.pipe(z.coerce.number(), z.literal(PAGE_SIZES))), undefined),
})

export function parseListPage(params: URLSearchParams): ListPageState {
  const p = ListPageParamsSchema.parse({
    sort: params.get('sort') ?? undefined,
    dir: params.get('dir') ?? undefined,
    start: params.get('start') ?? undefined,
    take: params.get('take') ?? undefined,
  })
  const take = p.take ?? DEFAULT_LIST_PAGE.take
  const sortName = p.sort ?? DEFAULT_LIST_PAGE.sortName
  return {
    sortName,
    // A sort named without a direction is ascending; no sort at all is newest first.
    sortDirection: p.dir ?? (p.sort === undefined ? DEFAULT_LIST_PAGE.sortDirection : 'asc'),
    // Pages start at a multiple of the page size, so the pager's page number is exact.
    start: startForPageSize(p.start ?? 0, take),
    take,
  }
}

/** Writes the page into the URL's parameters (others, such as status, stay); defaults are left out. */
export function writeListPage(params: URLSearchParams, state: ListPageState): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of ['sort', 'dir', 'start', 'take']) next.delete(name)
  const defaultOrder =
    state.sortName === DEFAULT_LIST_PAGE.sortName && state.sortDirection === DEFAULT_LIST_PAGE.sortDirection
  if (!defaultOrder) {
    next.set('sort', state.sortName)
    next.set('dir', state.sortDirection)
  }
  if (state.start !== 0) next.set('start', String(state.start))
  if (state.take !== DEFAULT_LIST_PAGE.take) next.set('take', String(state.take))
  return next
}

/** The query of the list extension: always the order, so any service sorts the same way. */
export function listPageParams(state: ListPageState): Required<ListPageParams> {
  return {
    start: state.start,
    take: state.take,
    sortName: state.sortName,
    sortDirection: state.sortDirection,
  }
}

/**
 * A page made here, for a service whose list answers everything at once (no recordsFiltered): sorted
 * by the column's value (ties keep the service's order), then sliced.
 */
export function localPage<T>(
  rows: readonly T[],
  state: ListPageState,
  sortValue: ((row: T) => string | number | null) | undefined,
): T[] {
  const sign = state.sortDirection === 'asc' ? 1 : -1
  const sorted = sortValue
    ? rows
        .map((row, index) => ({ row, index, value: sortValue(row) }))
        .sort((a, b) => {
          if (a.value === b.value) return a.index - b.index
          if (a.value === null) return 1
          if (b.value === null) return -1
          return (a.value < b.value ? -1 : 1) * sign
        })
        .map((entry) => entry.row)
    : [...rows]
  return sorted.slice(state.start, state.start + state.take)
}
