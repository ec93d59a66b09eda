import { z } from 'zod/mini'
import { NpiNumberSchema } from './common'
import { LISTING_STATUS } from './enums'
import { LIST_SORT_NAMES, LIST_TAKE_MAX, SORT_DIRECTIONS } from './list-paging'

// Read-only endpoints the sandbox adds because the spec has no GET for a listing or cash offer
// (docs/conventions.md, Gaps in the spec). Marked `x-sandbox-extension: true` in the OpenAPI document; the dashboard
// feature-detects them and degrades against a service without them.

// The lists' schemas, their paging, the draft read and the proxy header live in modules of their own, so
// a page that needs one of them does not evaluate (and download) the others; the server and the OpenAPI
// document take them from here.
export { MarketplaceListingListSchema, type MarketplaceListingList } from './listing-list'
export { CashOfferListSchema, type CashOfferList } from './cash-offer-list'
export {
  LIST_SORT_NAMES,
  LIST_TAKE_MAX,
  SORT_DIRECTIONS,
  type ListPageParams,
  type ListSortDirection,
  type ListSortName,
} from './list-paging'
export { DraftListingSchema, type DraftListing } from './sandbox-draft-listing'
export { PROXY_HEADER } from './proxy-header'

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
