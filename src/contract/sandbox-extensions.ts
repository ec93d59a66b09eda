import { z } from 'zod'
import { CashOfferSchema } from './cash-offers'
import { NpiNumberSchema } from './common'
import { DraftSearchItemSchema } from './drafts'
import { DrugPackageSchema } from './drug-package'
import { LISTING_STATUS } from './enums'
import { MarketplaceListingSchema } from './listings'

// Read-only endpoints the sandbox adds because the spec has no GET for a listing or cash offer
// (docs/conventions.md, Gaps in the spec). Marked `x-sandbox-extension: true` in the OpenAPI document; the dashboard
// feature-detects them and degrades against a service without them.

export const MarketplaceListingListSchema = z.object({ data: z.array(MarketplaceListingSchema) })
export type MarketplaceListingList = z.infer<typeof MarketplaceListingListSchema>

export const CashOfferListSchema = z.object({ data: z.array(CashOfferSchema) })
export type CashOfferList = z.infer<typeof CashOfferListSchema>

// GET /api/v1/draft-listings/{id}?pharmacyNpi=: one draft as the search shows it (with its id), plus its drug
// package, so a form created from it knows the package size for the quantity rule.
export const DraftListingSchema = DraftSearchItemSchema.extend({ drugPackage: DrugPackageSchema.nullish() })
export type DraftListing = z.infer<typeof DraftListingSchema>

// Query strings arrive as text. The NPI is digits (its check digit is a value rule, npi.ts accepts
// strings); status, when given, is one of the status codes (enums.ts), absent meaning every status.
const integerText = z.string().regex(/^\d{1,19}$/, 'Must be a whole number.')
const statusText = z.enum(Object.values(LISTING_STATUS).map(String) as [string, ...string[]])

// GET /api/v1/marketplace-listings?pharmacyNpi=&status= and GET /api/v1/marketplace-listings/{id}?pharmacyNpi=
export const ListingListQuerySchema = z.object({
  pharmacyNpi: integerText,
  status: statusText.optional(),
})
export type ListingListQuery = z.infer<typeof ListingListQuerySchema>

// GET /api/v1/cash-offers?buyingPharmacyNpi=&status= and GET /api/v1/cash-offers/{id}?buyingPharmacyNpi=
export const CashOfferListQuerySchema = z.object({
  buyingPharmacyNpi: integerText,
  status: statusText.optional(),
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

/** Proxy mode (UPSTREAM_URL) sets this header on every answer it forwards from the vendor's service. */
export const PROXY_HEADER = 'x-marketplace-proxy'
