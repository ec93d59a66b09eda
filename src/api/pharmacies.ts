import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  NpiUpdateResultSchema,
  PharmacySearchResponseSchema,
  type NpiUpdateResult,
  type PharmacySearchResponse,
} from '../contract/groups'
import { request, requestOptional, type ConnectionTarget } from './http-client'

// spec: Endpoints > 6 (group NPI list update) and Referenced operations (GET /pharmacies/search).

/** The caller's group: members and pending invitations. `target` is for probing before connecting. */
export function searchPharmacies(
  signal?: AbortSignal,
  target?: ConnectionTarget,
): Promise<PharmacySearchResponse> {
  return request(
    { operation: 'search pharmacies', method: 'GET', path: '/api/v1/pharmacies/search', signal, target },
    PharmacySearchResponseSchema,
  )
}

// spec: Endpoints > 6: "Response 200 (OK). Response body and per-NPI result: not shown." The sandbox's
// documented per-NPI result is used when it is what came back; an empty or other success body means
// "applied, no details", because refusing a successful write over its unspecified body would mislead.
const NpiUpdateResponseSchema = z.union([NpiUpdateResultSchema, z.unknown().transform(() => null)])

export function updateGroupNpis(npis: readonly number[]): Promise<NpiUpdateResult | null> {
  return requestOptional(
    { operation: 'update group NPIs', method: 'POST', path: '/api/v1/groups/npi-update', body: npis },
    NpiUpdateResponseSchema,
  )
}

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
