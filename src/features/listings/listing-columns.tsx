import { LISTING_STATUS, statusName } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { formatDay } from '../../components/format/format-day'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import type { RecordColumn, RowAction } from '../../components/tables/record-table'

const drugName = (listing: MarketplaceListing) => listing.packageName ?? 'Unknown drug'

/** The pharmacy's listings in the list page's table, each with its status by name. */
export const LISTING_COLUMNS: readonly RecordColumn<MarketplaceListing>[] = [
  { header: 'Drug', cell: drugName },
  { header: 'NDC', noWrap: true, cell: (listing) => listing.nationalDrugCode },
  { header: 'Lot', cell: (listing) => listing.lotNumber },
  {
    header: 'Expires',
    noWrap: true,
    cell: (listing) => formatDay(listing.expirationDate),
    sort: { name: 'expirationDate', value: (listing) => listing.expirationDate },
  },
  {
    header: 'Price',
    numeric: true,
    cell: (listing) => formatMoney(listing.price),
    sort: { name: 'price', value: (listing) => listing.price },
  },
  {
    header: 'Quantity',
    numeric: true,
    noWrap: true,
    cell: recordQuantityText,
  },
  {
    header: 'Listed',
    noWrap: true,
    cell: (listing) => formatDay(listing.listingDate),
    sort: { name: 'listingDate', value: (listing) => listing.listingDate },
  },
  { header: 'Status', cell: (listing) => statusName(LISTING_STATUS, listing.status) },
]

/** The name of a listing's Edit or View link: the drug and the lot tell two listings of one drug apart. */
export const listingEditLabel = (listing: MarketplaceListing, action: RowAction) =>
  `${action} listing ${drugName(listing)}, lot ${listing.lotNumber}`
