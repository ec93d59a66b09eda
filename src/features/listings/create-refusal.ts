import type { FieldValues } from 'react-hook-form'
import type { ApiError, FieldValidationItem } from '../../api/api-error'
import { applyToForm, type FormTarget } from '../../api/error-display'
import {
  applySaveError,
  type SaveErrorContext,
  type SaveFailure,
} from '../../components/forms/form-save-error'

// What a refused create means to the pharmacist (spec: Errors > Shape 2, Display guidance): the stable
// codes of shape 2 are branched on by code (never by text); a rule this API cannot meet (a 2D scan, a
// certification file) sends the user to the web interface; everything else goes where every form puts it
// (form-save-error.ts): fields, shape 1's message above the button, 401 and 403 as elsewhere.

// Request fields the API accepts but cannot act on: a refusal naming one needs the web interface.
const WEB_INTERFACE_PROPERTIES = new Set(['requirecertificationfile', 'populatedbytwodscan'])

export const WEB_INTERFACE_ONLY =
  "This drug must be listed from the marketplace's web interface: it needs a step this dashboard cannot do (a 2D scan of the package or a certification file). Nothing was created."

export const SELL_LIMIT_REACHED =
  'The limit of pending listings of this NDC was reached for this pharmacy, so nothing was created. It can be listed again once one of its pending listings is sold or cancelled.'

function needsWebInterface(item: FieldValidationItem): boolean {
  return (
    item.errorCode === 'medicationScanRequired' ||
    WEB_INTERFACE_PROPERTIES.has(item.propertyName?.toLowerCase() ?? '')
  )
}

const said = (items: readonly FieldValidationItem[]) =>
  items
    .map((item) => item.errorMessage)
    .filter(Boolean)
    .join(' ')

/** Puts a failed create's messages on the form; returns what the form must do besides showing them. */
export function applyCreateError<T extends FieldValues>(
  error: ApiError,
  form: FormTarget<T>,
  context: SaveErrorContext,
): SaveFailure {
  if (error.kind !== 'field-validation') return applySaveError(error, form, context)
  const webOnly = error.items.filter(needsWebInterface)
  const limit = error.items.filter((item) => item.errorCode === 'ndcSellLimitReached')
  const rest = error.items.filter((item) => !webOnly.includes(item) && !limit.includes(item))
  const messages: string[] = []
  if (webOnly.length > 0) messages.push(`${WEB_INTERFACE_ONLY} The service said: ${said(webOnly)}`)
  if (limit.length > 0) messages.push(`${SELL_LIMIT_REACHED} The service said: ${said(limit)}`)
  // The other items go to their fields; what names no field joins the messages above the button.
  const applied = rest.length > 0 ? applyToForm({ ...error, items: rest }, form) : null
  if (applied?.root) messages.push(applied.root)
  if (messages.length > 0) form.setError('root.server', { type: 'server', message: messages.join(' ') })
  return 'shown'
}
