import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { DraftSearchBody } from '../../contract/drafts'
import type { ListedDraft } from '../../contract/listed-drafts'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/drafts'
import { isSignInMode } from '../sign-in-mode'

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

// Which of the drafts on screen this server has listed (docs/team-server.md, "Bulk jobs"): with sign-in
// on, the drafts page marks them and the create page says so before anything is typed. With a typed key
// there is no record (the key goes to the service), so nothing is asked.

export const listedDraftQueries = {
  all: () => ['listed-drafts'] as const,
  of: (pharmacyNpi: number, draftIds: readonly string[]) =>
    queryOptions({
      queryKey: [...listedDraftQueries.all(), pharmacyNpi, draftIds] as const,
      queryFn: async ({ signal }): Promise<ReadonlyMap<string, ListedDraft>> => {
        // The call and its answer's schema come with the first ask (signed in only): no page carries them.
        const operations = await import('../operations/listed-drafts')
        const { data } = await operations.listedDrafts(dashboardTransport, pharmacyNpi, draftIds, signal)
        return new Map(data.map((draft) => [draft.draftId.toLowerCase(), draft]))
      },
      enabled: isSignInMode() && draftIds.length > 0,
      // This server's own record, not the service: cheap to ask, and a job or a create may list a draft
      // any time, so each page that shows it asks afresh (no create has to say so).
      staleTime: 0,
    }),
}

/** The record of one draft, by its id in any case. */
export const listedDraft = (listed: ReadonlyMap<string, ListedDraft> | undefined, draftId: string) =>
  listed?.get(draftId.toLowerCase())
