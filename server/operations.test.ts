// Every operation against the rules all of them share: success status, the key (missing / wrong),
// validation before authentication, accepted and refused content types, unknown fields ignored.
import { describe, expect, test } from 'vitest'
import { AUTHENTICATED_OPERATIONS, BODY_OPERATIONS, OPERATIONS, SUCCESS_STATUS } from './test-bodies'
import { createTestApp, expectShape } from './test-app'

const OK_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json-patch+json',
  'text/json',
  'application/problem+json',
  'application/vnd.marketplace.v1+json',
]

describe.each(Object.entries(OPERATIONS))('%s', (name, operation) => {
  test('succeeds with its documented status', async () => {
    const { call } = createTestApp()
    const response = await call(operation)
    expect(response.statusCode, response.body).toBe(SUCCESS_STATUS[name])
    if (response.statusCode === 204) expect(response.body).toBe('')
    else expect(response.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe.each(AUTHENTICATED_OPERATIONS)('%s authentication', (_name, operation) => {
  test('401 in shape 4 without X-SERVICE-AUTH', async () => {
    const { app } = createTestApp()
    const response = await app.inject(operation)
    const body = expectShape(response, 401, 4)
    expect(body).toEqual({
      error: 'Unauthorized',
      statusCode: 401,
      message: expect.stringContaining('X-SERVICE-AUTH') as string,
    })
  })

  test('401 in shape 4 with a wrong key', async () => {
    const { call } = createTestApp()
    const response = await call({ ...operation, headers: { 'x-service-auth': 'not-a-key' } })
    expect(expectShape(response, 401, 4).error).toBe('Unauthorized')
  })

  test('401 with an empty key', async () => {
    const { call } = createTestApp()
    expectShape(await call({ ...operation, headers: { 'x-service-auth': '' } }), 401, 4)
  })
})

describe.each(BODY_OPERATIONS)('%s body handling', (name, operation) => {
  test('reads a body that starts with a UTF-8 byte-order mark', async () => {
    const { call } = createTestApp()
    const response = await call({
      ...operation,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from('\uFEFF' + JSON.stringify(operation.payload), 'utf8'),
    })
    expect(response.statusCode, response.body).toBe(SUCCESS_STATUS[name])
  })

  test.each(OK_CONTENT_TYPES)('accepts %s', async (contentType) => {
    const { call } = createTestApp()
    const response = await call({
      ...operation,
      headers: { 'content-type': contentType },
      payload: JSON.stringify(operation.payload),
    })
    expect(response.statusCode, response.body).toBe(SUCCESS_STATUS[name])
  })

  test.each([
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ])('refuses %s with 415 in shape 4', async (contentType) => {
    const { call } = createTestApp()
    const response = await call({
      ...operation,
      headers: { 'content-type': contentType },
      payload: JSON.stringify(operation.payload),
    })
    expect(expectShape(response, 415, 4).error).toBe('Unsupported Media Type')
  })

  test('malformed JSON is shape 3, reported before authentication', async () => {
    const { app } = createTestApp()
    const response = await app.inject({
      ...operation,
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    })
    expect(Object.keys(expectShape(response, 400, 3).errors as object)).toEqual(['$'])
  })

  test('an empty body is shape 3, reported before authentication', async () => {
    const { app } = createTestApp()
    const response = await app.inject({
      ...operation,
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(expectShape(response, 400, 3).errors).toEqual({ '': ['A non-empty request body is required.'] })
  })

  test('a JSON null body is shape 3', async () => {
    const { call } = createTestApp()
    expectShape(
      await call({ ...operation, headers: { 'content-type': 'application/json' }, payload: 'null' }),
      400,
      3,
    )
  })

  test('unknown fields are ignored', async () => {
    const { call } = createTestApp()
    const payload = Array.isArray(operation.payload)
      ? operation.payload
      : { ...(operation.payload as object), surprise: { deep: [1, 2] }, __proto__x: 1 }
    const response = await call({ ...operation, payload })
    expect(response.statusCode, response.body).toBe(SUCCESS_STATUS[name])
  })
})

test('an unknown /api route answers 404 in shape 4', async () => {
  const { call } = createTestApp()
  const response = await call({ method: 'GET', url: '/api/v1/nothing-here' })
  expect(expectShape(response, 404, 4)).toEqual({
    error: 'Not Found',
    statusCode: 404,
    message: 'No resource matches GET /api/v1/nothing-here.',
  })
})

test('a known route with another method answers 404 in shape 4', async () => {
  const { call } = createTestApp()
  expectShape(await call({ method: 'PATCH', url: '/api/v1/draft-listings/search', payload: {} }), 404, 4)
})

test('a DELETE is not refused for a content type it does not read', async () => {
  const { call } = createTestApp()
  const response = await call({
    ...OPERATIONS['delete draft'],
    headers: { 'content-type': 'text/plain' },
    payload: 'ignored',
  })
  expect(response.statusCode).toBe(204)
})

test('a body without any Content-Type is refused with 415', async () => {
  const { app } = createTestApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/groups/npi-update',
    payload: Buffer.from('[1234567893]'),
  })
  expect(expectShape(response, 415, 4).error).toBe('Unsupported Media Type')
})
