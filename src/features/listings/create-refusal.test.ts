import { describe, expect, it } from 'vitest'
import type { ErrorOption } from 'react-hook-form'
import { apiError } from '../../api/api-error'
import type { FormTarget } from '../../api/error-display'
import { applyCreateError, SELL_LIMIT_REACHED, WEB_INTERFACE_ONLY } from './create-refusal'

// A refused create (spec: Errors > Shape 2): stable codes and web-interface-only rules by code or field
// name, never by text; the rest at their fields.

type Values = { nationalDrugCode: string; lotNumber: string }

function recordingForm() {
  const calls: { name: string; message: string | undefined }[] = []
  const form = {
    getValues: () => ({ nationalDrugCode: '00002-7597-01', lotNumber: 'LOT-7' }),
    setError: (name: string, error: ErrorOption) => calls.push({ name, message: error.message }),
  } as unknown as FormTarget<Values>
  return { form, calls }
}
const context = { pharmacyNpi: 1234567893, what: 'listing' }
const shape2 = (items: { propertyName: string | null; errorCode: string; errorMessage: string }[]) =>
  apiError({ kind: 'field-validation', status: 400, items })

describe('applyCreateError', () => {
  it('a certification rule (by its field name) sends the user to the web interface, whatever its text', () => {
    const { form, calls } = recordingForm()
    const failure = applyCreateError(
      shape2([
        { propertyName: 'RequireCertificationFile', errorCode: 'PredicateValidator', errorMessage: 'x' },
      ]),
      form,
      context,
    )
    expect(failure).toBe('shown')
    expect(calls).toEqual([{ name: 'root.server', message: `${WEB_INTERFACE_ONLY} The service said: x` }])
  })

  it('the limit, the scan and a field error together: two messages above the button, one at its field', () => {
    const { form, calls } = recordingForm()
    applyCreateError(
      shape2([
        { propertyName: 'LotNumber', errorCode: 'NotEmptyValidator', errorMessage: 'Lot is required.' },
        { propertyName: 'NationalDrugCode', errorCode: 'ndcSellLimitReached', errorMessage: 'Ten.' },
        { propertyName: null, errorCode: 'medicationScanRequired', errorMessage: 'Scan.' },
      ]),
      form,
      context,
    )
    expect(calls).toEqual([
      { name: 'lotNumber', message: 'Lot is required.' },
      {
        name: 'root.server',
        message: `${WEB_INTERFACE_ONLY} The service said: Scan. ${SELL_LIMIT_REACHED} The service said: Ten.`,
      },
    ])
  })

  it('shape 1 shows the service message, branching on nothing but the kind', () => {
    const { form, calls } = recordingForm()
    applyCreateError(
      apiError({
        kind: 'business-rule',
        status: 400,
        errorCode: 500114,
        message: 'Restricted here.',
      }),
      form,
      context,
    )
    expect(calls).toEqual([{ name: 'root.server', message: 'Restricted here.' }])
  })
})
