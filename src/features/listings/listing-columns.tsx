import { LISTING_STATUS, statusName } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { formatDay } from '../../components/format/format-day'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import { pricePerUnitText } from '../../components/format/price-text'
import { drugNameOf, priceFactsOf, priceSummaryText } from '../../components/format/record-text'
import { NadacMarkSlot } from '../../components/prices/nadac-mark-slot'
import { drugCell, quantityCell } from '../../components/tables/record-cells'
import type { RecordColumn, RowAction } from '../../components/tables/status-list-page'
import './listings-table.css'

/**
 * The pharmacy's listings in the list page's table, each with its status by name. The widths fit the
 * content area of a 1280 px screen beside the navigation; the drug takes what the others leave, at
 * least 180 px (listings-table.css: the table scrolls in its box on a narrower screen), so a drug's
 * name runs two or three lines and no word of it breaks. Change a width here, change the sum there.
 */
export const LISTING_COLUMNS: readonly RecordColumn<MarketplaceListing>[] = [
  {
    id: 'drug',
    header: 'Drug',
    card: 'title',
    // Whole, on as many lines as it needs (its strength on one): a drug's name is what a pharmacist reads first.
    cell: drugCell,
  },
  { id: 'ndc', header: 'NDC', width: '112px', noWrap: true, cell: (listing) => listing.nationalDrugCode },
  {
    id: 'lot',
    header: 'Lot',
    // Eight letters and digits on one line; a longer lot runs two lines and ends in an ellipsis.
    width: '88px',
    title: (listing) => listing.lotNumber,
    cell: (listing) => <span className="clamp">{listing.lotNumber}</span>,
  },
  {
    id: 'expires',
    header: 'Expiration',
    width: '100px',
    noWrap: true,
    cell: (listing) => formatDay(listing.expirationDate),
    sort: 'expirationDate',
    sortValue: (listing) => listing.expirationDate,
  },
  {
    id: 'price',
    // The price is for the whole quantity (components/format/price-text.ts); the unit price under it.
    header: 'Price',
    secondary: 'Total / per unit',
    width: '108px',
    numeric: true,
    title: priceSummaryText,
    cell: (row) => (
      <>
        <span className="line">{formatMoney(row.price)}</span>
        <span className="secondary">{pricePerUnitText(priceFactsOf(row)) ?? ''}</span>
        <NadacMarkSlot
          facts={priceFactsOf(row)}
          ndc={row.nationalDrugCode}
          serviceNadac={row.drugPackage?.nadacPrice ?? null}
        />
      </>
    ),
    sort: 'price',
    sortValue: (listing) => listing.price,
  },
  {
    id: 'quantity',
    header: 'Quantity',
    // "1 package" over "(60 EA)" when the two do not fit on one line (record-cells.tsx).
    width: '88px',
    numeric: true,
    cell: (listing) => quantityCell(recordQuantityText(listing)),
  },
  {
    id: 'listed',
    header: 'Listed',
    width: '100px',
    noWrap: true,
    cell: (listing) => formatDay(listing.listingDate),
    sort: 'listingDate',
    sortValue: (listing) => listing.listingDate,
  },
  {
    id: 'status',
    header: 'Status',
    // "Delivered", "Cancelled": one word on one line.
    width: '84px',
    cell: (listing) => statusName(LISTING_STATUS, listing.status),
  },
]

/** A listing by name: the drug and the lot tell two listings of one drug apart. */
export const listingName = (listing: MarketplaceListing) => `${drugNameOf(listing)}, lot ${listing.lotNumber}`

/** The name of a listing's Edit or View link. */
export const listingEditLabel = (listing: MarketplaceListing, action: RowAction) =>
  `${action} listing ${listingName(listing)}`
