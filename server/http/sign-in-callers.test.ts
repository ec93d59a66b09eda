// With sign-in on, the built-in sandbox keeps its contract for every client that is not the dashboard:
// a client with no key and no session gets what it gets from a sandbox with sign-in off (validation
// before authentication, the document and the demo connection without a key), and a browser's session
// cookie beside a key changes nothing. spec: Authentication ("Request validation runs before
// authentication"); docs/sandbox.md, Order of checks.
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { CSRF_HEADER } from './csrf'
import { NOT_SIGNED_IN } from '../team/team-context'
import { createTestApp, expectShape } from '../test-app'
import { BODY_OPERATIONS, OPERATIONS } from '../test-bodies'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'
import { buildProxyApp } from '../proxy-app'
import { httpUpstream } from '../proxy/upstream'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'

/** Status and body, without what differs on every answer (a shape 3's trace id). */
function answerOf(response: LightMyRequestResponse) {
  const text = response.body
  const body: unknown = text === '' ? '' : JSON.parse(text)
  if (body !== null && typeof body === 'object' && 'traceId' in body) delete body.traceId
  // The OpenAPI document, by its size and version rather than in full.
  if (body !== null && typeof body === 'object' && 'openapi' in body)
    return { status: response.statusCode, body: { openapi: body.openapi, length: text.length } }
  return { status: response.statusCode, body }
}

const malformed = (operation: InjectOptions): InjectOptions => ({
  ...operation,
  payload: '{"not JSON',
  headers: { 'content-type': 'application/json' },
})

/** Valid JSON of the wrong shape: an array for an object, an object for an array. */
const misshapen = (operation: InjectOptions): InjectOptions => ({
  ...operation,
  payload: Array.isArray(operation.payload) ? { not: 'a list' } : [operation.payload],
})

/** Every API operation as an anonymous client sends it: well-formed, and each body malformed two ways. */
const ANONYMOUS: [string, InjectOptions][] = [
  ...Object.entries(OPERATIONS),
  ...BODY_OPERATIONS.map(([name, op]): [string, InjectOptions] => [`${name}, malformed`, malformed(op)]),
  ...BODY_OPERATIONS.map(([name, op]): [string, InjectOptions] => [`${name}, misshapen`, misshapen(op)]),
]

describe('an anonymous client of a sign-in server', () => {
  test('gets what it gets with sign-in off, for every operation, well-formed or malformed', async () => {
    const signIn = await createTeamTestApp()
    const signInOff = createTestApp()
    const answers = async (app: typeof signInOff.app) => {
      const out: Record<string, unknown> = {}
      for (const [name, request] of ANONYMOUS) out[name] = answerOf(await app.inject(request))
      return out
    }
    const expected = await answers(signInOff.app)
    expect(await answers(signIn.app)).toEqual(expected)
    // What that is, spelled out for the two the issue names: the body before the key, no key for these two.
    expect(expected).toMatchObject({
      'update listing, misshapen': {
        status: 400,
        body: { title: 'One or more validation errors occurred.' },
      },
      'update listing': { status: 401 },
      'openapi document': { status: 200 },
      'demo connection': { status: 200, body: { apiKey: F.KEY_ONE, pharmacyNpi: F.NPI_MEMBER } },
    })
  }, 30_000)

  test('the dashboard without a session is asked to sign in', async () => {
    const t = await createTeamTestApp()
    const response = await t.browser(null, OPERATIONS['update listing']!)
    expect(expectShape(response, 401, 4).message).toBe(NOT_SIGNED_IN)
    // A stale session cookie is the dashboard's too, with or without its header.
    const stale = await t.app.inject({
      ...OPERATIONS['list cash offers']!,
      headers: { cookie: 'session=ended-long-ago' },
    })
    expect(expectShape(stale, 401, 4).message).toBe(NOT_SIGNED_IN)
  })
})

describe("a key-bearing client's answers do not depend on a browser's session", () => {
  test('the same answers with and without a signed-in cookie beside the key', async () => {
    // Two servers alike, so that the writes of one sequence do not change what the other answers.
    const alone = await createTeamTestApp()
    const beside = await createTeamTestApp()
    const cookie = await beside.signIn('admin')
    for (const [name, request] of ANONYMOUS) {
      const keyed = { ...request, headers: { ...request.headers, 'x-service-auth': F.KEY_TWO } }
      const withCookie = {
        ...keyed,
        headers: { ...keyed.headers, cookie, [CSRF_HEADER]: '1', origin: 'http://dashboard.test' },
      }
      expect({ name, answer: answerOf(await beside.app.inject(withCookie)) }).toEqual({
        name,
        answer: answerOf(await alone.app.inject(keyed)),
      })
    }
  }, 30_000)
})

describe('proxy mode with sign-in on', () => {
  test('a request with neither key nor session is not forwarded: the sign-in gate answers it', async () => {
    const store = await sqliteMemoryTeamEngine()
    // Nothing listens on the vendor's address: a forwarded request would be a 502.
    const upstreamUrl = 'http://127.0.0.1:9'
    const app = buildProxyApp({
      upstreamUrl,
      timeoutMs: 2_000,
      bodyLimitBytes: 100_000,
      team: {
        store,
        upstream: () => httpUpstream({ baseUrl: upstreamUrl, apiKey: 'the-group-key', timeoutMs: 2_000 }),
        sessionIdleMinutes: 30,
        sessionAbsoluteHours: 8,
        upstreamTimeoutMs: 2_000,
      },
    })
    try {
      for (const request of [OPERATIONS['openapi document']!, misshapen(OPERATIONS['update listing']!)]) {
        const response = await app.inject(request)
        expect(expectShape(response, 401, 4).message).toBe(NOT_SIGNED_IN)
      }
    } finally {
      await app.close()
      await store.close()
    }
  })
})
