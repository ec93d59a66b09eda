// The market beside a typed price: the NDC statistics per unit, where the price falls among them and
// against NADAC, and the suggested price with its reason. Pure rules over unit-price.ts; every page that
// shows a price's position or a suggestion calls these. spec: Resources > NDC transaction statistic.

import {
  NDC_STAT_MEASURES,
  NDC_STAT_MEMBERS,
  NDC_STAT_SOURCES,
  type NdcStatMeasure,
  type NdcStatSource,
  type NdcStatistic,
} from './ndc-stats'
import { priceForUnits, readStatPoint, roundUnitPrice, type StatPointReading } from './unit-price-points'

export type MarketReadings = Record<NdcStatSource, Record<NdcStatMeasure, StatPointReading | null>>

/** The twelve points read per unit where the figures allow it (readStatPoint), source by source. */
export function marketReadings(statistic: NdcStatistic, packageSize: number | null): MarketReadings {
  const bySource = {} as MarketReadings
  for (const source of NDC_STAT_SOURCES) {
    const byMeasure = {} as Record<NdcStatMeasure, StatPointReading | null>
    for (const measure of NDC_STAT_MEASURES) {
      const point = statistic[NDC_STAT_MEMBERS[source][measure]]
      byMeasure[measure] = readStatPoint(point, packageSize, measure === 'average')
    }
    bySource[source] = byMeasure
  }
  return bySource
}

/** A point's price per unit, or null when it has no record or is read only as reported. */
export function perUnitOf(
  readings: MarketReadings,
  source: NdcStatSource,
  measure: NdcStatMeasure,
): number | null {
  const reading = readings[source][measure]
  return reading?.kind === 'per-unit' ? reading.perUnit : null
}

/**
 * The lowest and highest price per unit among a source's points. The spec does not say whether "high"
 * and "low" rank the price of the whole quantity or the price per unit (the sandbox ranks the price as
 * recorded), so each point read per unit counts, not only the one named high or low.
 */
export function perUnitRange(
  readings: MarketReadings,
  source: NdcStatSource,
): { low: number; high: number } | null {
  const values = NDC_STAT_MEASURES.map((m) => perUnitOf(readings, source, m)).filter((v) => v !== null)
  if (values.length === 0) return null
  return { low: Math.min(...values), high: Math.max(...values) }
}

const SOURCE_WORDS: Record<NdcStatSource, { every: string; range: string }> = {
  listed: { every: 'every listing', range: 'the listings' },
  offered: { every: 'every cash offer', range: 'the cash offers' },
  transacted: { every: 'every sale', range: 'the sales' },
}

/** Same price per unit once both are rounded to the decimals a unit price keeps. */
function samePrice(a: number, b: number): boolean {
  return roundUnitPrice(a) === roundUnitPrice(b)
}

/** "below every listing", "above every cash offer", "within the sales"; null without a per-unit point. */
export function sourcePosition(
  readings: MarketReadings,
  source: NdcStatSource,
  perUnit: number,
): string | null {
  const values = NDC_STAT_MEASURES.map((m) => perUnitOf(readings, source, m)).filter((v) => v !== null)
  if (values.length === 0) return null
  const low = Math.min(...values)
  const high = Math.max(...values)
  const words = SOURCE_WORDS[source]
  if (perUnit < low && !samePrice(perUnit, low)) return `below ${words.every}`
  if (perUnit > high && !samePrice(perUnit, high)) return `above ${words.every}`
  if (samePrice(low, high)) return `level with ${words.range}`
  return `within ${words.range}`
}

export interface NadacComparison {
  kind: 'under' | 'over' | 'at'
  /** Whole percent away from NADAC (0 when at it). */
  percent: number
  /** "12 % under NADAC", "3 % over NADAC", "at NADAC" */
  text: string
}

/** A price per unit against NADAC per unit; within half a percent reads "at NADAC". */
export function compareToNadac(perUnit: number, nadacPerUnit: number): NadacComparison | null {
  if (!(nadacPerUnit > 0) || !(perUnit > 0)) return null
  const percent = Math.round(Math.abs((perUnit - nadacPerUnit) / nadacPerUnit) * 100)
  if (percent === 0) return { kind: 'at', percent: 0, text: 'at NADAC' }
  const kind = perUnit < nadacPerUnit ? 'under' : 'over'
  return { kind, percent, text: `${percent} % ${kind} NADAC` }
}

