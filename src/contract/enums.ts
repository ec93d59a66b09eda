import { z } from 'zod/mini'

// spec: States and transitions — the numeric codes exist but their names and the code of Pending are
// "not shown". The sandbox chooses these names (docs/conventions.md, Gaps in the spec) and they live here, in one place.

export const LISTING_STATUS = {
  Pending: 0,
  Accepted: 1,
  Purchased: 2,
  Shipped: 5,
  Delivered: 6,
  Completed: 7,
  Cancelled: 10,
} as const

// spec: Resources > Cash offer — status uses the same value set {0,1,2,5,6,7,10} as listings.
export const CASH_OFFER_STATUS = LISTING_STATUS

export const DRAFT_STATUS = { Pending: 0, Published: 1 } as const

export type StatusMap = Readonly<Record<string, number>>

/** The display name of a status code; unknown codes stay visible rather than silently disappearing. */
export function statusName(map: StatusMap, value: number | null | undefined): string {
  if (value === null || value === undefined) return 'Unknown'
  const entry = Object.entries(map).find(([, v]) => v === value)
  return entry ? entry[0] : `Unknown (${value})`
}

// spec: Resources > Marketplace listing — status allowed values 0, 1, 2, 5, 6, 7, 10.
export const ListingStatusSchema = z.literal([0, 1, 2, 5, 6, 7, 10])
export type ListingStatus = z.infer<typeof ListingStatusSchema>

export const CashOfferStatusSchema = ListingStatusSchema
export type CashOfferStatus = ListingStatus

export const DraftStatusSchema = z.literal([0, 1])
export type DraftStatus = z.infer<typeof DraftStatusSchema>

// spec: Resources > Marketplace listing — cancellationReason allowed values 1..6 (meanings not shown).
export const CancellationReasonSchema = z.literal([1, 2, 3, 4, 5, 6])
export type CancellationReason = z.infer<typeof CancellationReasonSchema>

// spec: Resources > Marketplace listing — deliveryStatus allowed values 0..9 (meanings not shown).
export const DeliveryStatusSchema = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>

// spec: Resources > Cash offer — "assignment of sets to cash offer fields other than cancellationReason:
// not shown". status and deliveryStatus take the sets the listing's fields of the same names have
// ({0,1,2,5,6,7,10} and {0-9}). The remaining sets {0,1,2}, {0-7}, {0,1,2,3,4} and {0,1,2,3,5,6,7}
// belong to sellerBulkSaleType, paymentStatus, shipmentConfirmationType and returnStatus in some order. Pinning one set to a field would be a guess that could reject real
// responses, so those fields accept any of the sets' values (0..7). The sets are kept here for reference.
export const CASH_OFFER_UNASSIGNED_VALUE_SETS = [
  [0, 1, 2],
  [0, 1, 2, 3, 4, 5, 6, 7],
  [0, 1, 2, 3, 4],
  [0, 1, 2, 3, 5, 6, 7],
] as const
export const CashOfferMinorEnumSchema = z.literal([0, 1, 2, 3, 4, 5, 6, 7])
export type CashOfferMinorEnum = z.infer<typeof CashOfferMinorEnumSchema>

// spec: Endpoints > 4 — an offer's ShippingRequestMethod (named there; the sandbox exposes it on the
// cash offer as an extension so the form knows whether maxShippingPrice is required).
export const SHIPPING_REQUEST_METHODS = ['Standard', 'Medium'] as const
export const ShippingRequestMethodSchema = z.enum(SHIPPING_REQUEST_METHODS)
export type ShippingRequestMethod = z.infer<typeof ShippingRequestMethodSchema>
