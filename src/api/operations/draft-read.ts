import { DraftListingSchema, type DraftListing } from '../../contract/sandbox-draft-listing'
import type { ApiTransport } from '../api-transport'

// A module of its own: the create page reads one draft, and with it the schema of its drug package; the
// drafts page, which only searches and deletes, does not download them.

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
