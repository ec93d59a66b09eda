// The twelve points of the NDC statistics read per unit, and the arithmetic of a suggested price: apart
// from unit-price.ts, which every table's first screen carries, since only the guidance (loaded later)
// needs these. docs/price-per-unit.md
import { unitPriceDecimals } from './unit-price'

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
  if (!(quantity > 0)) return { kind: 'as-reported', price, quantity }
  if (oneUnitPackage) return { kind: 'per-unit', perUnit: price / quantity }
  if (isAverage || quantity === 1) return { kind: 'as-reported', price, quantity }
  return { kind: 'per-unit', perUnit: price / quantity }
}
