import { LISTING_STATUS } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { closedReason, type ClosedWords } from '../../components/pages/closed-reason'
import { ObjectSummary } from '../../components/pages/object-summary'
import { ReadOnlyObject, yesNo } from '../../components/pages/read-only-object'
import { formatDay } from '../../components/format/format-day'
import { recordQuantityText } from '../../components/format/package-measure'
import { priceItems } from '../../components/format/record-text'
import { LISTING_KIND } from './listing-kind'
import { ListingSummary } from './listing-summary'

// A listing that is no longer Pending (spec: Status rules): shown, not edited. Its own chunk, loaded by
// the listing's page only for such a listing (listing-edit-page.tsx).

/** What happened to a listing that is no longer Pending, after "This listing" (closed-reason.ts). */
const CLOSED_WORDS: ClosedWords = {
  Accepted: () => 'has been accepted',
  Purchased: (day) => (day ? `was sold on ${day}` : 'has been sold'),
  Shipped: (day) => (day ? `was shipped on ${day}` : 'has been shipped'),
  Delivered: (day) => (day ? `was delivered on ${day}` : 'has been delivered'),
  Completed: () => 'is completed',
  Cancelled: (day) => (day ? `was cancelled on ${day}` : 'is cancelled'),
}

/** `reason`: why it cannot be changed when that is not its status (the role: edit-page.tsx). */
export function ListingClosedView({
  current: listing,
  reason,
}: {
  current: MarketplaceListing
  reason?: string
}) {
  return (
    <ReadOnlyObject
      kind={LISTING_KIND}
      reason={reason ?? closedReason(LISTING_KIND, LISTING_STATUS, listing, CLOSED_WORDS)}
      summary={<ListingSummary listing={listing} />}
      details={<ListingDetails listing={listing} />}
    />
  )
}

/**
 * A listing's values as text, named as the form names its fields: what a listing that is no longer
 * Pending shows instead of the form (spec: Resources > Marketplace listing).
 */
function ListingDetails({ listing }: { listing: MarketplaceListing }) {
  return (
    <ObjectSummary
      items={[
        ['Expiration date', formatDay(listing.expirationDate)],
        ['Lot number', listing.lotNumber],
        ...priceItems(listing),
        ['Quantity', recordQuantityText(listing)],
        ['Sealed', yesNo(listing.sealedPackage)],
        ['Original package', yesNo(listing.originalPackage)],
        ['Torn label', yesNo(listing.tornPackageLabel)],
        ['Serial number', listing.serialNumber],
        // spec: Resources > Marketplace listing, note on stateGroupId.
        ['Show only in my state', yesNo(listing.stateGroupId !== null)],
        ['Additional package notes', listing.additionalPackageNotes],
      ]}
    />
  )
}
