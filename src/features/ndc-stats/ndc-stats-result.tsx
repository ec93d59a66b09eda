import { useEffect, useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ndcStatsQueries } from '../../api/queries/ndc-stats'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { hasPriceData, noPriceDataMessage } from '../../components/format/price-points'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import { PricePointsTable } from '../../components/prices/price-points-table'
import { knownDrug } from '../../components/prices/known-drug'
import { rememberNdc } from './recent-ndcs'
import type { PriceChartProps } from './price-chart'
import { LoadingBar } from '../../components/feedback/loading-bar'

// The chart (recharts) comes after the figures: the page's first screen is the form and the table.
const PriceChart = lazyWhenShown<PriceChartProps>(
  async () => (await import('./price-chart')).PriceChart,
  () => true,
)
/** The chart's height (legend, gap, plot), held while its code loads so the table does not move. */
const CHART_HEIGHT = 348

export interface NdcStatsResultProps {
  /** 11 digits: the request parameter and the cache key (shared with the compact summary). */
  normalized: string
  /** 5-4-2 with hyphens: what the user reads. */
  formatted: string
}

/** The statistics of one valid NDC: chart and table, or a clear "no data", or what went wrong. */
export function NdcStatsResult({ normalized, formatted }: NdcStatsResultProps) {
  const { data, error, isPending, refetch } = useQuery(ndcStatsQueries.byNdc(normalized))
  const loaded = data !== undefined
  const queryClient = useQueryClient()
  // What the dashboard already read names the drug and its unit (the answer names neither).
  const drug = useMemo(() => knownDrug(queryClient, normalized), [queryClient, normalized])
  const unit = drug?.unit ?? null

  // Remembered once the service has answered for it, so a mistyped NDC does not crowd the list.
  useEffect(() => {
    if (loaded) rememberNdc(formatted)
  }, [loaded, formatted])

  let body
  if (error) {
    body = <ErrorAlert error={error} title="The prices could not be loaded" onRetry={() => void refetch()} />
  } else if (isPending) {
    body = <LoadingBar aria-label={`Loading prices for NDC ${formatted}`} />
  } else if (!hasPriceData(data)) {
    // spec: Endpoints > 5 answers zeros for an NDC nobody trades; zeros are not prices, so say so.
    body = <Alert severity="info">{noPriceDataMessage(formatted)}</Alert>
  } else {
    body = (
      <>
        <Box sx={{ minHeight: CHART_HEIGHT }}>
          <PriceChart statistic={data} ndc={formatted} unit={unit} />
        </Box>
        <PricePointsTable statistic={data} caption={`Price points for NDC ${formatted}`} unit={unit} />
      </>
    )
  }
  return (
    <Stack component="section" spacing={2} aria-labelledby="ndc-stats-heading">
      <Typography id="ndc-stats-heading" variant="h5" component="h2">
        Prices for NDC {formatted}
      </Typography>
      <Typography variant="body1" color={drug?.title ? 'text.primary' : 'text.secondary'}>
        {drug?.title
          ? drug.title
          : `No draft, listing or cash offer read so far names NDC ${formatted}, so the drug is not named here.`}
      </Typography>
      {body}
    </Stack>
  )
}
