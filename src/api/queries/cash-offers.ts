import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateCashOfferBody } from '../../contract/cash-offers'
import type { CashOfferListParams } from '../operations/cash-offers'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/cash-offers'
import { ndcStatsQueries } from './ndc-stats'

// spec: Endpoints > 4 (update cash offer). The list and the single GET are sandbox extensions
// (docs/conventions.md, Gaps in the spec): against a service without them they answer 404, which pages explain.

export type { CashOfferListParams }

export const cashOfferQueries = {
  all: () => ['cash-offers'] as const,
  lists: () => [...cashOfferQueries.all(), 'list'] as const,
  list: (params: CashOfferListParams) =>
    queryOptions({
      queryKey: [...cashOfferQueries.lists(), params] as const,
      queryFn: ({ signal }) => operations.listCashOffers(dashboardTransport, params, signal),
    }),
  details: () => [...cashOfferQueries.all(), 'detail'] as const,
  detail: (id: string, buyingPharmacyNpi: number) =>
    queryOptions({
      queryKey: [...cashOfferQueries.details(), id, buyingPharmacyNpi] as const,
      queryFn: ({ signal }) => operations.getCashOffer(dashboardTransport, id, buyingPharmacyNpi, signal),
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
    mutationFn: ({ id, body }: UpdateCashOfferVariables) =>
      operations.updateCashOffer(dashboardTransport, id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashOfferQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ndcStatsQueries.all() }),
      ]),
  })
}
