// GET /healthz: outside /api, no key, never counted or refused by the rate limit; 503 without a database.
// GET /livez answers whatever the database does; GET /readyz (and /healthz) fail once the server stops.
import { expect, test } from 'vitest'
import { createTeamTestApp } from '../team-test-app'
import { createTestApp } from '../test-app'
import { Lifecycle } from './health'

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

test('/livez answers 200 without the database; /readyz 503 like /healthz', async () => {
  const t = createTestApp()
  expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', mode: 'sandbox' })
  await t.store.close()
  const live = await t.app.inject({ url: '/livez' })
  expect([live.statusCode, live.headers['cache-control']]).toEqual([200, 'no-store'])
  const ready = await t.app.inject({ url: '/readyz' })
  expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', mode: 'sandbox' }])
})

test('with sign-in on, the team store must answer too', async () => {
  const t = await createTeamTestApp()
  expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)
  await t.team.close()
  expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503)
  expect((await t.app.inject({ url: '/livez' })).statusCode).toBe(200)
})

test('once stopping: /readyz and /healthz 503 "stopping", while /livez and the API still answer', async () => {
  const lifecycle = new Lifecycle()
  const t = createTestApp({ app: { lifecycle } })
  lifecycle.stop()
  for (const url of ['/readyz', '/healthz']) {
    const answer = await t.app.inject({ url })
    expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'stopping', mode: 'sandbox' }])
  }
  expect((await t.app.inject({ url: '/livez' })).statusCode).toBe(200)
  expect((await t.call({ url: '/api/v1/pharmacies/search' })).statusCode).toBe(200)
})
