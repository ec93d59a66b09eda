import { queryOptions } from '@tanstack/react-query'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/ndc-stats'
import { NDC_STATS_KEY } from './ndc-stats-key'

// spec: Endpoints > 5 (NDC transaction statistics)

export const ndcStatsQueries = {
  all: () => NDC_STATS_KEY,
  /** Pass the NDC as the user should see it cached: normalise it first (contract/ndc.ts parseNdc). */
  byNdc: (nationalDrugCode: string) =>
    queryOptions({
      queryKey: [...ndcStatsQueries.all(), nationalDrugCode] as const,
      queryFn: ({ signal }) => operations.ndcStatistic(dashboardTransport, nationalDrugCode, signal),
    }),
}
