// Faults on demand: each kind on a read and a write, key scope, times, writes, bad rules, the off switch.
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { FAULT_OPERATIONS, type FaultRuleBody } from '../../src/contract/sandbox-faults'
import { createListingBody, OPERATIONS } from '../test-bodies'
import { createTestApp, expectShape, json, type TestApp } from '../test-app'
import * as F from '../test-fixture'
import { faultOperationsByRoute } from './fault-injection'

const READ = { operation: 'getNdcTransactionStatistic', request: OPERATIONS['ndc statistics']! } as const
const WRITE = { operation: 'updateMarketplaceListing', request: OPERATIONS['update listing']! } as const

async function addRule(t: TestApp, rule: FaultRuleBody, key = F.KEY_ONE) {
  const response = await t.call({
    method: 'POST',
    url: '/api/v1/sandbox/faults',
    headers: { 'x-service-auth': key },
    payload: rule,
  })
  expect(response.statusCode, response.body).toBe(201)
  return json(response)
}

const readListing = async (t: TestApp) =>
  json(await t.call(OPERATIONS['get listing']!)) as { price: number; lotNumber: string }

describe.each([READ, WRITE])('$operation', ({ operation, request }) => {
  test('rate-limited: 429, empty body, Retry-After as asked', async () => {
    const t = createTestApp()
    await addRule(t, { operation, response: { kind: 'rate-limited', retryAfterSeconds: 7 } })
    const response = await t.call(request)
    expect(response.statusCode).toBe(429)
    expect(response.body).toBe('')
    expect(response.headers['retry-after']).toBe('7')
    expect((await t.call(request)).statusCode).toBe(200)
  })

  test('401: the key refused in the words of the sandbox’s own check, then the key works again', async () => {
    const t = createTestApp()
    await addRule(t, { operation, response: { kind: 'status', status: 401 } })
    const refused = await t.call(request)
    const unknown = await t.call({ ...request, headers: { 'x-service-auth': 'no-such-key' } })
    expect(expectShape(refused, 401, 4)).toEqual(expectShape(unknown, 401, 4))
    expect((await t.call(request)).statusCode).not.toBe(401)
  })

  test.each([409, 500, 502, 503, 504] as const)('status %i in shape 4', async (status) => {
    const t = createTestApp()
    await addRule(t, { operation, response: { kind: 'status', status } })
    expect(expectShape(await t.call(request), status, 4).statusCode).toBe(status)
  })

  test('503 as a gateway HTML page', async () => {
    const t = createTestApp()
    await addRule(t, { operation, response: { kind: 'status', status: 503, body: 'html' } })
    const response = await t.call(request)
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('Service Unavailable')
  })

  test.each([1, 2, 3, 4] as const)('a 400 in shape %i', async (shape) => {
    const t = createTestApp()
    await addRule(t, { operation, response: { kind: 'shape', shape } })
    const body = expectShape(await t.call(request), 400, shape)
    if (shape === 1) expect(String(body.errorCode)).toMatch(/^5001\d+$/)
    if (shape === 2) expect(JSON.stringify(body)).toContain('"errorCode":"ndcSellLimitReached"')
  })

  test('delay: the normal answer, late', async () => {
    const t = createTestApp()
    await addRule(t, { operation, response: { kind: 'delay', ms: 300 } })
    const started = Date.now()
    const response = await t.call(request)
    expect(response.statusCode).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})

describe('faults over real HTTP', () => {
  async function listen(t: TestApp) {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    return `http://127.0.0.1:${port}`
  }
  const post = (base: string, body: unknown) =>
    fetch(`${base}/api/v1/marketplace-listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-auth': F.KEY_ONE },
      body: JSON.stringify(body),
    })
  const count = async (t: TestApp, lot: string) => {
    const list = json(await t.call(OPERATIONS['list listings']!)) as { data: { lotNumber: string }[] }
    return list.data.filter((listing) => listing.lotNumber === lot).length
  }

  test('drop: the connection closes with no answer, and nothing is written', async () => {
    const t = createTestApp()
    const base = await listen(t)
    try {
      await addRule(t, { operation: 'createMarketplaceListing', response: { kind: 'drop' } })
      await expect(post(base, createListingBody({ lotNumber: 'DROP-1' }))).rejects.toThrow()
      expect(await count(t, 'DROP-1')).toBe(0)
    } finally {
      await t.app.close()
    }
  })

  test('after-write drop: the listing is created exactly once, and the answer is lost', async () => {
    const t = createTestApp()
    const base = await listen(t)
    try {
      await addRule(t, {
        operation: 'createMarketplaceListing',
        response: { kind: 'after-write', then: 'drop' },
      })
      // The head arrives (so no client resends by itself), the body never does.
      const response = await post(base, createListingBody({ lotNumber: 'LOST-1' }))
      expect(response.status).toBe(201)
      await expect(response.text()).rejects.toThrow()
      expect(await count(t, 'LOST-1')).toBe(1)
    } finally {
      await t.app.close()
    }
  })

  test('after-write delay: written first, answered late', async () => {
    const t = createTestApp()
    await addRule(t, {
      operation: 'updateMarketplaceListing',
      response: { kind: 'after-write', then: 'delay', ms: 300 },
    })
    const started = Date.now()
    const answer = t.call(OPERATIONS['update listing']!)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await readListing(t)).lotNumber).toBe('LOT-NEW-1')
    expect((await answer).statusCode).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})

describe('rules', () => {
  test("apply only to the key that made them, never to another key's calls", async () => {
    const t = createTestApp()
    await addRule(t, { operation: READ.operation, times: 5, response: { kind: 'status', status: 500 } })
    const other = await t.call({ ...READ.request, headers: { 'x-service-auth': F.KEY_TWO } })
    expect(other.statusCode).toBe(200)
    const listed = await t.call({
      method: 'GET',
      url: '/api/v1/sandbox/faults',
      headers: { 'x-service-auth': F.KEY_TWO },
    })
    expect(json(listed)).toEqual({ data: [] })
    expect((await t.call(READ.request)).statusCode).toBe(500)
  })

  test('times counts down, the list shows what is left, and a spent rule is gone', async () => {
    const t = createTestApp()
    const rule = await addRule(t, {
      operation: READ.operation,
      times: 2,
      response: { kind: 'status', status: 502 },
    })
    expect(rule).toMatchObject({ operation: READ.operation, times: 2, remaining: 2 })
    expect((await t.call(READ.request)).statusCode).toBe(502)
    const list = json(await t.call({ method: 'GET', url: '/api/v1/sandbox/faults' })) as { data: unknown[] }
    expect(list.data).toEqual([expect.objectContaining({ id: rule.id, remaining: 1 })])
    expect((await t.call(READ.request)).statusCode).toBe(502)
    expect((await t.call(READ.request)).statusCode).toBe(200)
    expect(json(await t.call({ method: 'GET', url: '/api/v1/sandbox/faults' }))).toEqual({ data: [] })
  })

  test('a faulted write writes nothing', async () => {
    const t = createTestApp()
    const before = await readListing(t)
    for (const response of [
      { kind: 'status', status: 500 },
      { kind: 'shape', shape: 1 },
      { kind: 'rate-limited', retryAfterSeconds: 1 },
    ] as const) {
      await addRule(t, { operation: WRITE.operation, response })
      expect((await t.call(WRITE.request)).statusCode).not.toBe(200)
      expect(await readListing(t)).toEqual(before)
    }
  })

  test('DELETE clears one rule, or all of the caller', async () => {
    const t = createTestApp()
    const one = await addRule(t, { operation: READ.operation, response: { kind: 'drop' } })
    await addRule(t, { operation: WRITE.operation, response: { kind: 'drop' } })
    await addRule(t, { operation: WRITE.operation, response: { kind: 'drop' } }, F.KEY_TWO)
    expect(
      (await t.call({ method: 'DELETE', url: `/api/v1/sandbox/faults/${String(one.id)}` })).statusCode,
    ).toBe(204)
    expectShape(await t.call({ method: 'DELETE', url: `/api/v1/sandbox/faults/${String(one.id)}` }), 404, 4)
    expect((await t.call({ method: 'DELETE', url: '/api/v1/sandbox/faults' })).statusCode).toBe(204)
    expect(json(await t.call({ method: 'GET', url: '/api/v1/sandbox/faults' }))).toEqual({ data: [] })
    const kept = await t.call({
      method: 'GET',
      url: '/api/v1/sandbox/faults',
      headers: { 'x-service-auth': F.KEY_TWO },
    })
    expect((json(kept) as { data: unknown[] }).data).toHaveLength(1)
  })

  test.each([
    [{ operation: 'brewCoffee', response: { kind: 'drop' } }, '$.operation'],
    [{ operation: READ.operation, times: 0, response: { kind: 'drop' } }, '$.times'],
    [{ operation: READ.operation, response: { kind: 'teapot' } }, '$.response.kind'],
    [{ operation: READ.operation, response: { kind: 'status', status: 418 } }, '$.response.status'],
    [{ operation: READ.operation, response: { kind: 'after-write', then: 'delay' } }, '$.response.ms'],
    [{ operation: READ.operation }, '$.response'],
  ])('a bad rule is refused in shape 3 naming the field (%j)', async (rule, field) => {
    const t = createTestApp()
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/faults', payload: rule })
    const body = expectShape(response, 400, 3)
    expect(Object.keys(body.errors as object)).toContain(field)
  })

  test('a rule needs a valid key (after the body is valid)', async () => {
    const t = createTestApp()
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/sandbox/faults',
      headers: { 'x-service-auth': 'nobody' },
      payload: { operation: READ.operation, response: { kind: 'drop' } },
    })
    expectShape(response, 401, 4)
  })

  test('every operation a fault can name is a route of the sandbox', async () => {
    const t = createTestApp()
    await t.app.ready()
    const routes = faultOperationsByRoute()
    expect(new Set(routes.values())).toEqual(new Set(FAULT_OPERATIONS))
    for (const route of routes.keys()) {
      const [method, url] = route.split(' ') as ['GET', string]
      expect(t.app.hasRoute({ method, url }), route).toBe(true)
    }
  })

  test('SANDBOX_CONTROLS=false: the control surface answers 404 and no rule applies', async () => {
    const t = createTestApp({ app: { sandboxControls: false } })
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/sandbox/faults',
      payload: { operation: READ.operation, response: { kind: 'drop' } },
    })
    expectShape(response, 404, 4)
    expectShape(await t.call({ method: 'GET', url: '/api/v1/sandbox/faults' }), 404, 4)
    expect((await t.call(READ.request)).statusCode).toBe(200)
  })
})
