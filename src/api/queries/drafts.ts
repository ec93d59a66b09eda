import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { DraftSearchBody } from '../../contract/drafts'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/drafts'

// spec: Endpoints > 2 (search draft listings) and 3 (delete draft listing)

export const draftQueries = {
  all: () => ['drafts'] as const,
  searches: () => [...draftQueries.all(), 'search'] as const,
  /** The search is a POST but changes nothing, so it is a query (cached, retried like a GET). */
  search: (body: DraftSearchBody) =>
    queryOptions({
      queryKey: [...draftQueries.searches(), body] as const,
      queryFn: ({ signal }) => operations.searchDrafts(dashboardTransport, body, signal),
    }),
  details: () => [...draftQueries.all(), 'detail'] as const,
  detail: (id: string, pharmacyNpi: number) =>
    queryOptions({
      queryKey: [...draftQueries.details(), id, pharmacyNpi] as const,
      queryFn: ({ signal }) => operations.getDraft(dashboardTransport, id, pharmacyNpi, signal),
    }),
}

/** Deletes a draft by its id (the sandbox's extension field of each search item). */
export function useDeleteDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => operations.deleteDraft(dashboardTransport, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftQueries.all() }),
  })
}
