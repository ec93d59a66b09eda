import { z } from 'zod/mini'
import {
  NpiUpdateResultSchema,
  PharmacySearchResponseSchema,
  type NpiUpdateResult,
  type PharmacySearchResponse,
} from '../../contract/groups'
import type { ApiTransport, ConnectionTarget } from '../api-transport'

// spec: Endpoints > 6 (group NPI list update) and Referenced operations (GET /pharmacies/search).

/** The caller's group: members and pending invitations. `target` is for probing before connecting. */
export const searchPharmacies = (
  t: ApiTransport,
  signal?: AbortSignal,
  target?: ConnectionTarget,
): Promise<PharmacySearchResponse> =>
  t.request(
    { operation: 'search pharmacies', method: 'GET', path: '/api/v1/pharmacies/search', signal, target },
    PharmacySearchResponseSchema,
  )

// spec: Endpoints > 6: "Response 200 (OK). Response body and per-NPI result: not shown." The sandbox's
// documented per-NPI result is used when it is what came back; an empty or other success body means
// "applied, no details", because refusing a successful write over its unspecified body would mislead.
const NpiUpdateResponseSchema = z.union([
  NpiUpdateResultSchema,
  z.pipe(
    z.unknown(),
    z.transform(() => null),
  ),
])

export const updateGroupNpis = (t: ApiTransport, npis: readonly number[]): Promise<NpiUpdateResult | null> =>
  t.requestOptional(
    { operation: 'update group NPIs', method: 'POST', path: '/api/v1/groups/npi-update', body: npis },
    NpiUpdateResponseSchema,
  )
