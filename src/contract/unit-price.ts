// One price per unit (EA, ML, GM), the measure NADAC uses, for a listing, a cash offer, a typed price and
// the NDC statistics. spec: Resources (price, quantity, fullPackage, drugPackage.packageSize and
// quantityUnitQualifier), Limits (a full package's quantity is exactly 1; a partial one counts units, 0.01
// up to the package size). `price` is the price of the whole quantity (the service's pricePerQuantity is
// price / quantity), so a full package's price covers packageSize units and a partial one `quantity` units.
// Nothing is guessed: without the package size a full package has no price per unit.

import { QUANTITY_MIN } from './quantity'

/** What a price covers: the record's or the form's fields, with the drug's package size when known. */
export interface PricedQuantity {
  price: number | null
  quantity: number | null
  fullPackage: boolean | null
  /** The drug's package size in its unit; null when the service did not report it. */
  packageSize: number | null
}

/** How many units (EA, ML, GM) a quantity covers, or null when the figures do not say. */
export function unitsCovered({
  quantity,
  fullPackage,
  packageSize,
}: Omit<PricedQuantity, 'price'>): number | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return null
  if (fullPackage === false) return quantity
  if (fullPackage === true && quantity === 1 && packageSize !== null && packageSize > 0) return packageSize
  return null
}

/** The price of one unit, or null when the quantity, the flag or the package size leaves it open. */
export function unitPrice(facts: PricedQuantity): number | null {
  const units = unitsCovered(facts)
  if (facts.price === null || !Number.isFinite(facts.price) || facts.price <= 0 || units === null) return null
  return facts.price / units
}

/**
 * The decimals a price per unit keeps: NADAC's, four under a dollar (a tablet at $0.0255 is not "$0.03"),
 * two from a dollar up.
 */
export function unitPriceDecimals(perUnit: number): 2 | 4 {
  return Math.abs(perUnit) < 1 ? 4 : 2
}

/** A price per unit rounded to the decimals it keeps. */
export function roundUnitPrice(perUnit: number): number {
  const factor = 10 ** unitPriceDecimals(perUnit)
  // toPrecision first, so 0.00125 (binary 0.001249...) rounds as written.
  return Math.round(Number((perUnit * factor).toPrecision(12))) / factor
}

/** The price of the whole quantity at a price per unit, in cents (what the price field takes). */
export function priceForUnits(perUnit: number, units: number): number {
  return Math.round(Number((perUnit * units * 100).toPrecision(12))) / 100
}

// spec: Resources > NDC transaction statistic. Each of the twelve points is { price, quantity } and the
// spec says neither what the quantity counts nor whether the price is for it or per unit. The sandbox
// (docs/price-per-unit.md) reports one record's price for its whole quantity, as listings and offers
// carry them, and the average as the mean price and mean quantity. A quantity other than 1 can only be
// a partial quantity (a full package is exactly 1, spec: Limits), so it counts units; a quantity of 1 is
// one package or one unit and the figures do not say which, unless the package holds one unit. An
// average mixes both kinds, so it is a price per unit only when the package holds one unit.

export type StatPointReading =
  | { kind: 'per-unit'; perUnit: number }
  /** The point as the service reports it: a price for a quantity that may be a package or a unit. */
  | { kind: 'as-reported'; price: number; quantity: number }

/** A recorded point per unit where the figures allow it; null for no record (a zero price or no member). */
export function readStatPoint(
  point: { price: number; quantity: number } | null | undefined,
  packageSize: number | null,
  isAverage: boolean,
): StatPointReading | null {
  if (!point || !(point.price > 0)) return null
  const { price, quantity } = point
  const oneUnitPackage = packageSize === 1
  if (!(quantity >= QUANTITY_MIN)) return { kind: 'as-reported', price, quantity }
  if (oneUnitPackage) return { kind: 'per-unit', perUnit: price / quantity }
  if (isAverage || quantity === 1) return { kind: 'as-reported', price, quantity }
  return { kind: 'per-unit', perUnit: price / quantity }
}
