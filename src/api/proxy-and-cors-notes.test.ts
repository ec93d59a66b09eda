import { afterEach, describe, expect, test, vi } from 'vitest'
import { PROXY_HEADER } from '../contract/sandbox-extensions'
import { isApiError, type ApiError } from './api-error'
import { createApiTransport } from './api-transport'
import { classify } from './classify'
import { CROSS_ORIGIN_NOTE, SHARED_ADDRESS_NOTE, describeError } from './error-display'

// Two situations only the product's own set-up can explain: a 429 that came through proxy mode (the
// service counts everyone behind the proxy as one caller), and no answer from a service on another
// origin (a refused CORS check looks exactly like that). spec: Limits; Errors > Rate-limit rejection

afterEach(() => vi.unstubAllGlobals())

describe('a 429 through proxy mode', () => {
  test('says that everyone using this server shares one address', () => {
    const proxied = classify(429, { 'retry-after': '30', [PROXY_HEADER]: 'forwarded' }, '')
    expect(proxied).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 30, sharedAddress: true })
    expect(describeError(proxied)).toContain(SHARED_ADDRESS_NOTE)
    const direct = classify(429, { 'retry-after': '30' }, '')
    expect(describeError(direct)).not.toContain(SHARED_ADDRESS_NOTE)
  })
})

describe('no answer from a service on another origin', () => {
  async function networkError(baseUrl: string): Promise<ApiError> {
    const transport = createApiTransport({
      baseUrl,
      apiKey: 'k',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const error = await transport
      .send({ operation: 'x', method: 'GET', path: '/api/v1/x' })
      .catch((e: unknown) => e)
    if (!isApiError(error)) throw new Error('expected an ApiError')
    return error
  }

  test('names CORS and proxy mode when the service is elsewhere, not when it is this server', async () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:8080/drafts'))
    const elsewhere = await networkError('https://service.example')
    expect(elsewhere).toMatchObject({ kind: 'network', crossOrigin: true })
    expect(describeError(elsewhere)).toContain(CROSS_ORIGIN_NOTE)
    const here = await networkError('')
    expect(describeError(here)).not.toContain(CROSS_ORIGIN_NOTE)
    const sameOrigin = await networkError('http://127.0.0.1:8080')
    expect(describeError(sameOrigin)).not.toContain(CROSS_ORIGIN_NOTE)
  })
})
