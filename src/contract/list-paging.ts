import { z } from 'zod/mini'

// How the sandbox's lists page and sort (spec: Endpoints > 2 pages the draft search the same way), in a
// module of its own: a list's page and its schemas import this, not each other (sandbox-extensions.ts).

/**
 * The columns a list sorts by (each served by an index). Without sortName a list is newest first
 * (listingDate descending); with it, sortDirection defaults to ascending. Ties go by creation order.
 */
export const LIST_SORT_NAMES = ['listingDate', 'expirationDate', 'price'] as const
export type ListSortName = (typeof LIST_SORT_NAMES)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type ListSortDirection = (typeof SORT_DIRECTIONS)[number]
/** take: 1 to 100; absent, the rest of the list from start (so a client that sends none gets all). */
export const LIST_TAKE_MAX = 100

/** What page of a list to answer, as the query names it (all optional). */
export interface ListPageParams {
  start?: number
  take?: number
  sortName?: ListSortName
  sortDirection?: ListSortDirection
}

// The lists page like the draft search (spec: Endpoints > 2): `start`, `take`, `sortName`, `sortDirection`
// in the query, `recordsTotal` (every status) and `recordsFiltered` (the status asked for) beside `data`.
// The counts are optional here: a service that lists without paging sends `data` only.
export const listPageCounts = {
  recordsTotal: z.optional(z.int().check(z.minimum(0))),
  recordsFiltered: z.optional(z.int().check(z.minimum(0))),
}
