import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form'
import { isStableFieldCode } from '../contract/errors'
import { assertNever, type ApiError, type FieldValidationItem } from './api-error'
import { RATE_LIMIT_FALLBACK_SECONDS } from './rate-limit-store'
import { isSignInMode } from './sign-in-mode'

// Where an ApiError shows up on screen, in one place: on form fields, on a form's root, or in a toast.
// Messages the service writes for pharmacists (business rules, field validation) are shown as given;
// code branches on errorCode only, never on a message and never on an internal validator name.
// spec: Errors > Shape 1, Shape 2, Display guidance

/** A 429 through this product's proxy: the service counts per address, and the proxy is one address. */
export const SHARED_ADDRESS_NOTE =
  'The service counts 300 requests a minute per address, and everyone using the dashboard through this server shares one address.'

/** No answer from a service on another origin: most often its CORS policy refused this page. */
export const CROSS_ORIGIN_NOTE =
  "The service may not accept calls from this page's address (CORS). Start the dashboard in proxy mode (UPSTREAM_URL) and connect to it instead."

export const WEB_INTERFACE_NOTE =
  "This step can only be done in the marketplace's web interface, not through this dashboard."

// Request fields the API accepts but cannot act on (spec: Gaps in this part, Display guidance).
const WEB_INTERFACE_PROPERTIES = new Set(['requirecertificationfile', 'populatedbytwodscan'])

export interface FormTarget<T extends FieldValues> {
  setError: UseFormSetError<T>
  getValues: UseFormGetValues<T>
}

/** API field name (any case, e.g. 'LotNumber' or a stable code) -> form field path. */
export type FieldMap<T extends FieldValues> = Readonly<Record<string, Path<T>>>

export interface AppliedError<T extends FieldValues> {
  /** Form fields that received a message, in the order the service listed them. */
  fields: Path<T>[]
  /** The message put on `root.server`, or null when every message found its field. */
  root: string | null
}

export interface ToastContent {
  message: string
  severity: 'error' | 'warning'
}

/**
 * Puts field-validation and request-shape messages on the matching form fields and everything else on
 * the form's root error (`root.server`). Typed values are untouched. Fields are found through `fieldMap`
 * first, then by the form's own top-level value names, both case-insensitively.
 */
export function applyToForm<T extends FieldValues>(
  error: ApiError,
  form: FormTarget<T>,
  fieldMap: FieldMap<T> = {},
): AppliedError<T> {
  // getValues() is the whole form's values object; its own keys are the top-level field names.
  const values: unknown = form.getValues()
  const formKeys = typeof values === 'object' && values !== null ? Object.keys(values) : []
  const resolve = (apiName: string): Path<T> | null => resolveField(apiName, fieldMap, formKeys)
  const byField = new Map<Path<T>, string[]>()
  const unplaced: string[] = []
  const place = (field: Path<T> | null, message: string) => {
    if (field === null) unplaced.push(message)
    else byField.set(field, [...(byField.get(field) ?? []), message])
  }

  if (error.kind === 'request-shape') {
    for (const [key, messages] of Object.entries(error.fields)) {
      place(resolve(key), messages.join(' ') || error.title)
    }
    if (Object.keys(error.fields).length === 0) unplaced.push(error.title)
  } else if (error.kind === 'field-validation') {
    for (const item of error.items) {
      // spec: Errors > Shape 2: key off errorCode where recognised; a validator name is never looked up.
      const field =
        item.propertyName !== null
          ? resolve(item.propertyName)
          : isStableFieldCode(item.errorCode)
            ? resolve(item.errorCode)
            : null
      place(field, fieldValidationMessage(item))
    }
    if (error.items.length === 0) unplaced.push(describeError(error))
  } else {
    unplaced.push(describeError(error))
  }

  let first = true
  for (const [field, messages] of byField) {
    form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: first })
    first = false
  }
  const root = unplaced.length > 0 ? unplaced.join(' ') : null
  if (root !== null) form.setError('root.server', { type: 'server', message: root })
  return { fields: [...byField.keys()], root }
}

