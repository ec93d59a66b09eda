import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS, statusName } from '../../contract/enums'
import { formatDay } from '../../components/format/format-day'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import { pricePerUnitText } from '../../components/format/price-text'
import { NadacMarkSlot } from '../../components/prices/nadac-mark-slot'
import { drugNameOf, priceFactsOf, priceSummaryText } from '../../components/format/record-text'
import { drugCell, quantityCell } from '../../components/tables/record-cells'
import type { RecordColumn, RowAction } from '../../components/tables/status-list-page'
import './cash-offers-table.css'

/**
 * The cash offers the pharmacy made in the list page's table, each with its status by name. The widths
 * fit the content area of a 1280 px screen beside the navigation; the drug takes what the others leave,
 * at least 180 px (cash-offers-table.css: the table scrolls in its box on a narrower screen), so a drug's
 * name runs two or three lines and no word of it breaks. Change a width here, change the sum there.
 */
export const CASH_OFFER_COLUMNS: readonly RecordColumn<CashOffer>[] = [
  {
    id: 'drug',
    header: 'Drug',
    card: 'title',
    // Whole, on as many lines as it needs (its strength on one): a drug's name is what a pharmacist reads first.
    cell: drugCell,
  },
  { id: 'ndc', header: 'NDC', width: '112px', noWrap: true, cell: (offer) => offer.nationalDrugCode },
  {
    id: 'price',
    // The price is for the whole quantity (components/format/price-text.ts); the unit price under it.
    header: 'Price',
    secondary: 'Total / per unit',
    width: '112px',
    numeric: true,
    title: priceSummaryText,
    cell: (row) => (
      <>
        <span className="line">{formatMoney(row.price)}</span>
        <span className="secondary">{pricePerUnitText(priceFactsOf(row)) ?? ''}</span>
        <NadacMarkSlot
          facts={priceFactsOf(row)}
          ndc={row.nationalDrugCode}
          serviceNadac={row.nadacPrice ?? row.drugPackage?.nadacPrice ?? null}
        />
      </>
    ),
    sort: 'price',
    sortValue: (offer) => offer.price,
  },
  {
    id: 'quantity',
    header: 'Quantity',
    // "1 package" over "(1,000 EA)" when the two do not fit on one line (record-cells.tsx).
    width: '96px',
    numeric: true,
    cell: (offer) => quantityCell(recordQuantityText(offer)),
  },
  {
    id: 'expires',
    header: 'Earliest expiration',
    width: '104px',
    noWrap: true,
    cell: (offer) => formatDay(offer.expirationDate),
    sort: 'expirationDate',
    sortValue: (offer) => offer.expirationDate,
  },
  { id: 'shipping', header: 'Shipping', width: '80px', cell: (offer) => offer.shippingRequestMethod ?? '' },
  {
    id: 'offered',
    header: 'Offered',
    width: '100px',
    noWrap: true,
    cell: (offer) => formatDay(offer.listingDate),
    sort: 'listingDate',
    sortValue: (offer) => offer.listingDate,
  },
  {
    id: 'status',
    header: 'Status',
    width: '88px',
    cell: (offer) => statusName(CASH_OFFER_STATUS, offer.status),
  },
]

/** The name of an offer's Edit or View link: the drug and the price tell two offers apart. */
export const cashOfferEditLabel = (offer: CashOffer, action: RowAction) =>
  `${action} cash offer for ${drugNameOf(offer)} at ${formatMoney(offer.price)}`
