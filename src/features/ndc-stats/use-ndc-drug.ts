import { useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiError } from '../../api/api-error'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { drugCatalogueQueries } from '../../api/queries/drug-catalogue'
import { drugTitle } from '../../components/format/package-measure'
import { knownDrug } from '../../components/prices/known-drug'

// The drug an NDC names, for the statistics page however it was opened (decision 0030): the statistics
// answer names no drug and gives no unit (spec: Resources > NDC transaction statistic). What the
// dashboard already read names it first (a draft, a listing, a cash offer); when that gives no name or no
// unit, the service's drug catalogue is asked, once per NDC.

export type NdcDrug =
  /** `title` e.g. "Humalog, 100 unit/mL, Injection"; `unit` the quantities' unit and `packageSize` the
   * package's, when known. */
  | { state: 'named'; title: string; unit: string | null; packageSize: number | null }
  | { state: 'looking' }
  /** The catalogue answered: it has no package with this NDC. */
  | { state: 'not-in-catalogue' }
  /** The service has no catalogue (404): it does not name drugs. */
  | { state: 'no-catalogue' }
  | { state: 'failed'; error: ApiError; retry: () => void; retrying: boolean }

/** The drug of `normalized` (11 digits), and what the page says while it is not named. */
export function useNdcDrug(normalized: string): NdcDrug {
  const queryClient = useQueryClient()
  const read = useMemo(() => knownDrug(queryClient, normalized), [queryClient, normalized])
  const readTitle = read?.title ?? ''
  const complete = readTitle !== '' && read?.unit !== null
  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...drugCatalogueQueries.byNdc(normalized),
    enabled: !complete,
  })
  const found = data?.data[0]
  const title = found ? drugTitle(found) : ''
  if (found && title !== '')
    return {
      state: 'named',
      title,
      unit: found.quantityUnitQualifier ?? read?.unit ?? null,
      packageSize: found.packageSize ?? read?.packageSize ?? null,
    }
  // A name read without its unit still names the drug when the catalogue cannot give more.
  if (readTitle !== '')
    return {
      state: 'named',
      title: readTitle,
      unit: read?.unit ?? null,
      packageSize: read?.packageSize ?? null,
    }
  if (error) {
    if (isMissingEndpoint(error)) return { state: 'no-catalogue' }
    return { state: 'failed', error, retry: () => void refetch(), retrying: isFetching }
  }
  if (isPending) return { state: 'looking' }
  return { state: 'not-in-catalogue' }
}
