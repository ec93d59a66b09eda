import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS } from '../../contract/enums'
import { closedReason, type ClosedWords } from '../../components/pages/closed-reason'
import { ObjectSummary } from '../../components/pages/object-summary'
import { ReadOnlyObject, yesNo } from '../../components/pages/read-only-object'
import { formatDay } from '../../components/format/format-day'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import { priceItems } from '../../components/format/record-text'
import { CASH_OFFER_KIND } from './cash-offer-kind'
import { CashOfferSummary } from './cash-offer-summary'

// A cash offer that is no longer Pending (spec: Status rules): shown, not edited. Its own chunk, loaded by
// the offer's page only for such an offer (cash-offer-edit-page.tsx).

/** What happened to a cash offer that is no longer Pending, after "This cash offer" (closed-reason.ts). */
const CLOSED_WORDS: ClosedWords = {
  Accepted: () => 'has been accepted by a seller',
  Purchased: (day) => (day ? `led to a purchase on ${day}` : 'has led to a purchase'),
  Shipped: (day) => (day ? `was shipped on ${day}` : 'has been shipped'),
  Delivered: (day) => (day ? `was delivered on ${day}` : 'has been delivered'),
  Completed: () => 'is completed',
  Cancelled: (day) => (day ? `was cancelled on ${day}` : 'is cancelled'),
}

/** `reason`: why it cannot be changed when that is not its status (the role: edit-page.tsx). */
export function CashOfferClosedView({ current: offer, reason }: { current: CashOffer; reason?: string }) {
  return (
    <ReadOnlyObject
      kind={CASH_OFFER_KIND}
      reason={reason ?? closedReason(CASH_OFFER_KIND, CASH_OFFER_STATUS, offer, CLOSED_WORDS)}
      summary={<CashOfferSummary offer={offer} />}
      details={<CashOfferDetails offer={offer} />}
    />
  )
}

/**
 * A cash offer's values as text, named as the form names its fields: what an offer that is no longer
 * Pending shows instead of the form. The resource holds the offer's conditions in its package fields
 * (cash-offer-form-values.ts says which is which).
 */
function CashOfferDetails({ offer }: { offer: CashOffer }) {
  return (
    <ObjectSummary
      items={[
        ...priceItems(offer),
        ['Earliest expiration date', formatDay(offer.expirationDate)],
        ['Requested quantity', recordQuantityText(offer)],
        ['Require sealed', yesNo(offer.sealedPackage)],
        ['Require original package', yesNo(offer.originalPackage)],
        ['Require intact label', yesNo(offer.tornPackageLabel === null ? null : !offer.tornPackageLabel)],
        // spec: Endpoints > 4, "null or 0 otherwise": a 0 is no max shipping price.
        ['Max shipping price', offer.maxShippingPrice ? formatMoney(offer.maxShippingPrice) : null],
        ['Ship-by date', formatDay(offer.shipByDate)],
        // spec: Resources > Cash offer, note on stateGroupId.
        ['Show only in my state', yesNo(offer.stateGroupId !== null)],
        ['Message to the seller', offer.buyersMessage],
      ]}
    />
  )
}
