import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NpiUpdateResult, PharmacySearchResponse } from '../../contract/groups'
import { dashboardTransport, type ConnectionTarget } from '../http-client'
import * as operations from '../operations/groups'

// spec: Endpoints > 6 (group NPI list update) and Referenced operations (GET /pharmacies/search).

/** The caller's group: members and pending invitations. `target` is for probing before connecting. */
export const searchPharmacies = (
  signal?: AbortSignal,
  target?: ConnectionTarget,
): Promise<PharmacySearchResponse> => operations.searchPharmacies(dashboardTransport, signal, target)

export const updateGroupNpis = (npis: readonly number[]): Promise<NpiUpdateResult | null> =>
  operations.updateGroupNpis(dashboardTransport, npis)

export const pharmacyQueries = {
  all: () => ['pharmacies'] as const,
  search: () =>
    queryOptions({
      queryKey: [...pharmacyQueries.all(), 'search'] as const,
      queryFn: ({ signal }) => searchPharmacies(signal),
    }),
}

/**
 * Adds NPIs to the group (unknown ones become invitations). Never resent after a lost answer (POST has
 * no idempotency in v1); only a 429 is retried, after Retry-After.
 */
export function useUpdateGroupNpis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (npis: readonly number[]) => updateGroupNpis(npis),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pharmacyQueries.all() }),
  })
}
