import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateListingBody, UpdateListingBody } from '../../contract/listings'
import type { ListingListParams } from '../operations/listings'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/listings'
import { ndcStatsQueries } from './ndc-stats'

// spec: Endpoints > 1 (update marketplace listing). The list and the single GET are sandbox extensions
// (docs/conventions.md, Gaps in the spec): against a service without them they answer 404, which pages explain.

export type { ListingListParams }

export const listingQueries = {
  all: () => ['listings'] as const,
  lists: () => [...listingQueries.all(), 'list'] as const,
  list: (params: ListingListParams) =>
    queryOptions({
      queryKey: [...listingQueries.lists(), params] as const,
      queryFn: ({ signal }) => operations.listListings(dashboardTransport, params, signal),
    }),
  details: () => [...listingQueries.all(), 'detail'] as const,
  detail: (id: string, pharmacyNpi: number) =>
    queryOptions({
      queryKey: [...listingQueries.details(), id, pharmacyNpi] as const,
      queryFn: ({ signal }) => operations.getListing(dashboardTransport, id, pharmacyNpi, signal),
    }),
}

export interface UpdateListingVariables {
  id: string
  body: UpdateListingBody
}

/**
 * Updates a Pending listing. Afterwards the listing, the lists and the NDC statistics are refetched:
 * the response of the update carries no drug package, and an edited listing becomes the NDC's most
 * recent listed price.
 */
export function useUpdateListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: UpdateListingVariables) =>
      operations.updateListing(dashboardTransport, id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ndcStatsQueries.all() }),
      ]),
  })
}

/**
 * Creates a listing: one POST per call; the app's mutation policy resends only after a 429
 * (retry-policy.ts). Afterwards the lists and the NDC statistics are refetched.
 */
/** Creates a listing; `fromDraftId` names the draft it is made from (operations/listings.ts). */
export function useCreateListing(fromDraftId: string | null = null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateListingBody) =>
      operations.createListing(dashboardTransport, body, fromDraftId ?? undefined),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ndcStatsQueries.all() }),
      ]),
  })
}
