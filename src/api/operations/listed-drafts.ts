import { LISTED_DRAFTS_PATH, ListedDraftsSchema, type ListedDrafts } from '../../contract/listed-drafts'
import type { ApiTransport } from '../api-transport'

// Which drafts this server listed (src/contract/listed-drafts.ts), with sign-in on only.

/** Those of `draftIds` that the pharmacy listed, or is listing, through this server. */
export const listedDrafts = (
  t: ApiTransport,
  pharmacyNpi: number,
  draftIds: readonly string[],
  signal?: AbortSignal,
): Promise<ListedDrafts> =>
  t.request(
    {
      operation: 'read listed drafts',
      method: 'GET',
      path: LISTED_DRAFTS_PATH,
      query: { pharmacyNpi, draftIds: draftIds.join(',') },
      signal,
    },
    ListedDraftsSchema,
  )
