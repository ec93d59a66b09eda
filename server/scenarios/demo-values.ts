import type { ScenarioDrug } from './scenario'
import { cents, type Random } from './demo-random'

// Field values shared by drafts, listings, offers and transactions: they follow the API's rules
// (spec: Limits: quantity 1 when full package, else 0.01 up to the package size) so that every demo
// object can be saved back unchanged.

export function quantityFor(rng: Random, drug: ScenarioDrug, fullPackage: boolean): number {
  if (fullPackage) return 1
  // Countable units are sold whole; liquids, creams and single-unit packages in hundredths.
  if (drug.unit === 'EA' && drug.packageSize >= 2) return rng.int(1, drug.packageSize - 1)
  return Math.max(0.01, cents(drug.packageSize * (0.1 + rng.next() * 0.8)))
}

/** A price in dollars and cents for `quantity`, at a discount to NADAC between `low` and `high`. */
export function priceFor(
  rng: Random,
  drug: ScenarioDrug,
  fullPackage: boolean,
  quantity: number,
  low = 0.45,
  high = 0.95,
): number {
  const units = fullPackage ? drug.packageSize : quantity
  const factor = low + rng.next() * (high - low)
  return Math.max(1, cents(drug.nadacPrice * units * factor))
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('')
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('')

/** Lot numbers in the shapes labelers print: D123456, AB1234C, 4K7291, ... */
export function lotNumberFor(rng: Random): string {
  switch (rng.int(0, 3)) {
    case 0:
      return `${letters(rng, 1)}${digits(rng, 6)}`
    case 1:
      return `${letters(rng, 2)}${digits(rng, 4)}${letters(rng, 1)}`
    case 2:
      return `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 4)}`
    default:
      return `${digits(rng, 2)}${letters(rng, 3)}${digits(rng, 3)}`
  }
}

/** A DSCSA-style serial number (alphanumeric, up to 20 characters). */
export const serialNumberFor = (rng: Random): string => `${digits(rng, 4)}${letters(rng, 2)}${digits(rng, 8)}`

export const PACKAGE_NOTES = [
  'Outer carton slightly dented; inner package intact.',
  'Stored refrigerated at 2-8 °C since receipt. Ships with cold packs.',
  'Manufacturer sticker on the cap; label fully legible.',
  'Partial bottle, counted twice by a pharmacist.',
  'Original carton, shrink wrap removed for inspection only.',
]

export const BUYER_MESSAGES = [
  'Please ship early in the week so it does not sit over the weekend.',
  'We need this for a patient refill; partial packages are fine if sealed.',
  'Cold chain required. Please include a temperature indicator.',
  'Happy to pay a little more for a longer expiration date.',
  'Deliver to the back door; the pharmacy receives shipments until 4 pm.',
]

/** Expiration of an item still on the shelf: mostly well ahead, some soon, some already past. */
export function shelfExpiryDays(rng: Random): number {
  const roll = rng.next()
  if (roll < 0.1) return -rng.int(1, 240)
  if (roll < 0.25) return rng.int(1, 89)
  return rng.int(91, 1000)
}

/**
 * Picks a day offset in [min, max] not yet used for this NDC, so "most recent" statistics have exactly
 * one answer per NDC (relative dates have day resolution).
 */
export function distinctDay(
  rng: Random,
  used: Map<string, Set<number>>,
  ndc: string,
  min: number,
  max: number,
): number {
  const taken = used.get(ndc) ?? new Set<number>()
  used.set(ndc, taken)
  if (taken.size > max - min) throw new Error(`no free day left for ${ndc} in [${min}, ${max}]`)
  for (;;) {
    const day = rng.int(min, max)
    if (!taken.has(day)) {
      taken.add(day)
      return day
    }
  }
}
