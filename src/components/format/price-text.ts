import { formatMoney, formatQuantity } from './money'
import { formatPackageQuantity, UNIT_NOT_REPORTED, type QuantityFacts } from './package-measure'

// What a price is for, said with the price. The spec gives a listing's and a cash offer's `price` and
// `quantity` side by side and a `pricePerQuantity` (spec: Resources > Marketplace listing, Cash offer)
// without saying how they relate; the service reports pricePerQuantity as price / quantity, so `price`
// is the price of the whole quantity. A full package's quantity is 1 and counts packages (spec: Limits),
// so its pricePerQuantity is a price per package; a partial quantity counts units (EA, ML, GM), so its
// pricePerQuantity is a price per unit. Anything else is said only when the service reported what it
// needs (the package size); otherwise the page says nothing rather than guess.

export interface PriceFacts extends QuantityFacts {
  price: number | null
  /** The service's price per quantity, when it reports one (drafts do not). */
  pricePerQuantity?: number | null
}

/** "per EA", or "per unit" when the service did not report the unit. */
export function perUnitLabel(unit: string | null): string {
  return `per ${unit ?? 'unit'}`
}

/** "$442.12 for 1 package (60 EA)": the price of the whole quantity. null without a price. */
export function priceForQuantityText(facts: PriceFacts): string | null {
  if (facts.price === null) return null
  const quantity = formatPackageQuantity(facts)
  return quantity === null ? formatMoney(facts.price) : `${formatMoney(facts.price)} for ${quantity}`
}

/** The price of one package, when the quantity and the package size say it; null otherwise. */
export function pricePerPackage(facts: PriceFacts): number | null {
  const { price, quantity, fullPackage, packageSize } = facts
  if (price === null || quantity === null || quantity <= 0) return null
  if (fullPackage === true && quantity === 1) return price
  if (fullPackage === false && packageSize !== null && packageSize > 0) {
    return (price / quantity) * packageSize
  }
  return null
}

/** The price of one unit (EA, ML, GM), when the quantity and the package size say it; null otherwise. */
export function pricePerUnit(facts: PriceFacts): number | null {
  const { price, quantity, fullPackage, packageSize } = facts
  if (price === null || quantity === null || quantity <= 0) return null
  if (fullPackage === false) return facts.pricePerQuantity ?? price / quantity
  if (fullPackage === true && quantity === 1 && packageSize !== null && packageSize > 0) {
    return price / packageSize
  }
  return null
}

/** "$7.37 per EA"; null when the unit price is not known. */
export function pricePerUnitText(facts: PriceFacts): string | null {
  const perUnit = pricePerUnit(facts)
  return perUnit === null ? null : `${formatMoney(perUnit)} ${perUnitLabel(facts.unit)}`
}

/** "$442.12 per package"; null when the package price is not known. */
export function pricePerPackageText(facts: PriceFacts): string | null {
  const perPackage = pricePerPackage(facts)
  return perPackage === null ? null : `${formatMoney(perPackage)} per package`
}

/**
 * A point of the NDC statistics (spec: Resources > NDC transaction statistic): a price and the quantity
 * it was for. The spec gives no unit; the unit is the drug's, when the dashboard knows the drug, and
 * otherwise the number alone, the page saying once that the unit was not reported (STAT_NO_UNIT). The
 * service counts a full package as quantity 1, like every other quantity (spec: Limits).
 */
export function statQuantityText(quantity: number, unit: string | null): string {
  return unit ? `${formatQuantity(quantity)} ${unit}` : formatQuantity(quantity)
}

/** Said once beside the statistics when no record the dashboard read gives the drug's unit. */
export const STAT_NO_UNIT = `Quantities without a unit: ${UNIT_NOT_REPORTED} (no draft, listing or cash offer read so far gives it).`
