// GET /healthz: outside /api, no key, never counted or refused by the rate limit; 503 without a database.
import { expect, test } from 'vitest'
import { createTestApp } from '../test-app'

test('answers 200 while the rate limit refuses /api calls, and is not counted', async () => {
  const t = createTestApp({ rateLimitPerMinute: 2 })
  const api = { method: 'GET', url: '/api/v1/pharmacies/search' } as const
  expect((await t.call(api)).statusCode).toBe(200)
  for (let i = 0; i < 5; i++) {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok', mode: 'sandbox' })
  }
  expect((await t.call(api)).statusCode).toBe(200)
  expect((await t.call(api)).statusCode).toBe(429)
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
})

test('answers 503 when the store does not answer', async () => {
  const t = createTestApp()
  await t.store.close()
  const health = await t.app.inject({ method: 'GET', url: '/healthz' })
  expect(health.statusCode).toBe(503)
  expect(health.json()).toEqual({ status: 'unavailable', mode: 'sandbox' })
})
