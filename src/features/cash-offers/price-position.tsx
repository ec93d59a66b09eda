import { useQuery } from '@tanstack/react-query'
import Typography from '@mui/material/Typography'
import { ndcStatsQueries } from '../../api/queries/ndc-stats'
import { NDC_STAT_SOURCES, type NdcStatSource, type NdcStatistic } from '../../contract/ndc-stats'
import { parseNdc } from '../../contract/ndc'
import { formatMoney } from '../../components/format/money'
import { SOURCE_LABELS, pricePointOf } from '../../components/format/price-points'

/** Where a price sits against one source's low and high: null when the source has no records. */
export function pricePosition(statistic: NdcStatistic, source: NdcStatSource, price: number): string | null {
  const low = pricePointOf(statistic, source, 'low')
  const high = pricePointOf(statistic, source, 'high')
  if (!low || !high) return null
  const name = SOURCE_LABELS[source].toLowerCase()
  if (price < low.price) return `below the lowest ${name} price (${formatMoney(low.price)})`
  if (price > high.price) return `above the highest ${name} price (${formatMoney(high.price)})`
  return `within the ${name} range (${formatMoney(low.price)} to ${formatMoney(high.price)})`
}

/** One sentence under the price points: the typed price against transacted, offered and listed prices. */
export function PricePosition({ ndc, price }: { ndc: string; price: number }) {
  const parsed = parseNdc(ndc)
  // The same cache entry as the price points beside the price: no second request.
  const { data } = useQuery({
    ...ndcStatsQueries.byNdc(parsed.ok ? parsed.normalized : ''),
    enabled: parsed.ok,
  })
  if (!data || !Number.isFinite(price) || price <= 0) return null
  const parts = NDC_STAT_SOURCES.map((source) => pricePosition(data, source, price)).filter((p) => p !== null)
  if (parts.length === 0) return null
  return (
    <Typography variant="body2">
      Your price of {formatMoney(price)} is {parts.join('; ')}.
    </Typography>
  )
}
