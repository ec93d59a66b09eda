import { useQuery } from '@tanstack/react-query'
import Typography from '@mui/material/Typography'
import { ndcStatsQueries } from '../../api/queries/ndc-stats'
import {
  NDC_STAT_MEASURES,
  NDC_STAT_SOURCES,
  type NdcStatSource,
  type NdcStatistic,
} from '../../contract/ndc-stats'
import { parseNdc } from '../../contract/ndc'
import { formatMoney } from '../../components/format/money'
import { SOURCE_LABELS, pricePointOf } from '../../components/format/price-points'

// The offer's price against the market, like with like: every point of the statistics is a price for its
// own quantity (spec: Resources > NDC transaction statistic), one for 1 package, another for 857 EA, so
// each side is divided by its quantity before they are compared. The service counts a full package as
// quantity 1 (spec: Limits), so a full package's price per quantity is its price per package.

/** The offer as typed: its price for the whole requested quantity. */
export interface OfferPrice {
  price: number
  quantity: number
  fullPackage: boolean
  unit: string | null
}

/** What the offer's price per quantity is per: a package for a full package, else the unit. */
export function offerPer(offer: Pick<OfferPrice, 'fullPackage' | 'unit'>): string {
  return offer.fullPackage ? 'package' : (offer.unit ?? 'unit')
}

/** Where the offer's price per quantity sits against one source's points: null when it has none. */
export function pricePosition(
  statistic: NdcStatistic,
  source: NdcStatSource,
  offer: OfferPrice,
): string | null {
  const perQuantity = NDC_STAT_MEASURES.map((measure) => pricePointOf(statistic, source, measure))
    // Not imported from format/price-text: this sentence is on the form's first screen, that module is not.
    .map((point) => (point && point.quantity > 0 ? point.price / point.quantity : null))
    .filter((value) => value !== null)
  if (perQuantity.length === 0 || offer.quantity <= 0) return null
  const mine = offer.price / offer.quantity
  const low = Math.min(...perQuantity)
  const high = Math.max(...perQuantity)
  const name = SOURCE_LABELS[source].toLowerCase()
  if (mine < low) return `below the lowest ${name} price (${formatMoney(low)})`
  if (mine > high) return `above the highest ${name} price (${formatMoney(high)})`
  return `within the ${name} range (${formatMoney(low)} to ${formatMoney(high)})`
}

/** The sentence under the price points, or null when there is nothing to compare. */
export function pricePositionText(statistic: NdcStatistic, offer: OfferPrice): string | null {
  if (!Number.isFinite(offer.price) || offer.price <= 0) return null
  if (!Number.isFinite(offer.quantity) || offer.quantity <= 0) return null
  const parts = NDC_STAT_SOURCES.map((source) => pricePosition(statistic, source, offer)).filter(
    (p) => p !== null,
  )
  if (parts.length === 0) return null
  const per = offerPer(offer)
  return `Per quantity (price ÷ quantity; a full package is 1): your ${formatMoney(offer.price / offer.quantity)} per ${per} is ${parts.join('; ')}.`
}

/** One sentence under the price points: the typed price against transacted, offered and listed prices. */
export function PricePosition({ ndc, offer }: { ndc: string; offer: OfferPrice }) {
  const parsed = parseNdc(ndc)
  // The same cache entry as the price points beside the price: no second request.
  const { data } = useQuery({
    ...ndcStatsQueries.byNdc(parsed.ok ? parsed.normalized : ''),
    enabled: parsed.ok,
  })
  const text = data ? pricePositionText(data, offer) : null
  return text === null ? null : <Typography variant="body2">{text}</Typography>
}
