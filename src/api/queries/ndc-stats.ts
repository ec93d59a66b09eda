import { queryOptions } from '@tanstack/react-query'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/ndc-stats'

// spec: Endpoints > 5 (NDC transaction statistics)

export const ndcStatsQueries = {
  all: () => ['ndc-stats'] as const,
  /** Pass the NDC as the user should see it cached: normalise it first (contract/ndc.ts parseNdc). */
  byNdc: (nationalDrugCode: string) =>
    queryOptions({
      queryKey: [...ndcStatsQueries.all(), nationalDrugCode] as const,
      queryFn: ({ signal }) => operations.ndcStatistic(dashboardTransport, nationalDrugCode, signal),
    }),
}
