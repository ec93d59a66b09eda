import {
  NDC_STAT_MEASURES,
  NDC_STAT_MEMBERS,
  NDC_STAT_SOURCES,
  type NdcStatMeasure,
  type NdcStatMember,
  type NdcStatSource,
  type NdcStatistic,
  type PricePoint,
} from '../../contract/ndc-stats'

// The twelve price points of an NDC statistic as the dashboard shows them (chart, table, compact
// summary), and the one rule for "no data". spec: Resources > NDC transaction statistic

export const SOURCE_LABELS: Readonly<Record<NdcStatSource, string>> = {
  transacted: 'Transacted',
  offered: 'Offered',
  listed: 'Listed',
}

export const MEASURE_LABELS: Readonly<Record<NdcStatMeasure, string>> = {
  high: 'High',
  low: 'Low',
  average: 'Average',
  mostRecent: 'Most recent',
}

/**
 * The point when it records a price, or null. Every price the API accepts is positive (spec: Endpoints
 * 1 and 4, "price: positive"), so a zero price is not a price anyone asked or paid: it is how a source
 * without records comes back (the sandbox sends { price: 0, quantity: 0 }; a member may also be null).
 */
export function recordedPoint(point: PricePoint | null | undefined): PricePoint | null {
  return point && point.price > 0 ? point : null
}

export interface PricePointEntry {
  source: NdcStatSource
  measure: NdcStatMeasure
  member: NdcStatMember
  /** null: no record behind this point (shown as "No data", never drawn as $0). */
  point: PricePoint | null
}

/** All twelve points, source by source (transacted, offered, listed), each high, low, average, most recent. */
export function pricePointEntries(statistic: NdcStatistic): PricePointEntry[] {
  return NDC_STAT_SOURCES.flatMap((source) =>
    NDC_STAT_MEASURES.map((measure) => {
      const member = NDC_STAT_MEMBERS[source][measure]
      return { source, measure, member, point: recordedPoint(statistic[member]) }
    }),
  )
}

/** The point for one source and measure (null when it has no record). */
export function pricePointOf(
  statistic: NdcStatistic,
  source: NdcStatSource,
  measure: NdcStatMeasure,
): PricePoint | null {
  return recordedPoint(statistic[NDC_STAT_MEMBERS[source][measure]])
}

/** Whether a source (e.g. cash offers) has any record for this NDC. */
export function sourceHasData(statistic: NdcStatistic, source: NdcStatSource): boolean {
  return NDC_STAT_MEASURES.some((measure) => pricePointOf(statistic, source, measure) !== null)
}

/** False when no source has a record: the NDC has no price data at all. */
export function hasPriceData(statistic: NdcStatistic): boolean {
  return NDC_STAT_SOURCES.some((source) => sourceHasData(statistic, source))
}

/** What to say instead of a chart or table when no source has a record for the NDC. */
export function noPriceDataMessage(formattedNdc: string): string {
  return `No transactions, cash offers or listings are recorded for NDC ${formattedNdc}, so there are no prices to show yet.`
}