/** "below every listing; within the sales; 12 % under NADAC", or null when there is nothing to compare. */
export function positionSentence(
  readings: MarketReadings | null,
  nadacPerUnit: number | null,
  perUnit: number,
): string | null {
  const parts: string[] = []
  if (readings) {
    for (const source of ['listed', 'offered', 'transacted'] as const) {
      const part = sourcePosition(readings, source, perUnit)
      if (part) parts.push(part)
    }
  }
  const nadac = nadacPerUnit === null ? null : compareToNadac(perUnit, nadacPerUnit)
  if (nadac) parts.push(nadac.text)
  return parts.length === 0 ? null : parts.join('; ')
}

/** Who is pricing: a seller listing a package, or a buyer making a cash offer. */
export type PricingSide = 'sell' | 'buy'

export interface Suggestion {
  /** Per unit, rounded as a unit price keeps it. */
  perUnit: number
  /** For the whole quantity, in cents; null when the units covered are not known (no package size). */
  price: number | null
  /** Why this price, in words, naming the figure it comes from (its per-unit amount is formatted by the page). */
  reason: string
  /** The figure the reason names, per unit. */
  basis: number
}

/** How far under the lowest listing a seller's suggestion goes, and a buyer's over the highest offer. */
export const UNDERCUT = 0.01
/** Where a suggestion lands when NADAC is the only figure: this far under it. */
export const UNDER_NADAC = 0.1

/**
 * The suggested price, from the points read per unit (perUnitRange). A seller: 1 % under the lowest listing, so it is the cheapest on offer, but never
 * under the highest cash offer (a buyer already asks more); else the highest cash offer; else the most
 * recent sale; else 10 % under NADAC. A buyer: the lowest listing (a seller already asks it); else 1 %
 * over the highest cash offer; else the most recent sale; else 10 % under NADAC. null when the NDC has
 * no per-unit figure and no NADAC. `units` is what the whole quantity covers (unitsCovered).
 */
export function suggestPrice(
  side: PricingSide,
  readings: MarketReadings | null,
  nadacPerUnit: number | null,
  units: number | null,
): Suggestion | null {
  const lowListed = readings ? (perUnitRange(readings, 'listed')?.low ?? null) : null
  const highOffered = readings ? (perUnitRange(readings, 'offered')?.high ?? null) : null
  const recentSale = readings ? perUnitOf(readings, 'transacted', 'mostRecent') : null
  const pick = (perUnit: number, basis: number, reason: string): Suggestion => {
    const rounded = roundUnitPrice(perUnit)
    const price = units === null ? null : Math.max(0.01, priceForUnits(rounded, units))
    return { perUnit: rounded, price, reason, basis }
  }
  if (side === 'sell') {
    if (lowListed !== null) {
      const under = lowListed * (1 - UNDERCUT)
      if (highOffered !== null && highOffered >= under) {
        return pick(highOffered, highOffered, 'the highest cash offer: a buyer already offers this much')
      }
      return pick(under, lowListed, '1 % under the lowest listing, so yours is the cheapest on offer')
    }
    if (highOffered !== null) {
      return pick(highOffered, highOffered, 'the highest cash offer: a buyer already offers this much')
    }
  } else {
    if (lowListed !== null)
      return pick(lowListed, lowListed, 'the lowest listing: a seller already asks this')
    if (highOffered !== null) {
      return pick(
        highOffered * (1 + UNDERCUT),
        highOffered,
        '1 % over the highest cash offer, so yours is the best',
      )
    }
  }
  if (recentSale !== null) return pick(recentSale, recentSale, 'the most recent sale')
  if (nadacPerUnit !== null && nadacPerUnit > 0) {
    return pick(
      nadacPerUnit * (1 - UNDER_NADAC),
      nadacPerUnit,
      '10 % under NADAC: the market gives no price per unit to compare with',
    )
  }
  return null
}
