import { NdcStatisticSchema, type NdcStatistic } from '../../contract/ndc-stats'
import type { ApiTransport } from '../api-transport'

// spec: Endpoints > 5 (NDC transaction statistics)

export const ndcStatistic = (
  t: ApiTransport,
  nationalDrugCode: string,
  signal?: AbortSignal,
): Promise<NdcStatistic> =>
  t.request(
    {
      operation: 'NDC transaction statistics',
      method: 'GET',
      path: '/api/v1/ndc-transaction-statistic',
      query: { nationalDrugCode },
      signal,
    },
    NdcStatisticSchema,
  )
