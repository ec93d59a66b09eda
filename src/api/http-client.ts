import { createApiTransport } from './api-transport'
import { getConnection, reportUnauthorized } from './connection-store'
import { withEarlyRequest } from './early-request'
import { noteRateLimited, waitForRateLimit } from './rate-limit-store'
import { isSignInMode } from './sign-in-mode'

// The dashboard's transport to the service (api-transport.ts), fed by its stores: base URL and key from
// the stored connection, read on every request; nothing sent while the service's Retry-After lasts; every
// 429 recorded for the countdown, every 401 sent to the connection dialog. The page's first request may
// already be under way, started before the app's code ran: the same request takes its response over
// instead of being sent again (early-request.ts). With sign-in on, no key: the session cookie and the
// dashboard's header (request-shape.ts), and a 401 asks the person to sign in again (session-store.ts).
// spec: Errors, Retries, Limits

export {
  AUTH_HEADER,
  REQUEST_TIMEOUT_MS,
  buildUrl,
  pathParam,
  type ApiRequest,
  type ConnectionTarget,
  type QueryValue,
} from './api-transport'

export const dashboardTransport = createApiTransport({
  baseUrl: () => getConnection()?.baseUrl ?? '',
  apiKey: () => getConnection()?.apiKey ?? null,
  signedIn: isSignInMode,
  fetch: withEarlyRequest(),
  beforeRequest: waitForRateLimit,
  onError: (error) => {
    if (error.kind === 'rate-limited') noteRateLimited(error.retryAfterSeconds)
    if (error.kind === 'unauthorized') reportUnauthorized(error.message)
  },
  // navigator.onLine is false only when the browser has no network at all.
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
})

export const { request, requestOptional, send } = dashboardTransport
