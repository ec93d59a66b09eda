import { PagedDraftSearchSchema, type DraftSearchBody, type PagedDraftSearch } from '../../contract/drafts'
import { DraftListingSchema, type DraftListing } from '../../contract/sandbox-draft-listing'
import type { ApiTransport } from '../api-transport'
import { DRAFT_SEARCH_PATH } from './paths'

// spec: Endpoints > 2 (search draft listings) and 3 (delete draft listing)

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

/**
 * One draft with its id and drug package: a sandbox extension (docs/sandbox.md, Sandbox extensions); a
 * service without it answers 404.
 */
export const getDraft = (
  t: ApiTransport,
  id: string,
  pharmacyNpi: number,
  signal?: AbortSignal,
): Promise<DraftListing> =>
  t.request(
    {
      operation: 'read draft listing',
      method: 'GET',
      path: `/api/v1/draft-listings/${encodeURIComponent(id)}`,
      query: { pharmacyNpi },
      signal,
    },
    DraftListingSchema,
  )

/** Success status and body are not shown by the spec: any 2xx is success (docs/conventions.md, Gaps in the spec). */
export const deleteDraft = (t: ApiTransport, id: string): Promise<void> =>
  t.send({
    operation: 'delete draft listing',
    method: 'DELETE',
    path: `/api/v1/draft-listings/${encodeURIComponent(id)}`,
  })
