// CORS_ORIGINS: browser apps on the listed origins may call the API; others get no allow-origin header.
// TRUST_PROXY: behind a balancer, the rate limit counts the caller named by X-Forwarded-For.
import { describe, expect, test } from 'vitest'
import { createTestApp } from '../test-app'

const APP = 'http://127.0.0.1:5999'
const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/api/v1/draft-listings/search',
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'x-service-auth,content-type',
  },
})

describe('CORS', () => {
  test('a preflight from a listed origin is answered with the key and body type allowed', async () => {
    const t = createTestApp({ app: { corsOrigins: [APP, 'https://other.example'] } })
    const response = await t.app.inject(preflight(APP))
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe(APP)
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toBe(
      'x-service-auth, content-type, if-none-match, prefer',
    )
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE')
  })

  test('an answer to a listed origin exposes Retry-After, ETag and Preference-Applied, 429 included', async () => {
    const t = createTestApp({ rateLimitPerMinute: 1, app: { corsOrigins: [APP] } })
    const call = () => t.call({ method: 'GET', url: '/api/v1/pharmacies/search', headers: { origin: APP } })
    const first = await call()
    expect(first.statusCode).toBe(200)
    expect(first.headers['access-control-allow-origin']).toBe(APP)
    expect(first.headers['access-control-expose-headers']).toBe('Retry-After, ETag, Preference-Applied')
    const refused = await call()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['access-control-allow-origin']).toBe(APP)
    expect(refused.headers['retry-after']).toBeDefined()
  })

  test('a preflight from another origin gets no allow-origin', async () => {
    const t = createTestApp({ app: { corsOrigins: [APP] } })
    const response = await t.app.inject(preflight('http://evil.example'))
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  test("'*' allows any origin; with no setting there is no CORS at all", async () => {
    const any = await createTestApp({ app: { corsOrigins: '*' } }).app.inject(preflight('http://x.example'))
    expect(any.headers['access-control-allow-origin']).toBe('*')
    const none = await createTestApp().app.inject(preflight(APP))
    expect(none.headers['access-control-allow-origin']).toBeUndefined()
    expect(none.statusCode).toBe(404)
  })
})

describe('TRUST_PROXY', () => {
  const from = (forwardedFor: string) => ({
    method: 'GET' as const,
    url: '/api/v1/pharmacies/search',
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  })

  test('trusted: two callers behind one balancer each get their own limit', async () => {
    const t = createTestApp({ rateLimitPerMinute: 1, app: { trustProxy: '10.0.0.1' } })
    expect((await t.call(from('203.0.113.5'))).statusCode).toBe(200)
    expect((await t.call(from('203.0.113.6'))).statusCode).toBe(200)
    expect((await t.call(from('203.0.113.5'))).statusCode).toBe(429)
  })

  test("trusted: entries a caller sent before the balancer's own buy no second budget", async () => {
    const t = createTestApp({ rateLimitPerMinute: 1, app: { trustProxy: '10.0.0.1' } })
    expect((await t.call(from('203.0.113.5'))).statusCode).toBe(200)
    // The last entry is the one the balancer added: the address that connected to it.
    expect((await t.call(from('198.51.100.1, 203.0.113.5'))).statusCode).toBe(429)
  })

  test('a sender other than the trusted balancer: its X-Forwarded-For is ignored', async () => {
    const t = createTestApp({ rateLimitPerMinute: 1, app: { trustProxy: '10.0.0.1' } })
    const direct = (forwardedFor: string) => ({ ...from(forwardedFor), remoteAddress: '10.0.0.2' })
    expect((await t.call(direct('203.0.113.5'))).statusCode).toBe(200)
    expect((await t.call(direct('203.0.113.6'))).statusCode).toBe(429)
  })

  test('not trusted (the default): the balancer is the caller, and the header is ignored', async () => {
    const t = createTestApp({ rateLimitPerMinute: 1 })
    expect((await t.call(from('203.0.113.5'))).statusCode).toBe(200)
    expect((await t.call(from('203.0.113.6'))).statusCode).toBe(429)
  })
})
