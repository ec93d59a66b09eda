import { z } from 'zod/mini'
import { CashOfferSchema } from './cash-offers'
import { NpiNumberSchema } from './common'
import { LISTING_STATUS } from './enums'
import { MarketplaceListingSchema } from './listings'

// Read-only endpoints the sandbox adds because the spec has no GET for a listing or cash offer
// (docs/conventions.md, Gaps in the spec). Marked `x-sandbox-extension: true` in the OpenAPI document; the dashboard
// feature-detects them and degrades against a service without them.

// The lists page like the draft search (spec: Endpoints > 2): `start`, `take`, `sortName`, `sortDirection`
// in the query, `recordsTotal` (every status) and `recordsFiltered` (the status asked for) beside `data`.
// The counts are optional here: a service that lists without paging sends `data` only.
const pageCounts = {
  recordsTotal: z.optional(z.int().check(z.minimum(0))),
  recordsFiltered: z.optional(z.int().check(z.minimum(0))),
}

export const MarketplaceListingListSchema = z.object({
  data: z.array(MarketplaceListingSchema),
  ...pageCounts,
})
export type MarketplaceListingList = z.infer<typeof MarketplaceListingListSchema>

export const CashOfferListSchema = z.object({ data: z.array(CashOfferSchema), ...pageCounts })
export type CashOfferList = z.infer<typeof CashOfferListSchema>

// The draft read and the proxy header live in modules of their own, so a page that needs one of them
// does not evaluate (and download) the list schemas above.
export { DraftListingSchema, type DraftListing } from './sandbox-draft-listing'
export { PROXY_HEADER } from './proxy-header'

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

// Query strings arrive as text. The NPI is digits (its check digit is a value rule, npi.ts accepts
// strings); status, when given, is one of the status codes (enums.ts), absent meaning every status.
const integerText = z.string().check(z.regex(/^\d{1,19}$/, 'Must be a whole number.'))
const statusText = z.enum(Object.values(LISTING_STATUS).map(String) as [string, ...string[]])

// The page parameters as text: start 0 or more, take 1..100, a known sort name and direction.
const pageQuery = {
  start: z.optional(integerText),
  take: z.optional(
    z.string().check(
      z.regex(/^\d{1,3}$/, 'Must be a whole number.'),
      z.refine((t) => Number(t) >= 1 && Number(t) <= LIST_TAKE_MAX, `Must be from 1 to ${LIST_TAKE_MAX}.`),
    ),
  ),
  sortName: z.optional(z.enum(LIST_SORT_NAMES)),
  sortDirection: z.optional(z.enum(SORT_DIRECTIONS)),
}

export const ListPageQuerySchema = z.object(pageQuery)

// GET /api/v1/marketplace-listings?pharmacyNpi=&status=&start=&take=&sortName=&sortDirection= and
// GET /api/v1/marketplace-listings/{id}?pharmacyNpi=
export const ListingListQuerySchema = z.object({
  pharmacyNpi: integerText,
  status: z.optional(statusText),
  ...pageQuery,
})
export type ListingListQuery = z.infer<typeof ListingListQuerySchema>

// GET /api/v1/cash-offers?buyingPharmacyNpi=&status=&start=&take=&sortName=&sortDirection= and
// GET /api/v1/cash-offers/{id}?buyingPharmacyNpi=
export const CashOfferListQuerySchema = z.object({
  buyingPharmacyNpi: integerText,
  status: z.optional(statusText),
  ...pageQuery,
})
export type CashOfferListQuery = z.infer<typeof CashOfferListQuerySchema>

// GET /api/v1/sandbox/demo-connection: the demo scenario's connection, so the dashboard can offer it
// in one click (404 when the scenario has none).
export const DemoConnectionSchema = z.object({
  apiKey: z.string(),
  pharmacyNpi: NpiNumberSchema,
  groupName: z.string(),
})
export type DemoConnection = z.infer<typeof DemoConnectionSchema>
