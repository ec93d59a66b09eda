import type { ApiError } from './api-error'
import { RATE_LIMIT_FALLBACK_SECONDS } from './rate-limit-store'

// How an edit form's save is repeated by itself: after a 429 it is sent again exactly once, when the
// wait the service asked for is over (the countdown shows it); nothing else is ever resent, because v1
// has no idempotency and a lost answer may hide an applied change. spec: Retries, Errors > Rate-limit rejection

/** TanStack Query `retry` for form saves: one resend of a rate-limited request, never more. */
export function shouldResendFormSave(failureCount: number, error: ApiError): boolean {
  return failureCount === 0 && error.kind === 'rate-limited'
}

/** TanStack Query `retryDelay` for form saves: the Retry-After the service gave (a minute without one). */
export function formSaveResendDelay(_failureCount: number, error: ApiError): number {
  return error.kind === 'rate-limited' ? (error.retryAfterSeconds ?? RATE_LIMIT_FALLBACK_SECONDS) * 1000 : 0
}
