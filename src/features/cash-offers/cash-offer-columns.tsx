import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS, statusName } from '../../contract/enums'
import { formatDay } from '../../components/format/format-day'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import type { RecordColumn, RowAction } from '../../components/tables/record-table'

const drugName = (offer: CashOffer) => offer.packageName ?? 'Unknown drug'

/** The cash offers the pharmacy made in the list page's table, each with its status by name. */
export const CASH_OFFER_COLUMNS: readonly RecordColumn<CashOffer>[] = [
  { header: 'Drug', cell: drugName },
  { header: 'NDC', noWrap: true, cell: (offer) => offer.nationalDrugCode },
  {
    header: 'Price',
    numeric: true,
    cell: (offer) => formatMoney(offer.price),
    sort: { name: 'price', value: (offer) => offer.price },
  },
  {
    header: 'Quantity',
    numeric: true,
    noWrap: true,
    cell: (offer) => recordQuantityText(offer) ?? '',
  },
  {
    header: 'Expires no earlier than',
    noWrap: true,
    cell: (offer) => formatDay(offer.expirationDate),
    sort: { name: 'expirationDate', value: (offer) => offer.expirationDate },
  },
  { header: 'Shipping', cell: (offer) => offer.shippingRequestMethod ?? '' },
  {
    header: 'Offered',
    noWrap: true,
    cell: (offer) => formatDay(offer.listingDate),
    sort: { name: 'listingDate', value: (offer) => offer.listingDate },
  },
  { header: 'Status', cell: (offer) => statusName(CASH_OFFER_STATUS, offer.status) },
]

/** The name of an offer's Edit or View link: the drug and the price tell two offers apart. */
export const cashOfferEditLabel = (offer: CashOffer, action: RowAction) =>
  `${action} cash offer for ${drugName(offer)} at ${formatMoney(offer.price)}`
