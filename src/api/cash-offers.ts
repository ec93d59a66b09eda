import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { CashOfferSchema, type CashOffer, type UpdateCashOfferBody } from '../contract/cash-offers'
import type { CashOfferStatus } from '../contract/enums'
import { CashOfferListSchema, type CashOfferList } from '../contract/sandbox-extensions'
import { pathParam, request } from './http-client'
import { ndcStatsQueries } from './ndc-stats'

// spec: Endpoints > 4 (update cash offer). The list and the single GET are sandbox extensions
// (docs/conventions.md, Gaps in the spec): against a service without them they answer 404, which pages explain.

export interface CashOfferListParams {
  buyingPharmacyNpi: number
  /** Absent: every status. */
  status?: CashOfferStatus
}

export function listCashOffers(params: CashOfferListParams, signal?: AbortSignal): Promise<CashOfferList> {
  return request(
    {
      operation: 'list cash offers',
      method: 'GET',
      path: '/api/v1/cash-offers',
      query: { ...params },
      signal,
    },
    CashOfferListSchema,
  )
}

/** One offer, with its shipping request method and drug package (for the form's rules). */
export function fetchCashOffer(
  id: string,
  buyingPharmacyNpi: number,
  signal?: AbortSignal,
): Promise<CashOffer> {
  return request(
    {
      operation: 'read cash offer',
      method: 'GET',
      path: `/api/v1/cash-offers/${pathParam(id)}`,
      query: { buyingPharmacyNpi },
      signal,
    },
    CashOfferSchema,
  )
}

export function updateCashOffer(id: string, body: UpdateCashOfferBody): Promise<CashOffer> {
  return request(
    { operation: 'update cash offer', method: 'PUT', path: `/api/v1/cash-offers/${pathParam(id)}`, body },
    CashOfferSchema,
  )
}

export const cashOfferQueries = {
  all: () => ['cash-offers'] as const,
  lists: () => [...cashOfferQueries.all(), 'list'] as const,
  list: (params: CashOfferListParams) =>
    queryOptions({
      queryKey: [...cashOfferQueries.lists(), params] as const,
      queryFn: ({ signal }) => listCashOffers(params, signal),
    }),
  details: () => [...cashOfferQueries.all(), 'detail'] as const,
  detail: (id: string, buyingPharmacyNpi: number) =>
    queryOptions({
      queryKey: [...cashOfferQueries.details(), id, buyingPharmacyNpi] as const,
      queryFn: ({ signal }) => fetchCashOffer(id, buyingPharmacyNpi, signal),
    }),
}

export interface UpdateCashOfferVariables {
  /** The path's cashOfferId. */
  id: string
  body: UpdateCashOfferBody
}

/** Updates a Pending cash offer; the offer, the lists and the NDC statistics are refetched after. */
export function useUpdateCashOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: UpdateCashOfferVariables) => updateCashOffer(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashOfferQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ndcStatsQueries.all() }),
      ]),
  })
}
