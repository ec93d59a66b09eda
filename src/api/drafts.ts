import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { PagedDraftSearchSchema, type DraftSearchBody, type PagedDraftSearch } from '../contract/drafts'
import { pathParam, request, send } from './http-client'

// spec: Endpoints > 2 (search draft listings) and 3 (delete draft listing)

export function searchDrafts(body: DraftSearchBody, signal?: AbortSignal): Promise<PagedDraftSearch> {
  return request(
    {
      operation: 'search draft listings',
      method: 'POST',
      path: '/api/v1/draft-listings/search',
      body,
      signal,
      readOnly: true,
    },
    PagedDraftSearchSchema,
  )
}

/** Success status and body are not shown by the spec: any 2xx is success (docs/conventions.md, Gaps in the spec). */
export function deleteDraft(id: string): Promise<void> {
  return send({
    operation: 'delete draft listing',
    method: 'DELETE',
    path: `/api/v1/draft-listings/${pathParam(id)}`,
  })
}

export const draftQueries = {
  all: () => ['drafts'] as const,
  searches: () => [...draftQueries.all(), 'search'] as const,
  /** The search is a POST but changes nothing, so it is a query (cached, retried like a GET). */
  search: (body: DraftSearchBody) =>
    queryOptions({
      queryKey: [...draftQueries.searches(), body] as const,
      queryFn: ({ signal }) => searchDrafts(body, signal),
    }),
}

/** Deletes a draft by its id (the sandbox's extension field of each search item). */
export function useDeleteDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteDraft(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftQueries.all() }),
  })
}
