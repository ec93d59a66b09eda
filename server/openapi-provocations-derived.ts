// What any operation of a kind can be made to answer, read from what the OpenAPI document says of it:
// a wrong key unless it is public, the rate limit, a store that fails, the body read of a POST, PUT or
// DELETE, a path that cannot be decoded, and every fault when a fault rule can target it. With the
// operation's own refusals (openapi-provocations.ts) this is the table openapi-conformance.test.ts sends.
import type { InjectOptions } from 'fastify'
import { FAULT_OPERATIONS, type FaultResponse } from '../src/contract/sandbox-faults'
import type { Provocation } from './openapi-provocations'
import { urlOf } from './test-app'

export type DocumentedOperation = {
  operationId: string
  security?: unknown[]
  parameters?: { in: string }[]
  requestBody?: unknown
  responses: object
}

const BIG = JSON.stringify({ pad: 'x'.repeat(1_100_000) })
const FAULTS: [number, FaultResponse][] = [
  [409, { kind: 'status', status: 409 }],
  [500, { kind: 'status', status: 500 }],
  [502, { kind: 'status', status: 502 }],
  [503, { kind: 'status', status: 503 }],
  [503, { kind: 'status', status: 503, body: 'html' }],
  [504, { kind: 'status', status: 504 }],
  [429, { kind: 'rate-limited', retryAfterSeconds: 5 }],
  ...([1, 2, 3, 4] as const).map((shape): [number, FaultResponse] => [400, { kind: 'shape', shape }]),
]
const headers = (valid: InjectOptions, more: Record<string, string>) => ({
  ...valid,
  headers: { ...(valid.headers as Record<string, string> | undefined), ...more },
})

/** What any operation of this kind can be made to answer, from what the document says of it. */
export function derived(method: string, op: DocumentedOperation): Provocation[] {
  const out: Provocation[] = [
    {
      name: 'rate limit',
      status: 429,
      testApp: { rateLimitPerMinute: 1 },
      before: (t) => t.call({ url: '/api/v1/openapi.json' }),
    },
  ]
  if (op.security === undefined) {
    out.push({
      name: 'wrong key',
      status: 401,
      request: (v) => headers(v, { 'x-service-auth': 'not-a-key' }),
    })
  }
  if (op.operationId !== 'getOpenApiDocument') {
    out.push({ name: 'store down', status: 500, before: (t) => t.store.close() })
  }
  if (method !== 'get') {
    const json = { 'content-type': 'application/json' }
    out.push(
      { name: 'body too large', status: 413, request: (v) => ({ ...headers(v, json), payload: BIG }) },
      {
        name: 'not a media type',
        status: 415,
        request: (v) => ({ ...headers(v, { 'content-type': '/' }), payload: '{}' }),
      },
      { name: 'malformed JSON', status: 400, request: (v) => ({ ...headers(v, json), payload: '{' }) },
      {
        name: 'Content-Length wrong',
        status: 400,
        request: (v) => ({ ...headers(v, { ...json, 'content-length': '10' }), payload: '{}' }),
      },
    )
  }
  if ('requestBody' in op) {
    out.push({
      name: 'text/plain',
      status: 415,
      request: (v) => ({ ...headers(v, { 'content-type': 'text/plain' }), payload: 'x' }),
    })
  }
  if (op.parameters?.some((p) => p.in === 'path')) {
    const undecodable = (url: string) => url.replace(/\/[^/?]+(\?|$)/, '/%E0%A4%A$1')
    out.push({
      name: 'undecodable path',
      status: 400,
      request: (v) => ({ ...v, url: undecodable(urlOf(v)) }),
    })
  }
  if ((FAULT_OPERATIONS as readonly string[]).includes(op.operationId)) {
    for (const [status, response] of FAULTS) {
      out.push({
        name: `fault ${JSON.stringify(response)}`,
        status,
        before: (t) =>
          t.call({
            method: 'POST',
            url: '/api/v1/sandbox/faults',
            payload: { operation: op.operationId, response },
          }),
      })
    }
  }
  return out
}
