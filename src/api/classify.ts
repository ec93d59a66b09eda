import { PROXY_HEADER } from '../contract/proxy-header'
import { apiError, type ApiError, type FieldValidationItem } from './api-error'

// Turns any non-2xx response into exactly one ApiError kind. It must never throw, whatever a proxy,
// a load balancer or a future service version sends: classify.test.ts proves it with fast-check.
// spec: Errors > Telling the shapes apart

export type HeadersLike = Headers | Readonly<Record<string, string | undefined>>

const EXCERPT_LENGTH = 200

export function classify(
  status: number,
  headers: HeadersLike,
  bodyText: string,
  now: Date = new Date(),
): ApiError {
  // spec: Errors > Rate-limit rejection: the status line and Retry-After carry the information.
  if (status === 429) {
    return apiError({
      kind: 'rate-limited',
      status: 429,
      retryAfterSeconds: parseRetryAfter(headerValue(headers, 'retry-after'), now),
      ...(headerValue(headers, PROXY_HEADER) === null ? {} : { sharedAddress: true }),
    })
  }
  const body = parseJsonObject(bodyText)
  const bodyMessage = body ? messageOf(body) : null
  // spec: Errors > Status rules: these statuses mean the same thing whatever body carries them.
  switch (status) {
    case 401:
      return apiError({
        kind: 'unauthorized',
        status,
        message: bodyMessage ?? 'The service did not accept the API key.',
      })
    case 403:
      return apiError({
        kind: 'forbidden',
        status,
        message: bodyMessage ?? 'The acting pharmacy is not a member of this group.',
      })
    case 404:
      return apiError({
        kind: 'not-found',
        status,
        message: bodyMessage ?? 'The service does not have what was asked for.',
      })
    case 409:
      return apiError({
        kind: 'conflict',
        status,
        message: bodyMessage ?? 'It is no longer Pending, so it cannot be changed.',
      })
  }
  if (body === null) return unknownResponse(status, bodyText)

  // Shape 1: a numeric errorCode at the top level (shape 2's codes are strings, one level down).
  if (typeof body.errorCode === 'number' && Number.isFinite(body.errorCode)) {
    const message = typeof body.message === 'string' ? body.message : ''
    return apiError({ kind: 'business-rule', status, errorCode: body.errorCode, message })
  }
  // Shape 2: isValid with errors.$values.
  if ('isValid' in body && isRecord(body.errors) && Array.isArray(body.errors.$values)) {
    return apiError({ kind: 'field-validation', status, items: body.errors.$values.map(toFieldItem) })
  }
  // Shape 3: title and status, with errors keyed by field.
  if ('title' in body && 'status' in body && isRecord(body.errors)) {
    const title = typeof body.title === 'string' ? body.title : 'The request was not in the expected shape.'
    return apiError({ kind: 'request-shape', status, title, fields: toFieldMessages(body.errors) })
  }
  // Shape 4: error, statusCode and message.
  if ('error' in body && 'statusCode' in body && 'message' in body) {
    return apiError({
      kind: 'generic',
      status,
      error: typeof body.error === 'string' ? body.error : '',
      message:
        bodyMessage ?? (typeof body.error === 'string' ? body.error : 'The service refused the request.'),
    })
  }
  return unknownResponse(status, bodyText)
}

/** Retry-After is either delay-seconds or an HTTP-date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (value === null) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed)
    return Number.isSafeInteger(seconds) ? seconds : null
  }
  // Every HTTP-date form (IMF-fixdate, RFC 850, asctime) starts with a day name; nothing else is read as a date.
  if (!/^[A-Za-z]{3}/.test(trimmed)) return null
  const at = Date.parse(trimmed)
  const from = now.getTime()
  if (Number.isNaN(at) || Number.isNaN(from)) return null
  return Math.max(0, Math.ceil((at - from) / 1000))
}

function headerValue(headers: HeadersLike, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name)
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && typeof value === 'string') return value
  }
  return null
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return null
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function messageOf(body: Record<string, unknown>): string | null {
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
}

function toFieldItem(value: unknown): FieldValidationItem {
  if (!isRecord(value)) return { errorCode: '', errorMessage: '', propertyName: null }
  const code = value.errorCode
  return {
    errorCode: typeof code === 'string' ? code : typeof code === 'number' ? String(code) : '',
    errorMessage: typeof value.errorMessage === 'string' ? value.errorMessage : '',
    propertyName:
      typeof value.propertyName === 'string' && value.propertyName !== '' ? value.propertyName : null,
  }
}

function toFieldMessages(errors: Record<string, unknown>): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(errors)) {
    const messages = Array.isArray(value)
      ? value.filter((m): m is string => typeof m === 'string')
      : typeof value === 'string'
        ? [value]
        : []
    // defineProperty: a key such as "__proto__" must become a field, not a prototype.
    Object.defineProperty(fields, key, {
      value: messages,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return fields
}

/** Any answer that is none of the service's shapes, e.g. an HTML page from a proxy (even with a 2xx). */
export function unknownResponse(status: number, bodyText: string): ApiError {
  return apiError({ kind: 'unknown', status, bodyExcerpt: bodyText.slice(0, EXCERPT_LENGTH) })
}
