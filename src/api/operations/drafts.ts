import { PagedDraftSearchSchema, type DraftSearchBody, type PagedDraftSearch } from '../../contract/drafts'
import type { ApiTransport } from '../api-transport'
import { DRAFT_SEARCH_PATH } from './paths'

// spec: Endpoints > 2 (search draft listings) and 3 (delete draft listing). The read of one draft is in
// draft-read.ts: only the create page needs it (and its answer's schema).

export const searchDrafts = (
  t: ApiTransport,
  body: DraftSearchBody,
  signal?: AbortSignal,
): Promise<PagedDraftSearch> =>
  t.request(
    {
      operation: 'search draft listings',
      method: 'POST',
      path: DRAFT_SEARCH_PATH,
      body,
      signal,
      readOnly: true,
    },
    PagedDraftSearchSchema,
  )

/** Success status and body are not shown by the spec: any 2xx is success (docs/conventions.md, Gaps in the spec). */
export const deleteDraft = (t: ApiTransport, id: string): Promise<void> =>
  t.send({
    operation: 'delete draft listing',
    method: 'DELETE',
    path: `/api/v1/draft-listings/${encodeURIComponent(id)}`,
  })
