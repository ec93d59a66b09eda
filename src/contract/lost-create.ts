import type { MarketplaceListing } from './listings'
import { normalizeNdc } from './ndc'

// spec: Retries: v1 has no idempotency, so a create sent again may make a second listing. When the answer
// to a create is lost, it may or may not have been applied: the dashboard's create form and the server's
// bulk jobs both check instead of resending (decision 0007), by this one rule. The check looks for what the
// create would have made: a listing of the acting pharmacy with the same NDC and lot, listed since the
// attempt, through the sandbox's list extension (docs/sandbox.md, Sandbox extensions). The service sets
// listingDate at creation.

/** What was sent when the answer was lost. */
export interface CreateAttempt {
  nationalDrugCode: string
  lotNumber: string
  /** When the request left, by the sender's clock. */
  sentAt: Date
}

/**
 * The service's clock and the sender's may differ a little: a listing dated up to this long before the
 * attempt still counts as made by it.
 */
export const CLOCK_TOLERANCE_MS = 2 * 60_000

/** The listing the lost create made, if the list holds one: the newest match. */
export function findCreatedListing(
  listings: readonly MarketplaceListing[],
  attempt: CreateAttempt,
): MarketplaceListing | null {
  const ndc = normalizeNdc(attempt.nationalDrugCode)
  const since = attempt.sentAt.getTime() - CLOCK_TOLERANCE_MS
  const matches = listings.filter(
    (listing) =>
      ndc !== null &&
      listing.nationalDrugCode !== null &&
      normalizeNdc(listing.nationalDrugCode) === ndc &&
      listing.lotNumber === attempt.lotNumber &&
      listing.listingDate !== null &&
      Date.parse(listing.listingDate) >= since,
  )
  return matches.sort((a, b) => Date.parse(b.listingDate ?? '') - Date.parse(a.listingDate ?? ''))[0] ?? null
}
