// Paging and sorting words shared by the tables that page on the service (drafts, listings, cash offers):
// the page sizes offered, the sort directions and the range text of the pager.

export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export type SortDirection = 'asc' | 'desc'

/** "1–10 of 37", plus the unfiltered total when a filter is on. */
export function rangeLabel(
  start: number,
  shown: number,
  recordsFiltered: number,
  recordsTotal: number,
  filtered: boolean,
): string {
  const range =
    shown === 0 ? `0 of ${recordsFiltered}` : `${start + 1}–${start + shown} of ${recordsFiltered}`
  return filtered ? `${range} (${recordsTotal} in total)` : range
}

/** A new page size keeps the first row on screen inside the new page. */
export function startForPageSize(start: number, take: PageSize): number {
  return Math.floor(start / take) * take
}

/** What a paged, sorted table keeps of its state (the drafts' search, a list page). */
interface PagedSort<TName> {
  sortName: TName | null
  sortDirection: SortDirection
  start: number
  take: PageSize
}

/** A header click: a new column starts ascending, the current column flips. Back to the first page. */
export function toggledSort<TName, TState extends PagedSort<TName>>(state: TState, sortName: TName): TState {
  const sortDirection: SortDirection =
    state.sortName === sortName && state.sortDirection === 'asc' ? 'desc' : 'asc'
  return { ...state, sortName, sortDirection, start: 0 }
}

/** A new page size keeps the first row on screen inside the new page. */
export function withPageSize<TState extends PagedSort<unknown>>(state: TState, take: PageSize): TState {
  return { ...state, take, start: startForPageSize(state.start, take) }
}

/** The start of the last page that has rows, for a page left past the end (a link, a delete). */
export function lastPageStart(recordsFiltered: number, take: number): number {
  return Math.max(0, Math.floor((recordsFiltered - 1) / take) * take)
}
