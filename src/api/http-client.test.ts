import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  connect,
  disconnect,
  getConnection,
  getConnectionDialog,
  reloadConnectionFromStorage,
} from './connection-store'
import { AUTH_HEADER, REQUEST_TIMEOUT_MS, buildUrl, request, send } from './http-client'
import { clearRateLimit, getRateLimitUntil, noteRateLimited } from './rate-limit-store'
import { mockServiceForFile } from '../test-support/mock-service'

const BASE = 'http://service.test'
const server = mockServiceForFile()
beforeEach(() => {
  clearRateLimit()
  connect({
    baseUrl: `${BASE}/`,
    apiKey: 'secret-key',
    pharmacyNpi: 1234567893,
    groupName: null,
    pharmacyName: null,
  })
})

const Point = z.object({ price: z.number(), quantity: z.number() })

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('http client', () => {
  it('sends the key header and a JSON body to the connection base URL, and parses the 2xx body', async () => {
    let seen: { url: string; auth: string | null; type: string | null; body: unknown } | null = null
    server.use(
      http.put(`${BASE}/api/v1/thing/a%2Fb`, async ({ request: req }) => {
        seen = {
          url: req.url,
          auth: req.headers.get(AUTH_HEADER),
          type: req.headers.get('content-type'),
          body: await req.json(),
        }
        return HttpResponse.json({ price: 1.5, quantity: 2 })
      }),
    )
    const result = await request(
      { operation: 'update thing', method: 'PUT', path: '/api/v1/thing/a%2Fb', body: { price: 1.5 } },
      Point,
    )
    expect(result).toEqual({ price: 1.5, quantity: 2 })
    expect(seen).toEqual({
      url: `${BASE}/api/v1/thing/a%2Fb`,
      auth: 'secret-key',
      type: 'application/json',
      body: { price: 1.5 },
    })
  })

  it('builds query strings without empty values', () => {
    expect(buildUrl('', '/api/v1/x', { a: 1, b: null, c: undefined, d: 'x y' })).toBe('/api/v1/x?a=1&d=x+y')
  })

  it('turns a 2xx body that does not match the contract into a decode error naming the field', async () => {
    server.use(http.get(`${BASE}/api/v1/point`, () => HttpResponse.json({ price: '1.50', quantity: 2 })))
    const error = await caught(
      request({ operation: 'read point', method: 'GET', path: '/api/v1/point' }, Point),
    )
    expect(error).toMatchObject({ kind: 'decode', status: 200, operation: 'read point', field: 'price' })
  })

  it('calls an empty 2xx body a decode error, and a non-JSON one an unknown answer (a proxy page)', async () => {
    server.use(http.get(`${BASE}/api/v1/empty`, () => new HttpResponse(null, { status: 200 })))
    server.use(http.get(`${BASE}/api/v1/html`, () => HttpResponse.html('<html>Sign in</html>')))
    expect(
      await caught(request({ operation: 'o', method: 'GET', path: '/api/v1/empty' }, Point)),
    ).toMatchObject({ kind: 'decode', field: '(body)', problem: 'the body is empty' })
    expect(
      await caught(request({ operation: 'o', method: 'GET', path: '/api/v1/html' }, Point)),
    ).toMatchObject({ kind: 'unknown', status: 200, bodyExcerpt: '<html>Sign in</html>' })
  })

  it('accepts any 2xx for send (DELETE draft answers 204)', async () => {
    server.use(http.delete(`${BASE}/api/v1/draft-listings/x`, () => new HttpResponse(null, { status: 204 })))
    await expect(
      send({ operation: 'delete', method: 'DELETE', path: '/api/v1/draft-listings/x' }),
    ).resolves.toBeUndefined()
  })

  it('records a 429 in the rate-limit store', async () => {
    server.use(
      http.get(
        `${BASE}/api/v1/busy`,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '9' } }),
      ),
    )
    const before = Date.now()
    expect(
      await caught(request({ operation: 'o', method: 'GET', path: '/api/v1/busy' }, Point)),
    ).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 9 })
    expect(getRateLimitUntil()).toBeGreaterThanOrEqual(before + 9000)
  })

  it('opens the connection dialog on a 401 with the service message, but not for a probe with its own target', async () => {
    server.use(
      http.get(`${BASE}/api/v1/me`, () =>
        HttpResponse.json(
          { error: 'Unauthorized', statusCode: 401, message: 'Unknown API key.' },
          { status: 401 },
        ),
      ),
    )
    await caught(
      request(
        { operation: 'o', method: 'GET', path: '/api/v1/me', target: { baseUrl: BASE, apiKey: 'other' } },
        Point,
      ),
    )
    expect(getConnectionDialog()).toEqual({ open: false, message: null })
    expect(await caught(request({ operation: 'o', method: 'GET', path: '/api/v1/me' }, Point))).toMatchObject(
      { kind: 'unauthorized', message: 'Unknown API key.' },
    )
    expect(getConnectionDialog()).toEqual({ open: true, message: 'Unknown API key.' })
  })

  it('says a write without an answer may have been applied, and a read that it was not', async () => {
    server.use(
      http.post(`${BASE}/api/v1/w`, () => HttpResponse.error()),
      http.get(`${BASE}/api/v1/r`, () => HttpResponse.error()),
    )
    expect(
      await caught(request({ operation: 'o', method: 'POST', path: '/api/v1/w', body: [] }, Point)),
    ).toMatchObject({ kind: 'network', method: 'POST', mayHaveApplied: true })
    expect(
      await caught(
        request({ operation: 'o', method: 'POST', path: '/api/v1/w', body: {}, readOnly: true }, Point),
      ),
    ).toMatchObject({ kind: 'network', mayHaveApplied: false })
    expect(await caught(request({ operation: 'o', method: 'GET', path: '/api/v1/r' }, Point))).toMatchObject({
      kind: 'network',
      method: 'GET',
      mayHaveApplied: false,
    })
  })

  it('lets a cancellation through as the abort reason, not as an ApiError', async () => {
    server.use(http.get(`${BASE}/api/v1/slow`, async () => new Promise<Response>(() => undefined)))
    const controller = new AbortController()
    const pending = caught(
      request({ operation: 'o', method: 'GET', path: '/api/v1/slow', signal: controller.signal }, Point),
    )
    controller.abort(new DOMException('cancelled', 'AbortError'))
    expect(await pending).toMatchObject({ name: 'AbortError' })
  })

  it('gives up a request without an answer after its timeout: a network error, for a write one that may have applied', async () => {
    server.use(
      http.get(`${BASE}/api/v1/hang`, async () => new Promise<Response>(() => undefined)),
      http.put(`${BASE}/api/v1/hang`, async () => new Promise<Response>(() => undefined)),
    )
    const started = Date.now()
    expect(
      await caught(request({ operation: 'o', method: 'GET', path: '/api/v1/hang', timeoutMs: 200 }, Point)),
    ).toMatchObject({
      kind: 'network',
      method: 'GET',
      mayHaveApplied: false,
      cause: 'no answer within 200 ms',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(
      await caught(
        request({ operation: 'o', method: 'PUT', path: '/api/v1/hang', body: {}, timeoutMs: 1000 }, Point),
      ),
    ).toMatchObject({ kind: 'network', method: 'PUT', mayHaveApplied: true, cause: 'no answer within 1 s' })
    expect(REQUEST_TIMEOUT_MS).toBe(30_000)
  })

  it('sends nothing while a Retry-After lasts, then sends; a cancel during the wait sends nothing', async () => {
    const arrivals: number[] = []
    server.use(
      http.get(`${BASE}/api/v1/point`, () => {
        arrivals.push(Date.now())
        return HttpResponse.json({ price: 1, quantity: 1 })
      }),
    )
    noteRateLimited(1)
    const until = getRateLimitUntil()!
    const controller = new AbortController()
    const cancelled = caught(
      request({ operation: 'o', method: 'GET', path: '/api/v1/point', signal: controller.signal }, Point),
    )
    setTimeout(() => controller.abort(new DOMException('cancelled', 'AbortError')), 100)
    expect(await cancelled).toMatchObject({ name: 'AbortError' })
    await request({ operation: 'o', method: 'GET', path: '/api/v1/point' }, Point)
    expect(arrivals).toHaveLength(1)
    // Timers may fire a millisecond early against Date.now().
    expect(arrivals[0]).toBeGreaterThanOrEqual(until - 5)
    // A probe of another service is not held by this one's wait.
    noteRateLimited(5)
    await request(
      { operation: 'o', method: 'GET', path: '/api/v1/point', target: { baseUrl: BASE, apiKey: 'k' } },
      Point,
    )
    expect(arrivals).toHaveLength(2)
  })

  it('sends nothing while the browser is offline: a network error, even for a write, that was not applied', async () => {
    let sent = 0
    server.use(
      http.put(`${BASE}/api/v1/w`, () => ((sent += 1), HttpResponse.json({ price: 1, quantity: 1 }))),
    )
    vi.stubGlobal('navigator', { onLine: false })
    try {
      expect(
        await caught(request({ operation: 'o', method: 'PUT', path: '/api/v1/w', body: {} }, Point)),
      ).toMatchObject({
        kind: 'network',
        method: 'PUT',
        mayHaveApplied: false,
        cause: 'the browser is offline',
      })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(sent).toBe(0)
    await request({ operation: 'o', method: 'PUT', path: '/api/v1/w', body: {} }, Point)
    expect(sent).toBe(1)
  })

  it('sends no key header when disconnected', async () => {
    disconnect()
    expect(getConnection()).toBeNull()
    let auth: string | null = 'unset'
    server.use(
      http.get(
        'http://localhost/api/v1/open',
        ({ request: req }) => (
          (auth = req.headers.get(AUTH_HEADER)),
          HttpResponse.json({ price: 1, quantity: 1 })
        ),
      ),
    )
    await request(
      {
        operation: 'o',
        method: 'GET',
        path: '/api/v1/open',
        target: { baseUrl: 'http://localhost', apiKey: null },
      },
      Point,
    )
    expect(auth).toBeNull()
    reloadConnectionFromStorage()
  })
})
