import { NADAC_PATH, NadacAnswerSchema, type NadacAnswer } from '../../contract/nadac'
import type { ApiTransport } from '../api-transport'

// This server's NADAC table (docs/price-per-unit.md): neither metered nor sent to the service.

/** GET /team/nadac?ndc=...: NDCs normalized (11 digits), at most NADAC_MAX_NDCS. */
export const readNadac = (
  t: ApiTransport,
  ndcs: readonly string[],
  signal?: AbortSignal,
): Promise<NadacAnswer> =>
  t.request(
    { operation: 'read NADAC', method: 'GET', path: NADAC_PATH, query: { ndc: ndcs.join(',') }, signal },
    NadacAnswerSchema,
  )
