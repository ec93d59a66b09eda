import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { NDC_STAT_SOURCES, type NdcStatSource, type PricePoint } from '../../contract/ndc-stats'
import { formatMoney } from '../../components/format/money'
import { statQuantityText } from '../../components/format/price-text'
import { SOURCE_LABELS } from '../../components/format/price-points'
import type { ChartRow } from './chart-rows'

/** "$412.50 for 30 EA" or "no data": the same words in the tooltip and in each bar's label. */
export function describePoint(point: PricePoint | null, unit: string | null): string {
  return point ? `${formatMoney(point.price)} for ${statQuantityText(point.quantity, unit)}` : 'no data'
}

export interface ChartTooltipProps {
  /** From recharts' tooltip: whether a measure is under the pointer or the keyboard focus. */
  active?: boolean
  /** From recharts' tooltip: the bars of that measure; each carries its ChartRow. */
  payload?: ReadonlyArray<{ payload?: unknown }>
  colors: Readonly<Record<NdcStatSource, string>>
  /** The unit of the quantities, when the dashboard knows the drug. */
  unit: string | null
}

/**
 * The three sources' price and quantity for the measure under the pointer, or under the keyboard focus
 * (recharts' accessibility layer moves it with the arrow keys); announced as a status.
 */
export function ChartTooltip({ active, payload, colors, unit }: ChartTooltipProps) {
  const row = payload?.[0]?.payload as ChartRow | undefined
  if (!active || !row) return null
  return (
    <Paper role="status" elevation={4} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2" component="p">
        {row.measure} price
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {NDC_STAT_SOURCES.map((source) => (
          <Box component="li" key={source} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: colors[source], flexShrink: 0 }}
            />
            <Typography variant="body2" component="span">
              {SOURCE_LABELS[source]}: {describePoint(row.points[source], unit)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}
