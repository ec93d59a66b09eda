import { statusName, type StatusMap } from '../../contract/enums'
import { formatDay } from '../format/format-day'
import { formatMoney } from '../format/money'
import { recordQuantityText, type DrugFields } from '../format/package-measure'
import { pricePerUnitText } from '../format/price-text'
import { priceFactsOf, priceSummaryText, type PricedRecord } from '../format/record-text'
import { drugCell, quantityCell } from './record-cells'
import type { RecordColumn } from './status-list-page'

// The columns a listing's and a cash offer's lists share: the same value drawn the same way in both
// tables. Each list gives the widths its own headers and values need (listings-table.css and
// cash-offers-table.css sum them). Imported as a whole (`recordColumns.price('108px')`).

export const drug: RecordColumn<DrugFields> = {
  id: 'drug',
  header: 'Drug',
  card: 'title',
  // Whole, on as many lines as it needs (its strength on one): a drug's name is what a pharmacist reads first.
  cell: drugCell,
}

export const ndc: RecordColumn<{ nationalDrugCode: string | null }> = {
  id: 'ndc',
  header: 'NDC',
  width: '112px',
  noWrap: true,
  cell: (record) => record.nationalDrugCode,
}

/** The price is for the whole quantity (components/format/price-text.ts); the unit price under it. */
export function price(width: string): RecordColumn<PricedRecord> {
  return {
    id: 'price',
    header: 'Price',
    secondary: 'Total / per unit',
    width,
    numeric: true,
    title: priceSummaryText,
    cell: (record) => (
      <>
        <span className="line">{formatMoney(record.price)}</span>
        <span className="secondary">{pricePerUnitText(priceFactsOf(record)) ?? ''}</span>
      </>
    ),
    sort: 'price',
    sortValue: (record) => record.price,
  }
}

/** "1 package" over "(60 EA)" when the two do not fit on one line (record-cells.tsx). */
export function quantity(width: string): RecordColumn<PricedRecord> {
  return {
    id: 'quantity',
    header: 'Quantity',
    width,
    numeric: true,
    cell: (record) => quantityCell(recordQuantityText(record)),
  }
}

type RecordDay = 'expirationDate' | 'listingDate'

/** A day of the record, sorted by the service under the field's own name. */
export function day(
  id: string,
  header: string,
  width: string,
  field: RecordDay,
): RecordColumn<Record<RecordDay, string | null>> {
  return {
    id,
    header,
    width,
    noWrap: true,
    cell: (record) => formatDay(record[field]),
    sort: field,
    sortValue: (record) => record[field],
  }
}

/** The record's status by its name in `statuses` (contract/enums.ts). */
export function status(statuses: StatusMap, width: string): RecordColumn<{ status: number }> {
  return {
    id: 'status',
    header: 'Status',
    width,
    cell: (record) => statusName(statuses, record.status),
  }
}
