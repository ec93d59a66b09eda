import type { FieldValues } from 'react-hook-form'
import { assertNever, type ApiError } from '../../api/api-error'
import { applyToForm, describeError, type FieldMap, type FormTarget } from '../../api/error-display'

// What an edit form does with a failed save, kind by kind. Typed values are never touched: messages go
// to the fields (and the first one gets focus) or above the buttons. spec: Errors, Status rules

/** After a success status whose body could not be read. */
export const APPLIED_UNREADABLE_NOTE =
  'The service answered with success, so the change was probably saved: reload to check before saving again.'

/** What the form must do besides showing the message. */
export type SaveFailure =
  /** Messages are shown; the user can correct and send again. */
  | 'shown'
  /** 409: the object is no longer Pending. The form is locked and offers to reload it. */
  | 'conflict'
  /** No answer to the write: it may have been applied. Offer to reload and check, never resend. */
  | 'check'

/**
 * A write that failed this way may still have been carried out (spec: Retries): no answer came after the
 * request left, or a success status came with a body that could not be read. Such a write is checked,
 * never sent again by itself.
 */
export function mayHaveBeenApplied(error: ApiError): boolean {
  if (error.kind === 'network') return error.mayHaveApplied
  return (error.kind === 'decode' || error.kind === 'unknown') && error.status >= 200 && error.status < 300
}

export interface SaveErrorContext {
  /** The acting pharmacy's NPI, named in the 403 message. */
  pharmacyNpi: number
  /** "listing", "cash offer". */
  what: string
}

export function applySaveError<T extends FieldValues>(
  error: ApiError,
  form: FormTarget<T>,
  context: SaveErrorContext,
  fieldMap?: FieldMap<T>,
): SaveFailure {
  const root = (message: string) => form.setError('root.server', { type: 'server', message })
  switch (error.kind) {
    // spec: Errors > Shape 2 and 3 at their fields; Shape 1 (a business rule) above the buttons.
    case 'field-validation':
    case 'request-shape':
    case 'business-rule':
      applyToForm(error, form, fieldMap)
      return 'shown'
    case 'conflict':
      root(
        `This ${context.what} is no longer Pending, so it cannot be changed and nothing was saved. ` +
          `The service said: ${error.message}`,
      )
      return 'conflict'
    case 'forbidden':
      root(
        `Pharmacy NPI ${context.pharmacyNpi} is not in the group of this API key, so the service refused ` +
          `the change (403). The service said: ${error.message}`,
      )
      return 'shown'
    case 'rate-limited':
      // Reached only after the one automatic resend was refused too (retry-policy.ts).
      root(`${describeError(error)} Nothing was saved. Send again when the wait is over.`)
      return 'shown'
    case 'network':
      root(describeError(error))
      return mayHaveBeenApplied(error) ? 'check' : 'shown'
    case 'decode':
    case 'unknown':
      // A 2xx means the service took the change; only its answer could not be read. spec: Retries
      if (mayHaveBeenApplied(error)) {
        root(`${describeError(error)} ${APPLIED_UNREADABLE_NOTE}`)
        return 'check'
      }
      root(describeError(error))
      return 'shown'
    case 'unauthorized':
    case 'not-found':
    case 'generic':
      root(describeError(error))
      return 'shown'
    default:
      return assertNever(error)
  }
}
