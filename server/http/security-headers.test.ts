// Every kind of response carries the same three security headers, with exactly these values: an API answer,
// the dashboard's HTML (root and deep link) and its scripts, and every error path (request shape, 401,
// unknown route, unexpected failure, a URL Fastify cannot decode, and the rate limit's empty 429).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, shapeOf, type Shape } from '../test-app'
import { KEY_ONE, NPI_MEMBER } from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'
import { buildProxyApp } from '../proxy-app'
import { PLAIN_INDEX, dashboardDist } from './test-dashboard-dist'

// Written out here, not imported, so a change to the policy has to change this test too.
const EXPECTED = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; " +
    "connect-src 'self' http: https:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

const JSON_TYPE = { 'content-type': 'application/json' }
const site = dashboardDist('sandbox-headers-')
let app: FastifyInstance

beforeAll(async () => {
  site.write({ 'index.html': PLAIN_INDEX, 'assets/index.js': 'export {}' })
  app = createTestApp({ rateLimitPerMinute: 20, app: { dashboardDir: site.dist } }).app
  // A route that fails unexpectedly, to see the 500 path carry the headers too.
  app.get('/api/v1/test-failure', () => {
    throw new Error('database unavailable')
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  site.remove()
})

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect({
    'content-security-policy': response.headers['content-security-policy'],
    'x-content-type-options': response.headers['x-content-type-options'],
    'referrer-policy': response.headers['referrer-policy'],
  }).toEqual(EXPECTED)
}

describe('security headers', () => {
  test('on an API answer', async () => {
    const response = await app.inject({
      url: '/api/v1/pharmacies/search',
      headers: { 'x-service-auth': KEY_ONE },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expectSecurityHeaders(response)
  })

  test.each(['/', '/drafts', '/listings/40000000-0000-4000-8000-000000000001'])(
    'on the dashboard HTML at %s',
    async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('<div id="root">')
      expectSecurityHeaders(response)
    },
  )

  test('on a dashboard script', async () => {
    const response = await app.inject({ url: '/assets/index.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expectSecurityHeaders(response)
  })

  test.each([
    [
      'malformed JSON',
      { method: 'POST', url: '/api/v1/draft-listings/search', headers: JSON_TYPE, payload: '{' },
      400,
      3,
    ],
    [
      'a missing key',
      {
        method: 'POST',
        url: '/api/v1/draft-listings/search',
        headers: JSON_TYPE,
        payload: `{"pharmacyNpi":${NPI_MEMBER}}`,
      },
      401,
      4,
    ],
    ['an unknown API route', { method: 'GET', url: '/api/v1/no-such-thing' }, 404, 4],
    ['an unexpected failure', { method: 'GET', url: '/api/v1/test-failure' }, 500, 4],
    [
      'a URL that cannot be decoded',
      { method: 'GET', url: '/api/v1/cash-offers/%E0%A4%A?buyingPharmacyNpi=1' },
      400,
      4,
    ],
  ] satisfies [string, InjectOptions, number, Shape][])(
    'on an error: %s',
    async (_name, request, status, shape) => {
      const response = await app.inject(request)
      expect(response.statusCode).toBe(status)
      expect(shapeOf(response.json())).toBe(shape)
      expectSecurityHeaders(response)
    },
  )

  test('on the empty 429 of the rate limit', async () => {
    let response = await app.inject({ url: '/api/v1/pharmacies/search' })
    for (let tries = 0; response.statusCode !== 429 && tries < 30; tries++) {
      response = await app.inject({ url: '/api/v1/pharmacies/search' })
    }
    expect(response.statusCode).toBe(429)
    expect(response.body).toBe('')
    expectSecurityHeaders(response)
  })
})

describe('Strict-Transport-Security', () => {
  const hstsOf = async (options: { publicUrl?: string; team?: boolean; proxy?: boolean }) => {
    const base = { ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }) }
    if (options.proxy) {
      const proxy = buildProxyApp({
        upstreamUrl: 'http://127.0.0.1:9',
        timeoutMs: 1_000,
        bodyLimitBytes: 1_000,
        ...base,
      })
      try {
        return (await proxy.inject({ url: '/healthz' })).headers['strict-transport-security']
      } finally {
        await proxy.close()
      }
    }
    const t = options.team ? await createTeamTestApp({ team: base }) : createTestApp({ app: base })
    try {
      // An answer before routing, a refusal and a success: every one says it.
      const answers = await Promise.all([
        t.app.inject({ url: '/api/v1/%E0%A4%A' }),
        t.app.inject({ url: '/api/v1/pharmacies/search', headers: { 'x-service-auth': 'nobody' } }),
        t.app.inject({ url: '/healthz' }),
      ])
      const values = new Set(answers.map((answer) => answer.headers['strict-transport-security']))
      expect(values.size).toBe(1)
      return [...values][0]
    } finally {
      await t.app.close()
    }
  }

  test('on every answer when PUBLIC_URL is https, with sign-in on or off, and in proxy mode', async () => {
    const https = 'https://dashboard.example'
    expect(await hstsOf({ publicUrl: https })).toBe('max-age=31536000')
    expect(await hstsOf({ publicUrl: https, team: true })).toBe('max-age=31536000')
    expect(await hstsOf({ publicUrl: https, proxy: true })).toBe('max-age=31536000')
  })

  test('never over plain HTTP, where a browser would ignore it', async () => {
    expect(await hstsOf({})).toBeUndefined()
    expect(await hstsOf({ publicUrl: 'http://127.0.0.1:8080', team: true })).toBeUndefined()
  })
})
