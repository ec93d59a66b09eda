import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { API_ERROR_KINDS, isApiError } from './api-error'
import { classify, parseRetryAfter } from './classify'
import {
  QUANTITY_BODY_ITEM,
  QUANTITY_ITEM,
  fieldValidationBody,
} from '../test-support/field-validation-fixture'

const json = { 'content-type': 'application/json' }
const NOW = new Date('2026-03-02T10:00:00Z')

describe('classify: the four 400 shapes (spec: Errors > Telling the shapes apart)', () => {
  it('reads a numeric errorCode as a business rule, keeping the message as given', () => {
    const body = {
      message: 'Pharmacies in Ohio may not list on the marketplace during review.',
      errorCode: 500114,
      projectType: 'Pharmacy',
    }
    const error = classify(400, json, JSON.stringify(body))
    expect(error).toMatchObject({
      kind: 'business-rule',
      status: 400,
      errorCode: 500114,
      message: body.message,
    })
    expect(isApiError(error)).toBe(true)
    expect(error).toBeInstanceOf(Error)
  })

  it('reads isValid with errors.$values as field validation, item by item', () => {
    const body = fieldValidationBody(QUANTITY_BODY_ITEM, {
      errorCode: 'medicationScanRequired',
      errorMessage: 'This medication must be scanned.',
    })
    const error = classify(400, json, JSON.stringify(body))
    expect(error).toMatchObject({
      kind: 'field-validation',
      status: 400,
      items: [
        QUANTITY_ITEM,
        {
          propertyName: null,
          errorCode: 'medicationScanRequired',
          errorMessage: 'This medication must be scanned.',
        },
      ],
    })
  })

  it('reads title, status and errors keyed by field as the request shape', () => {
    const body = {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: {
        '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'],
        LotNumber: ['The LotNumber field is required.'],
      },
      traceId: '00-abc-def-00',
    }
    const error = classify(400, json, JSON.stringify(body))
    expect(error).toMatchObject({
      kind: 'request-shape',
      status: 400,
      title: 'One or more validation errors occurred.',
      fields: body.errors,
    })
  })

  it('reads error, statusCode and message as the generic shape on a 400 and a 415', () => {
    const missing = { error: 'Bad Request', statusCode: 400, message: 'pharmacyNpi is required.' }
    expect(classify(400, json, JSON.stringify(missing))).toMatchObject({
      kind: 'generic',
      status: 400,
      error: 'Bad Request',
      message: 'pharmacyNpi is required.',
    })
    const media = { error: 'Unsupported Media Type', statusCode: 415, message: 'Send JSON.' }
    expect(classify(415, json, JSON.stringify(media))).toMatchObject({
      kind: 'generic',
      status: 415,
      message: 'Send JSON.',
    })
  })

  it('gives auth, permission, missing and state problems their own kinds with the service message', () => {
    const body = (error: string, statusCode: number, message: string) =>
      JSON.stringify({ error, statusCode, message })
    expect(
      classify(401, json, body('Unauthorized', 401, 'Missing or invalid X-SERVICE-AUTH.')),
    ).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Missing or invalid X-SERVICE-AUTH.' })
    expect(classify(403, json, body('Forbidden', 403, 'NPI 1234567893 is not in your group.'))).toMatchObject(
      { kind: 'forbidden', status: 403, message: 'NPI 1234567893 is not in your group.' },
    )
    expect(classify(404, json, body('Not Found', 404, 'No listing with that id.'))).toMatchObject({
      kind: 'not-found',
      status: 404,
      message: 'No listing with that id.',
    })
    expect(classify(409, json, body('Conflict', 409, 'The listing is not Pending.'))).toMatchObject({
      kind: 'conflict',
      status: 409,
      message: 'The listing is not Pending.',
    })
  })

  it('keeps the status kinds for bodies that are not JSON, with a default message', () => {
    expect(classify(401, {}, '')).toMatchObject({
      kind: 'unauthorized',
      message: 'The service did not accept the API key.',
    })
    expect(classify(404, {}, '<html>Not here</html>')).toMatchObject({ kind: 'not-found', status: 404 })
  })
})

