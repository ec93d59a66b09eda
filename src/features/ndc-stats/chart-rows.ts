import {
  NDC_STAT_MEASURES,
  NDC_STAT_SOURCES,
  type NdcStatSource,
  type NdcStatistic,
  type PricePoint,
} from '../../contract/ndc-stats'
import { MEASURE_LABELS, pricePointOf } from '../../components/format/price-points'

/** One group of bars: a measure (high, low, ...) with the price of each source side by side. */
export interface ChartRow {
  measure: string
  /** Bar heights; null draws no bar (a point without a record is never drawn as $0). */
  transacted: number | null
  offered: number | null
  listed: number | null
  /** The full points, for the tooltip (price and quantity). */
  points: Record<NdcStatSource, PricePoint | null>
}

/** Four groups (high, low, average, most recent) of three bars (transacted, offered, listed): twelve in all. */
export function chartRows(statistic: NdcStatistic): ChartRow[] {
  return NDC_STAT_MEASURES.map((measure) => {
    const points = Object.fromEntries(
      NDC_STAT_SOURCES.map((source) => [source, pricePointOf(statistic, source, measure)]),
    ) as Record<NdcStatSource, PricePoint | null>
    return {
      measure: MEASURE_LABELS[measure],
      transacted: points.transacted?.price ?? null,
      offered: points.offered?.price ?? null,
      listed: points.listed?.price ?? null,
      points,
    }
  })
}
