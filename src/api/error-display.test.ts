import { describe, expect, it } from 'vitest'
import type { ErrorOption } from 'react-hook-form'
import { apiError, API_ERROR_KINDS, type ApiErrorDetail } from './api-error'
import { applyToForm, describeError, toToast, WEB_INTERFACE_NOTE, type FormTarget } from './error-display'
import { QUANTITY_ITEM } from '../test-support/field-validation-fixture'

interface ListingForm {
  pharmacyNPI: number
  lotNumber: string
  price: number
  quantity: number
  nationalDrugCode: string
}

function recordingForm() {
  const calls: { name: string; error: ErrorOption; focus: boolean }[] = []
  const values: ListingForm = {
    pharmacyNPI: 1234567893,
    lotNumber: 'LOT-7',
    price: 12.5,
    quantity: 31,
    nationalDrugCode: '00002-7597-01',
  }
  const form = {
    getValues: () => values,
    setError: (name: string, error: ErrorOption, options?: { shouldFocus?: boolean }) => {
      calls.push({ name, error, focus: options?.shouldFocus ?? false })
    },
  } as unknown as FormTarget<ListingForm>
  return { form, calls }
}

const examples: Record<(typeof API_ERROR_KINDS)[number], ApiErrorDetail> = {
  'business-rule': {
    kind: 'business-rule',
    status: 400,
    errorCode: 500114,
    message: 'Pharmacies in Ohio are under review.',
  },
  'field-validation': {
    kind: 'field-validation',
    status: 400,
    items: [QUANTITY_ITEM],
  },
  'request-shape': {
    kind: 'request-shape',
    status: 400,
    title: 'One or more validation errors occurred.',
    fields: { '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'] },
  },
  generic: { kind: 'generic', status: 400, error: 'Bad Request', message: 'pharmacyNpi is required.' },
  'rate-limited': { kind: 'rate-limited', status: 429, retryAfterSeconds: 7 },
  unauthorized: { kind: 'unauthorized', status: 401, message: 'Invalid key.' },
  forbidden: { kind: 'forbidden', status: 403, message: 'NPI 1234567893 is not in your group.' },
  'not-found': { kind: 'not-found', status: 404, message: 'No listing with that id.' },
  conflict: { kind: 'conflict', status: 409, message: 'The listing is not Pending.' },
  network: { kind: 'network', method: 'PUT', mayHaveApplied: true, cause: 'Failed to fetch' },
  decode: {
    kind: 'decode',
    status: 200,
    operation: 'update listing',
    field: 'price',
    problem: 'Invalid input: expected number, received string',
  },
  unknown: { kind: 'unknown', status: 502, bodyExcerpt: '<html>Bad Gateway</html>' },
}

describe('applyToForm', () => {
  it('puts request-shape messages on fields, case-insensitively and without $. or body. prefixes', () => {
    const { form, calls } = recordingForm()
    const error = apiError({
      kind: 'request-shape',
      status: 400,
      title: 'One or more validation errors occurred.',
      fields: {
        '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'],
        LotNumber: ['The LotNumber field is required.'],
        'body.Quantity': ['Bad quantity.'],
      },
    })
    const applied = applyToForm(error, form)
    expect(applied).toEqual({ fields: ['price', 'lotNumber', 'quantity'], root: null })
    expect(calls).toEqual([
      {
        name: 'price',
        error: {
          type: 'server',
          message: 'The JSON value could not be converted to System.Decimal. Path: $.price',
        },
        focus: true,
      },
      {
        name: 'lotNumber',
        error: { type: 'server', message: 'The LotNumber field is required.' },
        focus: false,
      },
      { name: 'quantity', error: { type: 'server', message: 'Bad quantity.' }, focus: false },
    ])
  })

  it('puts field-validation items on the field named by propertyName, through the field map first', () => {
    const { form, calls } = recordingForm()
    const error = apiError({
      kind: 'field-validation',
      status: 400,
      items: [
        { propertyName: 'PharmacyNpi', errorCode: 'PredicateValidator', errorMessage: 'NPI is not valid.' },
        QUANTITY_ITEM,
      ],
    })
    const applied = applyToForm(error, form, { pharmacynpi: 'pharmacyNPI' })
    expect(applied).toEqual({ fields: ['pharmacyNPI', 'quantity'], root: null })
    expect(calls.map((c) => [c.name, c.error.message])).toEqual([
      ['pharmacyNPI', 'NPI is not valid.'],
      ['quantity', 'Quantity must be between 0.01 and 30.'],
    ])
  })

  it('places a stable code without propertyName by the code, and says it needs the web interface', () => {
    const { form, calls } = recordingForm()
    const error = apiError({
      kind: 'field-validation',
      status: 400,
      items: [{ propertyName: null, errorCode: 'medicationScanRequired', errorMessage: 'Scan the package.' }],
    })
    applyToForm(error, form, { medicationScanRequired: 'nationalDrugCode' })
    expect(calls).toEqual([
      {
        name: 'nationalDrugCode',
        error: { type: 'server', message: `Scan the package. ${WEB_INTERFACE_NOTE}` },
        focus: true,
      },
    ])
  })

  it('never looks a validator name up as a field: unplaced items go to the root, joined', () => {
    const { form, calls } = recordingForm()
    const error = apiError({
      kind: 'field-validation',
      status: 400,
      items: [
        { propertyName: null, errorCode: 'lotNumber', errorMessage: 'First.' },
        { propertyName: 'Unknown', errorCode: 'ndcSellLimitReached', errorMessage: 'Limit reached.' },
      ],
    })
    const applied = applyToForm(error, form)
    expect(applied).toEqual({ fields: [], root: 'First. Limit reached.' })
    expect(calls).toEqual([
      {
        name: 'root.server',
        error: { type: 'server', message: 'First. Limit reached.' },
        focus: false,
      },
    ])
  })

  it.each(API_ERROR_KINDS.filter((k) => k !== 'field-validation' && k !== 'request-shape'))(
    'puts a %s error on the root with its described message',
    (kind) => {
      const { form, calls } = recordingForm()
      const error = apiError(examples[kind])
      expect(applyToForm(error, form)).toEqual({ fields: [], root: describeError(error) })
      expect(calls).toEqual([
        { name: 'root.server', error: { type: 'server', message: describeError(error) }, focus: false },
      ])
    },
  )
})

