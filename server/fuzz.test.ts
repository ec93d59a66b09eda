// No request, however malformed, produces a 5xx or a body outside the documented shapes.
// Generated bodies: arbitrary JSON, valid bodies with fields removed or replaced by arbitrary values,
// raw text that is not JSON, random content types, ids and query strings, with and without a key.
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { expect, test } from 'vitest'
import { OPERATIONS } from './test-bodies'
import { createTestApp, isDocumentedShape } from './test-app'
import { KEY_ONE } from './test-fixture'
const CONTENT_TYPES = [
  'application/json',
  'text/json',
  'application/json-patch+json',
  'application/x+json',
  'text/plain',
  'application/json; charset=latin1',
]

const mutatedBody = (base: unknown) => {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return fc.jsonValue()
  const keys = Object.keys(base)
  return fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...keys), fc.jsonValue(), { maxKeys: 3 }),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...(base as Record<string, unknown>), ...replace }
      for (const key of drop) delete body[key]
      return body
    })
}

const payloadFor = (operation: InjectOptions) =>
  fc.oneof(
    { weight: 4, arbitrary: mutatedBody(operation.payload).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)))
        .map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  )

const requestFor = (operation: InjectOptions) =>
  fc.record({
    payload: payloadFor(operation),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    withKey: fc.boolean(),
    pathNoise: fc.option(fc.string({ maxLength: 12 }), { freq: 4 }),
    queryNoise: fc.option(
      fc.dictionary(
        fc.constantFrom('pharmacyNpi', 'buyingPharmacyNpi', 'status', 'nationalDrugCode', 'x'),
        fc.string({ maxLength: 14 }),
      ),
      { freq: 3 },
    ),
  })

const generated = fc
  .constantFrom(...Object.values(OPERATIONS))
  .chain((operation) => requestFor(operation).map((parts) => ({ operation, ...parts })))

test('1,500 malformed requests: no 5xx, every refusal in one of the four shapes', async () => {
  const { app } = createTestApp()
  let count = 0
  await fc.assert(
    fc.asyncProperty(
      generated,
      async ({ operation, payload, contentType, withKey, pathNoise, queryNoise }) => {
        const [path = '', query = ''] = (operation.url as string).split('?')
        const noisyPath =
          pathNoise === null ? path : path.replace(/[0-9a-f-]{36}$/, encodeURIComponent(pathNoise))
        const noisyQuery = queryNoise === null ? query : new URLSearchParams(queryNoise).toString()
        const url = noisyQuery ? `${noisyPath}?${noisyQuery}` : noisyPath
        const request: InjectOptions = {
          method: operation.method,
          url,
          headers: { 'content-type': contentType, ...(withKey ? { 'x-service-auth': KEY_ONE } : {}) },
          ...(operation.method === 'GET' ? {} : { payload }),
        }
        const response = await app.inject(request)
        count++
        expect(response.statusCode, `${String(request.method)} ${url} ${payload}`).toBeLessThan(500)
        expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/)
        if (response.statusCode >= 400) {
          expect(isDocumentedShape(response.json()), response.body).toBe(true)
        }
      },
    ),
    { numRuns: 1500, seed: 20260302 },
  )
  expect(count).toBe(1500)
}, 120_000)
