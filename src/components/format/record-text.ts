import { drugTitle, packageMeasure, type DrugFields } from './package-measure'
import {
  perUnitLabel,
  priceForQuantityText,
  pricePerPackageText,
  pricePerUnitText,
  type PriceFacts,
} from './price-text'

// A listing's or a cash offer's record said as text: its drug, and its prices with what each is for.
// Apart from price-text.ts and package-measure.ts, which every form's first screen carries: only the
// tables and the read-only views need these.

const UNKNOWN_DRUG = 'Unknown drug'

/** The record's drug name, or "Unknown drug" when the service gave none. */
export function drugNameOf(drug: DrugFields): string {
  return drug.packageName ?? UNKNOWN_DRUG
}

/** Name, strength and form (drugTitle), or "Unknown drug" when the service gave no name. */
export function recordDrugText(drug: DrugFields): string {
  return drug.packageName == null ? UNKNOWN_DRUG : drugTitle(drug)
}

/** A listing's or a cash offer's price fields, with the drug fields that give its package size. */
export type PricedRecord = DrugFields & {
  price: number
  quantity: number | null
  fullPackage: boolean | null
  pricePerQuantity?: number | null
}

/** What the record's prices are for: its quantity, package size and unit. */
export function priceFactsOf(record: PricedRecord): PriceFacts {
  return {
    price: record.price,
    quantity: record.quantity,
    fullPackage: record.fullPackage,
    pricePerQuantity: record.pricePerQuantity,
    ...packageMeasure(record),
  }
}

/** The price for the whole quantity, then per package and per unit, each null where the fields do not say it. */
export function priceItems(record: PricedRecord): [string, string | null][] {
  const facts = priceFactsOf(record)
  return [
    ['Price for the quantity', priceForQuantityText(facts)],
    ['Price per package', pricePerPackageText(facts)],
    [`Price ${perUnitLabel(facts.unit)}`, pricePerUnitText(facts)],
  ]
}

/** Every price the record's fields give, said with what it is for, in one line (a cell's hover text). */
export function priceSummaryText(record: PricedRecord): string {
  return priceItems(record)
    .map(([, text]) => text)
    .filter(Boolean)
    .join('; ')
}
