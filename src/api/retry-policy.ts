import type { ApiError } from './api-error'
import { RATE_LIMIT_FALLBACK_SECONDS } from './rate-limit-store'

// When the dashboard tries again by itself, and when it must not.
// spec: Retries: v1 has no idempotency; a 429 is safe to retry unchanged after Retry-After.

/** At most this many automatic retries of one request, whatever the reason. */
export const MAX_RETRIES = 3
/** Longer waits than one rate-limit window are left to the user (the countdown shows them). */
export const MAX_AUTOMATIC_WAIT_SECONDS = 60
const BACKOFF_BASE_MS = 1000
const BACKOFF_CAP_MS = 8000

function isTransient(error: ApiError): boolean {
  if (error.kind === 'network') return true
  // A 2xx that is not JSON came from something in between (a proxy, a network sign-in page), not from
  // the service; it passes like a lost connection does.
  if (error.kind === 'unknown' && error.status >= 200 && error.status <= 299) return true
  // 5xx of any body shape is the service's trouble, not the request's; 4xx never changes by resending.
  return 'status' in error && error.status >= 500 && error.status <= 599
}

function isRetryableRateLimit(error: ApiError): boolean {
  return (
    error.kind === 'rate-limited' &&
    (error.retryAfterSeconds ?? RATE_LIMIT_FALLBACK_SECONDS) <= MAX_AUTOMATIC_WAIT_SECONDS
  )
}

/**
 * Reads are safe to repeat: network errors, 5xx and non-JSON 2xx back off, 429 waits;
 * 400/401/403/404/409 and a 2xx that does not match the contract (a bug) never.
 */
export function shouldRetryQuery(failureCount: number, error: ApiError): boolean {
  if (failureCount >= MAX_RETRIES) return false
  return isRetryableRateLimit(error) || isTransient(error)
}

/** A write refused with 429 is sent again once, after the wait; a second refusal is left to the user. */
export const MAX_WRITE_RESENDS = 1

/**
 * Writes are never repeated blindly: a lost response may hide an applied change. The one exception is
 * a 429, which the spec says was refused before anything was written: it is resent once.
 */
export function shouldRetryMutation(failureCount: number, error: ApiError): boolean {
  if (failureCount >= MAX_WRITE_RESENDS) return false
  return isRetryableRateLimit(error)
}

export function retryDelay(failureCount: number, error: ApiError): number {
  if (error.kind === 'rate-limited') return (error.retryAfterSeconds ?? RATE_LIMIT_FALLBACK_SECONDS) * 1000
  return Math.min(BACKOFF_BASE_MS * 2 ** failureCount, BACKOFF_CAP_MS)
}
