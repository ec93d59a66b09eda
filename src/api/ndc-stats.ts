import { queryOptions } from '@tanstack/react-query'
import { NdcStatisticSchema, type NdcStatistic } from '../contract/ndc-stats'
import { request } from './http-client'

// spec: Endpoints > 5 (NDC transaction statistics)

export function fetchNdcStatistic(nationalDrugCode: string, signal?: AbortSignal): Promise<NdcStatistic> {
  return request(
    {
      operation: 'NDC transaction statistics',
      method: 'GET',
      path: '/api/v1/ndc-transaction-statistic',
      query: { nationalDrugCode },
      signal,
    },
    NdcStatisticSchema,
  )
}

export const ndcStatsQueries = {
  all: () => ['ndc-stats'] as const,
  /** Pass the NDC as the user should see it cached: normalise it first (contract/ndc.ts parseNdc). */
  byNdc: (nationalDrugCode: string) =>
    queryOptions({
      queryKey: [...ndcStatsQueries.all(), nationalDrugCode] as const,
      queryFn: ({ signal }) => fetchNdcStatistic(nationalDrugCode, signal),
    }),
}
