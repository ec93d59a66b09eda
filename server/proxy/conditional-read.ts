// A signed-in user's conditional read, passed on (decision 0014): the fault rules' list is a long poll,
// so its If-None-Match and Prefer: wait go to the service and its ETag and Preference-Applied come back.
// Without them the service answers every ask at once with the whole list, and the page, asking again on
// each answer, spends the group's whole budget of calls in seconds. Only the operations that are long
// polls take them: any other read is asked afresh, as the browser sent it.
import type { FastifyRequest } from 'fastify'
import type { ApiOperation } from '../../src/contract/access'
import { preferredWait } from '../sandbox/fault-rules-poll'

const CONDITIONAL_READS: ReadonlySet<ApiOperation> = new Set<ApiOperation>(['listFaultRules'])

/** The headers of a conditional read's answer that the page needs to ask for the next change. */
export const CONDITIONAL_ANSWER_HEADERS = ['etag', 'preference-applied', 'cache-control'] as const

/** Seconds a wait ends before the upstream's timeout, so a quiet wait is a 304, never a 504. */
const TIMEOUT_MARGIN_SECONDS = 5

/**
 * The request's If-None-Match and Prefer: wait for a long poll's operation (none for another), the wait
 * shortened to end before the upstream gives the call up.
 */
export function conditionalHeaders(
  request: FastifyRequest,
  operation: ApiOperation,
  upstreamTimeoutMs: number,
): Record<string, string> {
  if (!CONDITIONAL_READS.has(operation)) return {}
  const headers: Record<string, string> = {}
  const match = request.headers['if-none-match']
  if (typeof match === 'string' && match !== '') headers['if-none-match'] = match
  const longest = Math.floor(upstreamTimeoutMs / 1000) - TIMEOUT_MARGIN_SECONDS
  const wait = Math.min(preferredWait(request.headers.prefer), longest)
  if (headers['if-none-match'] !== undefined && wait > 0) headers.prefer = `wait=${wait}`
  return headers
}