describe('toToast', () => {
  const expected: Record<
    (typeof API_ERROR_KINDS)[number],
    { message: string; severity: 'error' | 'warning' }
  > = {
    'business-rule': { message: 'Pharmacies in Ohio are under review.', severity: 'error' },
    'field-validation': { message: 'Quantity must be between 0.01 and 30.', severity: 'error' },
    'request-shape': {
      message:
        'One or more validation errors occurred. The JSON value could not be converted to System.Decimal. Path: $.price',
      severity: 'error',
    },
    generic: { message: 'pharmacyNpi is required.', severity: 'error' },
    'rate-limited': {
      message: 'The service is receiving too many requests and asked to wait 7 seconds.',
      severity: 'warning',
    },
    unauthorized: {
      message: 'The service did not accept the API key. Check the key in the connection settings.',
      severity: 'error',
    },
    forbidden: { message: 'Not allowed: NPI 1234567893 is not in your group.', severity: 'error' },
    'not-found': { message: 'Not found: No listing with that id.', severity: 'error' },
    conflict: { message: 'This can no longer be changed: The listing is not Pending.', severity: 'error' },
    network: {
      message:
        'The connection failed before the service answered, so the change may or may not have been applied. Check the current state before trying again.',
      severity: 'warning',
    },
    decode: {
      message:
        'The service answered "update listing" in a form this dashboard does not understand (price: Invalid input: expected number, received string). This is a bug in the dashboard or the service; please report it with this message.',
      severity: 'error',
    },
    unknown: {
      message:
        'The service answered with an unexpected response (HTTP 502). Try again; if it keeps happening, report it.',
      severity: 'error',
    },
  }

  it.each(API_ERROR_KINDS)('gives the message of a %s error', (kind) => {
    expect(toToast(apiError(examples[kind]))).toEqual(expected[kind])
  })

  it('tells a failed read apart from a write that may have been applied', () => {
    expect(
      toToast(apiError({ kind: 'network', method: 'GET', mayHaveApplied: false, cause: 'offline' })),
    ).toEqual({
      message: 'The service could not be reached. Check the network and the service address.',
      severity: 'error',
    })
  })

  it("says a 2xx that is not the service's JSON came from something in between, without its body", () => {
    const html = '<html><body>Sign in to the guest network</body></html>'
    const { message } = toToast(apiError({ kind: 'unknown', status: 200, bodyExcerpt: html }))
    expect(message).toBe(
      "The answer (HTTP 200) was not the service's data; a proxy or a network sign-in page may have answered instead.",
    )
    expect(message).not.toContain('<html>')
  })

  it('shows a business-rule message as given, whatever its code', () => {
    const message = 'Texas pharmacies must renew their license before listing.'
    expect(
      toToast(apiError({ kind: 'business-rule', status: 400, errorCode: 500114, message })).message,
    ).toBe(message)
    expect(
      toToast(apiError({ kind: 'business-rule', status: 400, errorCode: 500199, message: '' })).message,
    ).toBe('The marketplace refused this request (code 500199).')
  })
})