describe('classify: rate limit (spec: Errors > Rate-limit rejection)', () => {
  it('reads Retry-After in seconds from an empty 429', () => {
    expect(classify(429, new Headers({ 'Retry-After': '2' }), '', NOW)).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterSeconds: 2,
    })
  })

  it('reads Retry-After as an HTTP-date, rounding up to whole seconds', () => {
    const headers = { 'retry-after': 'Mon, 02 Mar 2026 10:00:41 GMT' }
    expect(classify(429, headers, '', new Date('2026-03-02T10:00:00.500Z'))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 41,
    })
  })

  it('gives null when Retry-After is missing or unreadable, and 0 for a date already past', () => {
    expect(classify(429, {}, '', NOW)).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: null })
    expect(classify(429, { 'Retry-After': 'soon' }, '', NOW)).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: null,
    })
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:00:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfter(' 17 ', NOW)).toBe(17)
    expect(parseRetryAfter('1.5', NOW)).toBeNull()
    expect(parseRetryAfter('9'.repeat(40), NOW)).toBeNull()
  })

  it('is a rate limit whatever body a proxy adds to the 429', () => {
    expect(classify(429, { 'Retry-After': '5' }, '<html>slow down</html>', NOW)).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 5,
    })
  })
})

describe('classify: anything else is unknown', () => {
  it('classifies an HTML page from a proxy, an empty 500 and unrelated JSON as unknown with an excerpt', () => {
    const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>'
    expect(classify(502, { 'content-type': 'text/html' }, html)).toMatchObject({
      kind: 'unknown',
      status: 502,
      bodyExcerpt: html,
    })
    expect(classify(500, {}, '')).toMatchObject({ kind: 'unknown', status: 500, bodyExcerpt: '' })
    expect(classify(400, json, '{"detail":"nope"}')).toMatchObject({ kind: 'unknown', status: 400 })
    expect(classify(400, json, '[1,2,3]')).toMatchObject({ kind: 'unknown', status: 400 })
    expect(classify(500, json, 'null')).toMatchObject({ kind: 'unknown', status: 500 })
  })

  it('cuts long bodies to a 200-character excerpt', () => {
    const error = classify(503, {}, 'x'.repeat(5000))
    expect(error.kind === 'unknown' && error.bodyExcerpt.length).toBe(200)
  })

  it('reads a generic body on a 500 as generic, keeping the status for the retry policy', () => {
    const body = { error: 'Internal Server Error', statusCode: 500, message: 'Something went wrong.' }
    expect(classify(500, json, JSON.stringify(body))).toMatchObject({ kind: 'generic', status: 500 })
  })
})

describe('classify: property (fast-check)', () => {
  const shapedBody = fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .record({ message: fc.anything(), errorCode: fc.anything(), projectType: fc.anything() })
      .map((v) => JSON.stringify(v) ?? ''),
    fc
      .record({
        isValid: fc.anything(),
        errors: fc.record({ $id: fc.anything(), $values: fc.array(fc.anything()) }),
      })
      .map((v) => JSON.stringify(v) ?? ''),
    fc
      .record({
        title: fc.anything(),
        status: fc.anything(),
        errors: fc.dictionary(fc.string(), fc.anything()),
      })
      .map((v) => JSON.stringify(v) ?? ''),
    fc
      .record({ error: fc.anything(), statusCode: fc.anything(), message: fc.anything() })
      .map((v) => JSON.stringify(v) ?? ''),
  )
  const headers = fc.dictionary(
    fc.oneof(fc.string(), fc.constant('Retry-After'), fc.constant('retry-after')),
    fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
    ),
  )
  const status = fc.oneof(
    fc.integer({ min: 100, max: 599 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(400, 401, 403, 404, 409, 429, 500),
  )

  it('never throws and always gives exactly one known kind, consistent with the status', () => {
    fc.assert(
      fc.property(status, headers, shapedBody, fc.date(), (code, head, body, now) => {
        const error = classify(code, head, body, now)
        expect(isApiError(error)).toBe(true)
        expect(API_ERROR_KINDS.filter((kind) => kind === error.kind)).toHaveLength(1)
        const byStatus: Record<number, string> = {
          401: 'unauthorized',
          403: 'forbidden',
          404: 'not-found',
          409: 'conflict',
          429: 'rate-limited',
        }
        if (byStatus[code]) expect(error.kind).toBe(byStatus[code])
        if (error.kind === 'rate-limited') {
          expect(
            error.retryAfterSeconds === null ||
              (Number.isSafeInteger(error.retryAfterSeconds) && error.retryAfterSeconds >= 0),
          ).toBe(true)
        }
        expect(typeof error.message).toBe('string')
      }),
      { numRuns: 2000 },
    )
  })
})
