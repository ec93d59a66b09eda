import type { ApiError } from './api-error'

// The list and single-object GETs of listings and cash offers are sandbox extensions (docs/conventions.md, Gaps in the spec).
// A service without them answers 404 (no such route) or 405 (the path exists for PUT only), in whatever
// body its framework writes; either way the page falls back to what the spec itself offers.

/** True when the error means "this service has no such endpoint" (or, for one object, no such id). */
export function isMissingEndpoint(error: ApiError): boolean {
  if (error.kind === 'not-found') return true
  return (
    (error.kind === 'unknown' || error.kind === 'generic') && (error.status === 404 || error.status === 405)
  )
}
