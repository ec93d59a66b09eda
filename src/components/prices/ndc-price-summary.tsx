import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { ndcStatsQueries } from '../../api/queries/ndc-stats'
import { parseNdc } from '../../contract/ndc'
import { ErrorAlert } from '../feedback/error-alert'
import { NdcStatsLink } from '../routing/ndc-stats-link'
import { hasPriceData, noPriceDataMessage } from '../format/price-points'
import type { PricePointsTableProps } from './price-points-table'
import { lazyWhenShown } from '../feedback/lazy-when-shown'
import { LoadingBar } from '../feedback/loading-bar'

// The table (and MUI's table parts) is downloaded while the prices are requested, not with the form.
const loadTable = async () => (await import('./price-points-table')).PricePointsTable
const PricePointsTable = lazyWhenShown<PricePointsTableProps>(loadTable, () => true)

export interface NdcPriceSummaryProps {
  /** As typed or stored; nothing is shown (and nothing requested) while it is not a valid NDC. */
  ndc: string
  /** The unit the drug's quantities count in, when the form knows the drug. */
  unit: string | null
}

/**
 * A compact view of an NDC's twelve price points for a form (e.g. a cash offer), with a link to the full
 * statistics page. Shares the statistics page's cache entry. spec: Endpoints > 5
 */
export function NdcPriceSummary({ ndc, unit }: NdcPriceSummaryProps) {
  const parsed = parseNdc(ndc)
  const normalized = parsed.ok ? parsed.normalized : ''
  const { data, error, isPending, refetch } = useQuery({
    ...ndcStatsQueries.byNdc(normalized),
    enabled: parsed.ok,
  })
  useEffect(() => {
    if (parsed.ok) loadTable().catch(() => undefined)
  }, [parsed.ok])
  if (!parsed.ok) return null

  const link = (
    <NdcStatsLink ndc={parsed.formatted} aria-label={`Price statistics for NDC ${parsed.formatted}`}>
      Open price statistics
    </NdcStatsLink>
  )
  let body
  if (error) {
    body = <ErrorAlert error={error} title="Prices could not be loaded" onRetry={() => void refetch()} />
  } else if (isPending) {
    body = <LoadingBar aria-label={`Loading prices for NDC ${parsed.formatted}`} />
  } else if (!hasPriceData(data)) {
    body = <Alert severity="info">{noPriceDataMessage(parsed.formatted)}</Alert>
  } else {
    body = (
      <PricePointsTable
        statistic={data}
        caption={`Market prices for NDC ${parsed.formatted}`}
        unit={unit}
        compact
      />
    )
  }
  return (
    <Stack spacing={1}>
      {body}
      <div>{link}</div>
    </Stack>
  )
}
