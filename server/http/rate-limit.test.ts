// spec: Limits / Errors > Rate-limit rejection: 300 per minute per calling IP, fixed window; request 301
// gets 429 with an empty body and Retry-After; the next window admits again; a refused request writes nothing.
import { describe, expect, test } from 'vitest'
import { OPERATIONS, SUCCESS_STATUS } from '../test-bodies'
import { createTestApp } from '../test-app'
import * as F from '../test-fixture'

const WINDOW_START = new Date('2026-03-02T12:00:00.000Z')
const cheap = { method: 'GET', url: '/api/v1/pharmacies/search' } as const

describe.each(Object.entries(OPERATIONS))('%s', (name, operation) => {
  test('request 301 of a window gets 429 with an empty body and Retry-After; the next window admits', async () => {
    const t = createTestApp({ now: WINDOW_START, rateLimitPerMinute: 300 })
    for (let i = 1; i <= 299; i++) {
      expect((await t.call(cheap)).statusCode).toBe(200)
    }
    t.clock.now = new Date(WINDOW_START.getTime() + 45_500)
    const threeHundredth = await t.call(operation)
    expect(threeHundredth.statusCode, threeHundredth.body).toBe(SUCCESS_STATUS[name])
    const refused = await t.call(operation)
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toBe('')
    // 14.5 s left in the window, rounded up to whole seconds.
    expect(refused.headers['retry-after']).toBe('15')
    t.clock.now = new Date(WINDOW_START.getTime() + 60_000)
    const next = await t.call(operation)
    expect(next.statusCode).not.toBe(429)
  })
})

describe('rate limit', () => {
  test('counts every request, malformed or unauthenticated ones too, before validating them', async () => {
    const t = createTestApp({ rateLimitPerMinute: 3 })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    })
    await t.app.inject(cheap)
    await t.call({ method: 'GET', url: '/api/v1/unknown-route' })
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toBe('')
  })

  test('a refused request writes nothing', async () => {
    const t = createTestApp({ rateLimitPerMinute: 1 })
    await t.call(cheap)
    const refused = await t.call({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(2)}` })
    expect(refused.statusCode).toBe(429)
    expect(await t.repositories.drafts.findById(F.DRAFT(2))).toMatchObject({ id: F.DRAFT(2), status: 0 })
  })

  test('counts per calling IP, not per key', async () => {
    const t = createTestApp({ rateLimitPerMinute: 2 })
    const from = (ip: string, key = F.KEY_ONE) =>
      t.app.inject({ ...cheap, remoteAddress: ip, headers: { 'x-service-auth': key } })
    expect((await from('10.0.0.1')).statusCode).toBe(200)
    expect((await from('10.0.0.1', F.KEY_TWO)).statusCode).toBe(200)
    expect((await from('10.0.0.1', F.KEY_TWO)).statusCode).toBe(429)
    expect((await from('10.0.0.2')).statusCode).toBe(200)
  })

  test('the window is fixed, not rolling: the count resets at the minute boundary', async () => {
    const t = createTestApp({ now: new Date('2026-03-02T12:00:59.000Z'), rateLimitPerMinute: 2 })
    expect((await t.call(cheap)).statusCode).toBe(200)
    expect((await t.call(cheap)).statusCode).toBe(200)
    const refused = await t.call(cheap)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1')
    t.clock.now = new Date('2026-03-02T12:01:00.000Z')
    expect((await t.call(cheap)).statusCode).toBe(200)
    expect((await t.call(cheap)).statusCode).toBe(200)
    expect((await t.call(cheap)).statusCode).toBe(429)
  })

  test('Retry-After is at least 1 and counts to the end of the window', async () => {
    const t = createTestApp({ now: new Date('2026-03-02T12:00:00.000Z'), rateLimitPerMinute: 1 })
    await t.call(cheap)
    expect((await t.call(cheap)).headers['retry-after']).toBe('60')
    t.clock.now = new Date('2026-03-02T12:00:59.999Z')
    expect((await t.call(cheap)).headers['retry-after']).toBe('1')
  })

  test('paths outside /api (the dashboard) are not counted', async () => {
    const t = createTestApp({ rateLimitPerMinute: 1 })
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/drafts' })
    expect((await t.call(cheap)).statusCode).toBe(200)
  })
})
