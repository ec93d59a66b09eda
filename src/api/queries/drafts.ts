import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { DraftSearchBody, PagedDraftSearch } from '../../contract/drafts'
import type { DraftListing } from '../../contract/sandbox-extensions'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/drafts'

// spec: Endpoints > 2 (search draft listings) and 3 (delete draft listing)

export const searchDrafts = (body: DraftSearchBody, signal?: AbortSignal): Promise<PagedDraftSearch> =>
  operations.searchDrafts(dashboardTransport, body, signal)

/** One draft with its drug package (a sandbox extension: a service without it answers 404). */
export const fetchDraft = (id: string, pharmacyNpi: number, signal?: AbortSignal): Promise<DraftListing> =>
  operations.getDraft(dashboardTransport, id, pharmacyNpi, signal)

/** Success status and body are not shown by the spec: any 2xx is success (docs/conventions.md, Gaps in the spec). */
export const deleteDraft = (id: string): Promise<void> => operations.deleteDraft(dashboardTransport, id)

export const draftQueries = {
  all: () => ['drafts'] as const,
  searches: () => [...draftQueries.all(), 'search'] as const,
  /** The search is a POST but changes nothing, so it is a query (cached, retried like a GET). */
  search: (body: DraftSearchBody) =>
    queryOptions({
      queryKey: [...draftQueries.searches(), body] as const,
      queryFn: ({ signal }) => searchDrafts(body, signal),
    }),
  details: () => [...draftQueries.all(), 'detail'] as const,
  detail: (id: string, pharmacyNpi: number) =>
    queryOptions({
      queryKey: [...draftQueries.details(), id, pharmacyNpi] as const,
      queryFn: ({ signal }) => fetchDraft(id, pharmacyNpi, signal),
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
