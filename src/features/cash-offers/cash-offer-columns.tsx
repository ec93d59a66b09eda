import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS } from '../../contract/enums'
import { formatMoney } from '../../components/format/money'
import { drugNameOf } from '../../components/format/record-text'
import * as recordColumns from '../../components/tables/record-columns'
import type { RecordColumn, RowAction } from '../../components/tables/status-list-page'
import './cash-offers-table.css'

/**
 * The cash offers the pharmacy made in the list page's table, each with its status by name. The widths
 * fit the content area of a 1280 px screen beside the navigation; the drug takes what the others leave,
 * at least 180 px (cash-offers-table.css: the table scrolls in its box on a narrower screen), so a drug's
 * name runs two or three lines and no word of it breaks. Change a width here, change the sum there.
 */
export const CASH_OFFER_COLUMNS: readonly RecordColumn<CashOffer>[] = [
  recordColumns.drug,
  recordColumns.ndc,
  recordColumns.price('112px'),
  // "1 package" over "(1,000 EA)" when the two do not fit on one line.
  recordColumns.quantity('96px'),
  recordColumns.day('expires', 'Earliest expiration', '104px', 'expirationDate'),
  { id: 'shipping', header: 'Shipping', width: '80px', cell: (offer) => offer.shippingRequestMethod ?? '' },
  recordColumns.day('offered', 'Offered', '100px', 'listingDate'),
  recordColumns.status(CASH_OFFER_STATUS, '88px'),
]

/** The name of an offer's Edit or View link: the drug and the price tell two offers apart. */
export const cashOfferEditLabel = (offer: CashOffer, action: RowAction) =>
  `${action} cash offer for ${drugNameOf(offer)} at ${formatMoney(offer.price)}`
