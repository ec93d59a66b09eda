// The one error type of the fetch layer. Every failure the dashboard can meet while talking to the
// service is one of these kinds; consumers `switch (error.kind)` and end with `assertNever`.
// spec: Errors (four 400 shapes, rate-limit rejection, status rules)

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One item of a field-validation body's `errors.$values`. spec: Errors > Shape 2 */
export interface FieldValidationItem {
  /** A stable code (medicationScanRequired, ndcSellLimitReached) or an internal validator name. */
  errorCode: string
  /** Written for end users; shown as given. */
  errorMessage: string
  /** Not documented by the spec; used to find the form field when present. */
  propertyName: string | null
}

export type ApiErrorDetail =
  /** spec: Errors > Shape 1. Branch on errorCode only; message is display-only. */
  | { kind: 'business-rule'; status: number; errorCode: number; message: string }
  /** spec: Errors > Shape 2 */
  | { kind: 'field-validation'; status: number; items: FieldValidationItem[] }
  /** spec: Errors > Shape 3. `fields` is the body's errors object as given (keys like `$.price`, `LotNumber`). */
  | { kind: 'request-shape'; status: number; title: string; fields: Record<string, string[]> }
  /** spec: Errors > Shape 4, for statuses that have no kind of their own (400, 415, 5xx). */
  | { kind: 'generic'; status: number; error: string; message: string }
  /**
   * spec: Errors > Rate-limit rejection. null when Retry-After is missing or unreadable. `sharedAddress`:
   * the answer came through this product's proxy, so every user of that server counts as one caller.
   */
  | { kind: 'rate-limited'; status: 429; retryAfterSeconds: number | null; sharedAddress?: boolean }
  | { kind: 'unauthorized'; status: 401; message: string }
  | { kind: 'forbidden'; status: 403; message: string }
  | { kind: 'not-found'; status: 404; message: string }
  | { kind: 'conflict'; status: 409; message: string }
  /**
   * No response arrived. For a write, the service may or may not have applied it (spec: Retries).
   * `crossOrigin`: the service is on another origin than this page, so a refused CORS check looks like this.
   */
  | { kind: 'network'; method: HttpMethod; mayHaveApplied: boolean; cause: string; crossOrigin?: boolean }
  /** A 2xx body that does not match the contract: a bug to report, never data to use. */
  | { kind: 'decode'; status: number; operation: string; field: string; problem: string }
  /** Any other response: non-JSON, an HTML page from a proxy, an empty 500, an unknown JSON body. */
  | { kind: 'unknown'; status: number; bodyExcerpt: string }

export type ApiErrorKind = ApiErrorDetail['kind']

export const API_ERROR_KINDS = [
  'business-rule',
  'field-validation',
  'request-shape',
  'generic',
  'rate-limited',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'network',
  'decode',
  'unknown',
] as const satisfies readonly ApiErrorKind[]

/** The runtime class behind ApiError, so that it is a real Error (stack, instanceof) and can be thrown. */
export class ApiFailure extends Error {
  override name = 'ApiError'
}

/** An Error that carries exactly one ApiErrorDetail; narrowing on `kind` narrows the rest. */
export type ApiError = ApiFailure & ApiErrorDetail

export function apiError(detail: ApiErrorDetail): ApiError {
  return Object.assign(new ApiFailure(summarize(detail)), detail)
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiFailure
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}

// A technical one-line summary for Error.message (kinds that carry a user message overwrite it).
function summarize(detail: ApiErrorDetail): string {
  switch (detail.kind) {
    case 'business-rule':
    case 'generic':
    case 'unauthorized':
    case 'forbidden':
    case 'not-found':
    case 'conflict':
      return detail.message
    case 'field-validation':
      return detail.items.map((item) => item.errorMessage).join(' ')
    case 'request-shape':
      return detail.title
    case 'rate-limited':
      return `Rate limited (retry after ${detail.retryAfterSeconds ?? 'an unknown number of'} seconds)`
    case 'network':
      return `No response to ${detail.method}: ${detail.cause}`
    case 'decode':
      return `Unexpected response body for ${detail.operation} at ${detail.field}: ${detail.problem}`
    case 'unknown':
      return `Unexpected response (HTTP ${detail.status})`
    default:
      return assertNever(detail)
  }
}
