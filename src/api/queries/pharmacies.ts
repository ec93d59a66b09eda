import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/groups'

// spec: Endpoints > 6 (group NPI list update) and Referenced operations (GET /pharmacies/search).

export const pharmacyQueries = {
  all: () => ['pharmacies'] as const,
  search: () =>
    queryOptions({
      queryKey: [...pharmacyQueries.all(), 'search'] as const,
      queryFn: ({ signal }) => operations.searchPharmacies(dashboardTransport, signal),
    }),
}

/**
 * Adds NPIs to the group (unknown ones become invitations). Never resent after a lost answer (POST has
 * no idempotency in v1); only a 429 is retried, after Retry-After.
 */
export function useUpdateGroupNpis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (npis: readonly number[]) => operations.updateGroupNpis(dashboardTransport, npis),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pharmacyQueries.all() }),
  })
}
