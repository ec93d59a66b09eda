import type { RequestShape } from './request-shape'

// The page's first request, started by src/app/first-request-entry.ts while the app's code still loads,
// and taken over by the page's query instead of a second request (docs/decisions/0008). The slot holds
// one request. The transport's fetch (http-client.ts) asks it first: a request of the same identity
// (address, method, headers, body; so the same service, key and pharmacy) receives the started
// response, exactly once, and goes through the transport's usual handling of status, 429, 401 and
// contract. Anything else is sent as usual. Dependency-free, as the script that fills it must stay small.

/** A started request not claimed within this long is dropped: its answer is no longer fresh. */
export const EARLY_REQUEST_CLAIM_MS = 20_000

interface Parked {
  identity: string
  response: Promise<Response>
  abort: (reason?: unknown) => void
  startedAt: number
}

let parked: Parked | null = null

/** One string for everything that makes two requests the same request. */
export function requestIdentity(url: string, shape: RequestShape): string {
  return JSON.stringify([shape.method, url, Object.entries(shape.headers).sort(), shape.body])
}

/**
 * Sends the request now and keeps its response for the query that will ask for the same. A request
 * already parked is replaced (it is never sent twice for one load: the script runs once).
 */
export function startEarlyRequest(
  url: string,
  shape: RequestShape,
  send: typeof fetch = fetch,
  now: number = Date.now(),
): void {
  const controller = new AbortController()
  const response = send(url, { ...shape, signal: controller.signal })
  // Nobody may ever claim it (the page changed its mind): its failure must not be an unhandled rejection.
  response.catch(() => undefined)
  parked = {
    identity: requestIdentity(url, shape),
    response,
    abort: (r) => controller.abort(r),
    startedAt: now,
  }
}

/**
 * The parked response when `url` and `init` are the parked request, else null. Taken once: the slot is
 * empty afterwards. The caller's signal cancels the parked request as it would its own.
 */
export function takeEarlyRequest(
  url: string,
  init: RequestInit,
  now: number = Date.now(),
): Promise<Response> | null {
  const slot = parked
  if (!slot) return null
  if (now - slot.startedAt > EARLY_REQUEST_CLAIM_MS) {
    parked = null
    return null
  }
  const shape: RequestShape = {
    method: init.method ?? 'GET',
    headers: { ...(init.headers as Record<string, string> | undefined) },
    body: typeof init.body === 'string' ? init.body : null,
    credentials: 'omit',
  }
  if (init.credentials !== 'omit' || (init.body != null && typeof init.body !== 'string')) return null
  if (requestIdentity(url, shape) !== slot.identity) return null
  parked = null
  const signal = init.signal
  if (signal) {
    if (signal.aborted) slot.abort(signal.reason)
    else signal.addEventListener('abort', () => slot.abort(signal.reason), { once: true })
  }
  return slot.response
}

/**
 * A fetch that answers the parked request from its started response and sends everything else (by
 * `send`, or the global fetch as it is at the time of the call).
 */
export function withEarlyRequest(send?: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = typeof input === 'string' && init ? takeEarlyRequest(input, init) : null
    return early ?? (send ?? fetch)(input, init)
  }
}

/** Empties the slot; for tests. */
export function clearEarlyRequest(): void {
  parked = null
}
