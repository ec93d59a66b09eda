import { useSyncExternalStore } from 'react'

// When the service last said "too many requests", and until when it asked us to wait. The fetch layer
// writes it on every 429; the countdown component reads it, so the user sees why nothing happens.
// spec: Errors > Rate-limit rejection, Limits (300 per minute per calling IP, fixed window)

/** The spec's window is one minute and fixed, so waiting a full minute always reaches a new window. */
export const RATE_LIMIT_FALLBACK_SECONDS = 60

const listeners = new Set<() => void>()
let waitUntil: number | null = null

/** Records a 429; a later end time wins, so overlapping rejections show the longest wait. */
export function noteRateLimited(retryAfterSeconds: number | null, now: number = Date.now()): void {
  const until = now + (retryAfterSeconds ?? RATE_LIMIT_FALLBACK_SECONDS) * 1000
  if (waitUntil !== null && waitUntil >= until) return
  waitUntil = until
  for (const listener of listeners) listener()
}

/** Epoch milliseconds at which the current wait ends, or null when none was recorded. */
export function getRateLimitUntil(): number | null {
  return waitUntil
}

/**
 * Resolves once the current wait is over (at once when there is none); rejects with the signal's reason
 * when the caller gives up first. A wait extended meanwhile by another 429 is waited for too.
 */
export async function waitForRateLimit(signal?: AbortSignal): Promise<void> {
  for (;;) {
    signal?.throwIfAborted()
    const left = waitUntil === null ? 0 : waitUntil - Date.now()
    if (left <= 0) return
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(done, left)
      signal?.addEventListener('abort', done, { once: true })
      function done() {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        if (signal?.aborted) reject(signal.reason as Error)
        else resolve()
      }
    })
  }
}

export function clearRateLimit(): void {
  if (waitUntil === null) return
  waitUntil = null
  for (const listener of listeners) listener()
}

export function subscribeRateLimit(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useRateLimitUntil(): number | null {
  return useSyncExternalStore(subscribeRateLimit, getRateLimitUntil, getRateLimitUntil)
}

/** Whole seconds left until `until`, never negative; what the countdown shows. */
export function secondsLeft(until: number | null, now: number = Date.now()): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}
