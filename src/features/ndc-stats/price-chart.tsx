import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { Bar, BarChart, CartesianGrid, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { BarShapeProps, XAxisTickContentProps } from 'recharts'
import { NDC_STAT_SOURCES, type NdcStatSource, type NdcStatistic } from '../../contract/ndc-stats'
import { formatMoney } from '../../components/format/money'
import { SOURCE_LABELS, sourceHasData } from '../../components/format/price-points'
import { chartRows, type ChartRow } from './chart-rows'
import { ChartTooltip, describePoint } from './chart-tooltip'

export interface PriceChartProps {
  statistic: NdcStatistic
  /** The NDC in 5-4-2 form, for the chart's accessible name. */
  ndc: string
  /** The unit of the quantities, when the dashboard knows the drug (the answer has none). */
  unit: string | null
}

/**
 * The twelve price points as grouped bars: one group per measure, the three sources side by side so they
 * compare at a glance. Prices on the value axis as money; price and quantity in each bar's tooltip.
 * recharts is imported only here, so it is downloaded with this page and not with the first screen.
 */
export function PriceChart({ statistic, ndc, unit }: PriceChartProps) {
  const theme = useTheme()
  const palette = (theme.vars ?? theme).palette
  // Three palette colours that stay distinct and keep 3:1 against the background in light and dark mode.
  const colors: Record<NdcStatSource, string> = {
    transacted: palette.primary.main,
    offered: palette.secondary.main,
    listed: palette.warning.main,
  }
  const rows = chartRows(statistic)

  return (
    <Stack spacing={1}>
      <Box
        component="ul"
        aria-label="Chart legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}
      >
        {NDC_STAT_SOURCES.map((source) => (
          <Box component="li" key={source} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: colors[source] }} />
            <Typography variant="body2" component="span">
              {SOURCE_LABELS[source]}
              {sourceHasData(statistic, source) ? '' : ' (no data)'}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* currentColor carries the theme's text colour into the SVG (axes, grid, hover band). */}
      <Box sx={{ height: 320, color: 'text.secondary' }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            accessibilityLayer
            aria-label={`Price chart for NDC ${ndc}`}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.25} />
            {/* Every measure named, however narrow the chart: recharts would drop a label that does not
                fit beside the others, so each shows (interval 0), its words one under the other. */}
            <XAxis dataKey="measure" stroke="currentColor" interval={0} height={44} tick={MeasureTick} />
            <YAxis
              tickFormatter={formatMoney}
              width={88}
              stroke="currentColor"
              tick={{ fill: 'currentColor' }}
            />
            <Tooltip
              content={({ active, payload }) => (
                <ChartTooltip active={active} payload={payload} colors={colors} unit={unit} />
              )}
              cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
              isAnimationActive={false}
            />
            {NDC_STAT_SOURCES.map((source) => (
              <Bar
                key={source}
                dataKey={source}
                name={SOURCE_LABELS[source]}
                isAnimationActive={false}
                shape={(props: BarShapeProps) => (
                  <PriceBar {...props} source={source} color={colors[source]} unit={unit} />
                )}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Point at or tap a bar, or focus the chart and use the left and right arrow keys, to read each price
        and its quantity. The table below lists the same figures.
      </Typography>
    </Stack>
  )
}

/** A measure's name under its group of bars, a word a line ("Most" over "recent"), to fit a phone. */
function MeasureTick({ x, y, payload }: XAxisTickContentProps) {
  const words = String(payload.value).split(' ')
  return (
    <text x={x} y={y} textAnchor="middle" fill="currentColor" fontSize={14}>
      {words.map((word, i) => (
        <tspan key={word} x={x} dy={i === 0 ? '0.9em' : '1.2em'}>
          {i === 0 ? word : ` ${word}`}
        </tspan>
      ))}
    </text>
  )
}

function PriceBar({
  source,
  color,
  unit,
  ...props
}: BarShapeProps & { source: NdcStatSource; color: string; unit: string | null }) {
  const row = props.payload as ChartRow
  return (
    <Rectangle
      {...props}
      style={{ fill: color }}
      role="img"
      aria-label={`${SOURCE_LABELS[source]} ${row.measure.toLowerCase()} price: ${describePoint(row.points[source], unit)}`}
    />
  )
}
