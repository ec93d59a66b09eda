import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS } from '../../contract/enums'
import { formatMoney } from '../../components/format/money'
import { drugNameOf, priceFactsOf } from '../../components/format/record-text'
import * as recordColumns from '../../components/tables/record-columns'
import { NadacMarkSlot } from '../../components/prices/nadac-mark-slot'
import type { RecordColumn, RowAction } from '../../components/tables/status-list-page'
import './cash-offers-table.css'

/** The price's mark against NADAC: the offer's own nadacPrice when the service gives one, else the server's table. */
const nadacMark = (offer: CashOffer) => (
  <NadacMarkSlot
    facts={priceFactsOf(offer)}
    ndc={offer.nationalDrugCode}
    serviceNadac={offer.nadacPrice ?? offer.drugPackage?.nadacPrice ?? null}
  />
)

/**
 * The cash offers the pharmacy made in the list page's table, each with its status by name. The widths
 * fit the content area of a 1280 px screen beside the navigation; the drug takes what the others leave,
 * at least 180 px (cash-offers-table.css: the table scrolls in its box on a narrower screen), so a drug's
 * name runs two or three lines and no word of it breaks. Change a width here, change the sum there.
 */
export const CASH_OFFER_COLUMNS: readonly RecordColumn<CashOffer>[] = [
  recordColumns.drug,
  // The NDC, the shipping and the day offered: on a phone's card, on demand (card-more.tsx).
  recordColumns.ndc,
  recordColumns.price<CashOffer>('112px', nadacMark),
  // "1 package" over "(1,000 EA)" when the two do not fit on one line.
  recordColumns.quantity('96px'),
  recordColumns.day('expires', 'Earliest expiration', '104px', 'expirationDate'),
  {
    id: 'shipping',
    header: 'Shipping',
    width: '80px',
    card: 'more',
    cell: (offer) => offer.shippingRequestMethod ?? '',
  },
  { ...recordColumns.day('offered', 'Offered', '100px', 'listingDate'), card: 'more' },
  recordColumns.status(CASH_OFFER_STATUS, '88px'),
]

/** An offer by name: the drug and the price tell two offers apart. */
export const cashOfferName = (offer: CashOffer) =>
  `cash offer for ${drugNameOf(offer)} at ${formatMoney(offer.price)}`

/** The name of an offer's Edit or View link. */
export const cashOfferEditLabel = (offer: CashOffer, action: RowAction) => `${action} ${cashOfferName(offer)}`
