import { safeParse, type core } from 'zod/mini'
import { apiError, type ApiError, type HttpMethod } from './api-error'
import { classify, unknownResponse } from './classify'
import { buildUrl, requestShape, type QueryValue } from './request-shape'

// The one way anything talks to the service (api-client.ts adds the typed operations), React-free so a
// Node program can use it as the dashboard does: JSON in and out, the caller's AbortSignal passed through, no wait longer than a timeout, every 2xx
// body checked against the contract, every failure thrown as an ApiError of one kind.
// spec: Authentication (X-SERVICE-AUTH), Errors, Retries, Limits

export { AUTH_HEADER, buildUrl, type QueryValue } from './request-shape'

/**
 * A request without a complete answer after this long is given up and reported as a network error
 * (for a write: one that may have been applied). Without it a hung connection shows "Saving…" forever.
 */
export const REQUEST_TIMEOUT_MS = 30_000

/** Where to send a request when it is not the client's own service (the connection dialog's probes). */
export interface ConnectionTarget {
  baseUrl: string
  apiKey: string | null
  /** This server's own /auth calls with sign-in on: the session cookie and the dashboard's header. */
  signedIn?: boolean
}

export interface ApiRequest {
  /** Named in decode errors, so a bug report says which operation broke, e.g. "update listing". */
  operation: string
  method: HttpMethod
  /** Starts with /api/v1; path parameters already encoded (use `pathParam`). */
  path: string
  query?: Readonly<Record<string, QueryValue>>
  /** Sent as JSON when present. */
  body?: unknown
  signal?: AbortSignal
  /** Another service than the client's (a probe): the client's hooks are not called for it. */
  target?: ConnectionTarget
  /** The request changes nothing even though it is not a GET (the draft search is a POST). */
  readOnly?: boolean
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
  /**
   * Headers only this server reads (e.g. X-From-Draft), sent with sign-in on only: a typed key may go to
   * another origin, whose CORS preflight would refuse a header it does not know.
   */
  serverHeaders?: Readonly<Record<string, string>>
}

/** A GET asked again only if what it read has changed (an ETag), waiting for the change up to a while. */
export interface ConditionalRequest extends ApiRequest {
  /** The ETag of the answer already held; null asks at once. */
  etag: string | null
  /** RFC 7240 `Prefer: wait`: how long the service may hold the request for a change. */
  waitSeconds?: number
}

/** A conditional request's answer: the new body and its ETag, or null when nothing changed (304). */
export type ConditionalAnswer<T> = { data: T; etag: string | null } | null

type Lazy<T> = T | (() => T)
const read = <T>(value: Lazy<T>): T => (typeof value === 'function' ? (value as () => T)() : value)

export interface ApiClientOptions {
  /** The service's base address ('' for this page's own origin); a function is read on every request. */
  baseUrl: Lazy<string>
  apiKey: Lazy<string | null>
  /** Sign-in mode: no key, the session cookie and the dashboard's header instead (request-shape.ts). */
  signedIn?: Lazy<boolean>
  fetch?: typeof fetch
  /** Awaited before each request to the client's own service (the dashboard waits out a 429 here). */
  beforeRequest?: (signal?: AbortSignal) => Promise<void>
  /** Told about every 429 and 401 of the client's own service. */
  onError?: (error: ApiError) => void
  /** True when the machine has no network at all: then nothing is sent, so a write certainly was not. */
  isOffline?: () => boolean
}

export interface ApiTransport {
  /** Sends a request and returns its 2xx body parsed by `schema`; throws ApiError otherwise. */
  request: <T>(req: ApiRequest, schema: core.$ZodType<T>) => Promise<T>
  /** Like `request`, for operations whose success body the spec does not show: an empty body gives null. */
  requestOptional: <T>(req: ApiRequest, schema: core.$ZodType<T>) => Promise<T | null>
  /** Sends a request whose success body is not used (any 2xx is success, e.g. DELETE draft). */
  send: (req: ApiRequest) => Promise<void>
  /** A GET with If-None-Match (and Prefer: wait): the new body, or null when the service says 304. */
  conditional: <T>(req: ConditionalRequest, schema: core.$ZodType<T>) => Promise<ConditionalAnswer<T>>
}

/** Encodes one path segment (ids come from URLs the user can edit). */
export function pathParam(value: string): string {
  return encodeURIComponent(value)
}

function decodeError(req: ApiRequest, status: number, field: string, problem: string) {
  return apiError({ kind: 'decode', status, operation: req.operation, field, problem })
}

