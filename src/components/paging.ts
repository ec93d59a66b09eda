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

/** The start of the last page that has rows, for a page left past the end (a link, a delete). */
export function lastPageStart(recordsFiltered: number, take: number): number {
  return Math.max(0, Math.floor((recordsFiltered - 1) / take) * take)
}
