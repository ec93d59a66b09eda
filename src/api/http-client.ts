import type { ZodType } from 'zod'
import { apiError, type HttpMethod } from './api-error'
import { classify } from './classify'
import { getConnection, reportUnauthorized } from './connection-store'
import { noteRateLimited } from './rate-limit-store'

// The one way the dashboard talks to the service: base URL and key from the connection, JSON in and
// out, the caller's AbortSignal passed through, every 2xx body checked against the contract, and every
// failure thrown as an ApiError. spec: Authentication (X-SERVICE-AUTH), Errors, Retries

export const AUTH_HEADER = 'X-SERVICE-AUTH'

/** Where to send a request when it is not the stored connection (the connection dialog's probes). */
export interface ConnectionTarget {
  baseUrl: string
  apiKey: string | null
}

export type QueryValue = string | number | boolean | null | undefined

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
  target?: ConnectionTarget
  /** The request changes nothing even though it is not a GET (the draft search is a POST). */
  readOnly?: boolean
}

/** Sends a request and returns its 2xx body parsed by `schema`; throws ApiError otherwise. */
export async function request<T>(req: ApiRequest, schema: ZodType<T>): Promise<T> {
  const { status, text } = await exchange(req)
  if (text.trim() === '') throw decodeError(req, status, '(body)', 'the body is empty')
  return parseBody(req, status, text, schema)
}

/** Like `request`, for operations whose success body the spec does not show: an empty body gives null. */
export async function requestOptional<T>(req: ApiRequest, schema: ZodType<T>): Promise<T | null> {
  const { status, text } = await exchange(req)
  return text.trim() === '' ? null : parseBody(req, status, text, schema)
}

function parseBody<T>(req: ApiRequest, status: number, text: string, schema: ZodType<T>): T {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw decodeError(req, status, '(body)', 'the body is not JSON')
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)'
  throw decodeError(req, status, field, issue?.message ?? 'does not match the contract')
}

/** Sends a request whose success body is not used (any 2xx is success, e.g. DELETE draft). */
export async function send(req: ApiRequest): Promise<void> {
  await exchange(req)
}

/** Encodes one path segment (ids come from URLs the user can edit). */
export function pathParam(value: string): string {
  return encodeURIComponent(value)
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value))
  }
  const search = params.toString()
  return `${baseUrl}${path}${search ? `?${search}` : ''}`
}

async function exchange(req: ApiRequest): Promise<{ status: number; text: string }> {
  const stored = getConnection()
  const target: ConnectionTarget = req.target ?? {
    baseUrl: stored?.baseUrl ?? '',
    apiKey: stored?.apiKey ?? null,
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (target.apiKey) headers[AUTH_HEADER] = target.apiKey
  if (req.body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  let text: string
  try {
    response = await fetch(buildUrl(target.baseUrl, req.path, req.query), {
      method: req.method,
      headers,
      body: req.body === undefined ? null : JSON.stringify(req.body),
      signal: req.signal ?? null,
      credentials: 'omit',
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
      cause: cause instanceof Error ? cause.message : String(cause),
    })
  }
  if (response.ok) return { status: response.status, text }

  const error = classify(response.status, response.headers, text)
  if (error.kind === 'rate-limited') noteRateLimited(error.retryAfterSeconds)
  // A probe with its own target reports to the dialog that sent it, not to the whole app.
  if (error.kind === 'unauthorized' && !req.target) reportUnauthorized(error.message)
  throw error
}

function decodeError(req: ApiRequest, status: number, field: string, problem: string) {
  return apiError({ kind: 'decode', status, operation: req.operation, field, problem })
}