async function parseBody<T>(
  req: ApiRequest,
  status: number,
  text: string,
  schema: core.$ZodType<T>,
): Promise<T> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    // Not the service's JSON at all (a proxy's or a sign-in page's HTML): not a contract mismatch to
    // report, but an answer from something in between. spec: Errors ("Responses are JSON")
    throw unknownResponse(status, text)
  }
  const parsed = safeParse(schema, json)
  if (parsed.success) return parsed.data
  // zod writes its messages as it parses, in the locale set then: English is loaded now, the first time
  // an answer breaks the contract (contract/zod-locale.ts), and the answer parsed again to say why.
  await import('../contract/zod-locale')
  const reparsed = safeParse(schema, json)
  const issue = reparsed.success ? undefined : reparsed.error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)'
  throw decodeError(req, status, field, issue?.message ?? 'does not match the contract')
}

/** In a browser: whether the service is on another origin than this page (so CORS applies). */
function isCrossOrigin(baseUrl: string): boolean {
  // This module runs in Node programs too (cli/), which have no page and so no location.
  const page = (globalThis as { location?: { href: string; origin: string } }).location
  if (baseUrl === '' || page === undefined) return false
  try {
    return new URL(baseUrl, page.href).origin !== page.origin
  } catch {
    return false
  }
}

export function createApiTransport(options: ApiClientOptions): ApiTransport {
  async function exchange(
    req: ApiRequest,
    conditional?: { headers: Record<string, string>; cache: 'no-store' },
  ): Promise<{ status: number; text: string; etag: string | null }> {
    const own = req.target === undefined
    const target = req.target ?? {
      baseUrl: read(options.baseUrl),
      apiKey: read(options.apiKey),
      signedIn: read(options.signedIn ?? false),
    }
    // spec: Limits: the rate is counted per calling IP in a fixed window, so after a 429 any request
    // before Retry-After would be refused too. A probe of another service (own target) is not held.
    if (own) await options.beforeRequest?.(req.signal)
    if (options.isOffline?.()) {
      throw apiError({
        kind: 'network',
        method: req.method,
        mayHaveApplied: false,
        cause: 'the browser is offline',
      })
    }

    const timeoutMs = req.timeoutMs ?? REQUEST_TIMEOUT_MS
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const cancel = () => controller.abort(req.signal?.reason)
    req.signal?.addEventListener('abort', cancel, { once: true })
    if (req.signal?.aborted) cancel()

    let response: Response
    let text: string
    try {
      const shape = requestShape(req.method, target.apiKey, req.body, target.signedIn === true)
      const server = target.signedIn === true ? req.serverHeaders : undefined
      response = await (options.fetch ?? fetch)(buildUrl(target.baseUrl, req.path, req.query), {
        ...shape,
        headers: { ...shape.headers, ...server, ...conditional?.headers },
        ...(conditional ? { cache: conditional.cache } : {}),
        signal: controller.signal,
      })
      text = await response.text()
    } catch (cause) {
      // A cancelled query is not a failure: TanStack Query expects the abort to surface as it is.
      if (req.signal?.aborted) throw req.signal.reason
      throw apiError({
        kind: 'network',
        method: req.method,
        // No response: a write may have reached the service and been applied (spec: Retries).
        mayHaveApplied: req.method !== 'GET' && req.readOnly !== true,
        ...(isCrossOrigin(target.baseUrl) ? { crossOrigin: true } : {}),
        cause: timedOut
          ? `no answer within ${timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`
          : cause instanceof Error
            ? cause.message
            : String(cause),
      })
    } finally {
      clearTimeout(timer)
      req.signal?.removeEventListener('abort', cancel)
    }
    const etag = response.headers.get('etag')
    // 304 answers only a request that asked with If-None-Match: "what you hold is still current".
    if (response.ok || (conditional && response.status === 304))
      return { status: response.status, text, etag }
    const error = classify(response.status, response.headers, text)
    // A probe with its own target reports to the dialog that sent it, not to the whole app.
    if (own) options.onError?.(error)
    throw error
  }

  const transport: ApiTransport = {
    request: async (req, schema) => {
      const { status, text } = await exchange(req)
      if (text.trim() === '') throw decodeError(req, status, '(body)', 'the body is empty')
      return parseBody(req, status, text, schema)
    },
    requestOptional: async (req, schema) => {
      const { status, text } = await exchange(req)
      return text.trim() === '' ? null : parseBody(req, status, text, schema)
    },
    send: async (req) => {
      await exchange(req)
    },
    conditional: async (req, schema) => {
      const headers: Record<string, string> = {}
      if (req.etag !== null) headers['If-None-Match'] = req.etag
      if (req.etag !== null && req.waitSeconds !== undefined) headers.Prefer = `wait=${req.waitSeconds}`
      // Past the browser's HTTP cache: the ETag is ours to send, and Chromium makes a second request for
      // a URL the cache could store wait until a first one (a long poll) has its answer.
      const { status, text, etag } = await exchange(req, { headers, cache: 'no-store' })
      if (status === 304) return null
      if (text.trim() === '') throw decodeError(req, status, '(body)', 'the body is empty')
      return { data: await parseBody(req, status, text, schema), etag }
    },
  }
  return transport
}
