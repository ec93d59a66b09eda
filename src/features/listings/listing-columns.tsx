import { LISTING_STATUS } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { drugNameOf } from '../../components/format/record-text'
import * as recordColumns from '../../components/tables/record-columns'
import type { RecordColumn, RowAction } from '../../components/tables/status-list-page'
import './listings-table.css'

/**
 * The pharmacy's listings in the list page's table, each with its status by name. The widths fit the
 * content area of a 1280 px screen beside the navigation; the drug takes what the others leave, at
 * least 180 px (listings-table.css: the table scrolls in its box on a narrower screen), so a drug's
 * name runs two or three lines and no word of it breaks. Change a width here, change the sum there.
 */
export const LISTING_COLUMNS: readonly RecordColumn<MarketplaceListing>[] = [
  recordColumns.drug,
  recordColumns.ndc,
  {
    id: 'lot',
    header: 'Lot',
    // Eight letters and digits on one line; a longer lot runs two lines and ends in an ellipsis.
    width: '88px',
    title: (listing) => listing.lotNumber,
    cell: (listing) => <span className="clamp">{listing.lotNumber}</span>,
  },
  recordColumns.day('expires', 'Expiration', '100px', 'expirationDate'),
  recordColumns.price('108px'),
  recordColumns.quantity('88px'),
  recordColumns.day('listed', 'Listed', '100px', 'listingDate'),
  // "Delivered", "Cancelled": one word on one line.
  recordColumns.status(LISTING_STATUS, '84px'),
]

/** A listing by name: the drug and the lot tell two listings of one drug apart. */
export const listingName = (listing: MarketplaceListing) => `${drugNameOf(listing)}, lot ${listing.lotNumber}`

/** The name of a listing's Edit or View link. */
export const listingEditLabel = (listing: MarketplaceListing, action: RowAction) =>
  `${action} listing ${listingName(listing)}`
