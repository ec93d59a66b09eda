import { queryOptions } from '@tanstack/react-query'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/drug-catalogue'

// The drug catalogue (decision 0030): what an NDC names does not change while a page is open, so one
// request per NDC, kept until the connection changes (query-client.ts empties the cache then).
export const drugCatalogueQueries = {
  all: () => ['drug-catalogue'] as const,
  /** Pass the NDC normalised (11 digits, contract/ndc.ts parseNdc): one cache entry per NDC. */
  byNdc: (nationalDrugCode: string) =>
    queryOptions({
      queryKey: [...drugCatalogueQueries.all(), nationalDrugCode] as const,
      queryFn: ({ signal }) => operations.listDrugPackages(dashboardTransport, nationalDrugCode, signal),
      staleTime: Infinity,
    }),
}