/** The message for an error that belongs to no form (a failed load, a delete from a list). */
export function toToast(error: ApiError): ToastContent {
  const severity =
    error.kind === 'rate-limited' || (error.kind === 'network' && error.mayHaveApplied) ? 'warning' : 'error'
  return { message: describeError(error), severity }
}

/** One readable sentence (or the service's own words) for any ApiError. */
export function describeError(error: ApiError): string {
  switch (error.kind) {
    case 'business-rule':
      // spec: Errors > Shape 1: message is written for pharmacists (500114's text varies by state).
      return error.message || `The marketplace refused this request (code ${error.errorCode}).`
    case 'field-validation':
      return error.items.length > 0
        ? error.items.map(fieldValidationMessage).join(' ')
        : 'The service found a value it does not accept.'
    case 'request-shape': {
      const messages = Object.values(error.fields).flat()
      return messages.length > 0 ? `${error.title} ${messages.join(' ')}` : error.title
    }
    case 'generic':
      return error.message
    case 'rate-limited':
      return (
        `The service is receiving too many requests and asked to wait ${error.retryAfterSeconds ?? RATE_LIMIT_FALLBACK_SECONDS} seconds.` +
        (error.sharedAddress ? ` ${SHARED_ADDRESS_NOTE}` : '')
      )
    case 'unauthorized':
      // Signed in, a 401 is this server's: the session ended (the dialog to sign in again is open).
      if (isSignInMode()) return `${error.message} Sign in again, then send it again: what you typed is kept.`
      // The service's own words name the header the key travels in; people need only the key.
      return 'The service did not accept the API key. Check the key in the connection settings.'
    case 'forbidden':
      return `Not allowed: ${error.message}`
    case 'not-found':
      return `Not found: ${error.message}`
    case 'conflict':
      return `This can no longer be changed: ${error.message}`
    case 'network':
      return (
        (error.mayHaveApplied
          ? 'The connection failed before the service answered, so the change may or may not have been applied. Check the current state before trying again.'
          : 'The service could not be reached. Check the network and the service address.') +
        (error.crossOrigin ? ` ${CROSS_ORIGIN_NOTE}` : '')
      )
    case 'decode':
      return `The service answered "${error.operation}" in a form this dashboard does not understand (${error.field}: ${error.problem}). This is a bug in the dashboard or the service; please report it with this message.`
    case 'unknown':
      // A 2xx that is not the service's JSON usually comes from something in between (a sign-in page).
      return error.status >= 200 && error.status < 300
        ? `The answer (HTTP ${error.status}) was not the service's data; a proxy or a network sign-in page may have answered instead.`
        : `The service answered with an unexpected response (HTTP ${error.status}). Try again; if it keeps happening, report it.`
    default:
      return assertNever(error)
  }
}

function fieldValidationMessage(item: FieldValidationItem): string {
  const message = item.errorMessage || 'This value is not accepted.'
  const property = item.propertyName?.toLowerCase() ?? ''
  // ndcSellLimitReached is stable too, but the web interface cannot lift a limit: only the scan needs it.
  return item.errorCode === 'medicationScanRequired' || WEB_INTERFACE_PROPERTIES.has(property)
    ? `${message} ${WEB_INTERFACE_NOTE}`
    : message
}

// spec: Errors > Shape 3 keys are `$.price` for a wrong type and `LotNumber` for a missing field;
// some frameworks also prefix the body parameter's name.
function resolveField<T extends FieldValues>(
  apiName: string,
  fieldMap: FieldMap<T>,
  formKeys: readonly string[],
): Path<T> | null {
  const key = apiName
    .replace(/^\$\./, '')
    .replace(/^body\./i, '')
    .toLowerCase()
  for (const [name, path] of Object.entries(fieldMap)) {
    if (name.toLowerCase() === key) return path
  }
  const own = formKeys.find((name) => name.toLowerCase() === key)
  return own === undefined ? null : (own as Path<T>)
}
