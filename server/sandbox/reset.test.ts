// POST /api/v1/sandbox/reset: the scenario comes back for every group, atomically, and every fault
// rule goes; a request already running finishes on the old data, and one arriving meanwhile waits.
import { describe, expect, test } from 'vitest'
import { OPERATIONS, createListingBody, listingBody } from '../test-bodies'
import { createTestApp, expectShape, json, type TestApp } from '../test-app'
import * as F from '../test-fixture'

const RESET = { method: 'POST', url: '/api/v1/sandbox/reset' } as const

/** What a tester would look at: listings, drafts, group, one listing's price. */
async function snapshot(t: TestApp) {
  return {
    listings: json(await t.call(OPERATIONS['list listings']!)),
    drafts: json(await t.call(OPERATIONS['search drafts']!)),
    group: json(await t.call(OPERATIONS['pharmacies search']!)),
  }
}

describe('reset', () => {
  test('undoes updates, deletes, creations and invitations of every group, and clears every rule', async () => {
    const t = createTestApp()
    const before = await snapshot(t)
    expect((await t.call(OPERATIONS['update listing']!)).statusCode).toBe(200)
    expect((await t.call(OPERATIONS['delete draft']!)).statusCode).toBe(204)
    expect((await t.call(OPERATIONS['create listing']!)).statusCode).toBe(201)
    expect((await t.call(OPERATIONS['npi update']!)).statusCode).toBe(200)
    for (const key of [F.KEY_ONE, F.KEY_TWO]) {
      await t.call({
        method: 'POST',
        url: '/api/v1/sandbox/faults',
        headers: { 'x-service-auth': key },
        payload: { operation: 'searchPharmacies', times: 9, response: { kind: 'status', status: 500 } },
      })
    }
    expect(await snapshot(t).catch(() => 'faulted')).not.toEqual(before)

    const reset = await t.call(RESET)
    expect(reset.statusCode).toBe(200)
    expect(json(reset)).toEqual({ resetAt: t.clock.now.toISOString(), faultRulesCleared: 2 })
    expect(await snapshot(t)).toEqual(before)
    const other = await t.call({
      ...OPERATIONS['pharmacies search']!,
      headers: { 'x-service-auth': F.KEY_TWO },
    })
    expect(other.statusCode).toBe(200)
  })

  test('a draft search after the reset does not answer from the view it held before', async () => {
    const t = createTestApp()
    const search = OPERATIONS['search drafts']!
    const before = json(await t.call(search))
    await t.call(OPERATIONS['delete draft']!)
    expect(json(await t.call(search))).not.toEqual(before)
    await t.call(RESET)
    expect(json(await t.call(search))).toEqual(before)
  })

  test('a request already running finishes on the old data; one sent during the reset sees the new', async () => {
    const t = createTestApp()
    const read = OPERATIONS['get listing']!
    const original = (json(await t.call(read)) as { price: number }).price
    await t.call({ ...OPERATIONS['update listing']!, payload: listingBody({ price: 77.7 }) })
    await t.call({
      method: 'POST',
      url: '/api/v1/sandbox/faults',
      payload: { operation: 'getMarketplaceListing', response: { kind: 'delay', ms: 300 } },
    })
    const running = t.call(read)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const order: string[] = []
    const reset = t.call(RESET).then((response) => {
      order.push('reset')
      return response
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const waiting = t.call(read).then((response) => {
      order.push('waiting read')
      return response
    })
    const during = await running
    order.push('running read')
    expect((json(during) as { price: number }).price).toBe(77.7)
    expect((await reset).statusCode).toBe(200)
    expect((json(await waiting) as { price: number }).price).toBe(original)
    expect(order).toEqual(['running read', 'reset', 'waiting read'])
  })

  test('many reads around a reset each see one state, old or new, never a mix', async () => {
    const t = createTestApp()
    const list = OPERATIONS['list listings']!
    const lotsOf = (body: Record<string, unknown>) =>
      (body.data as { lotNumber: string }[])
        .map((listing) => listing.lotNumber)
        .sort()
        .join()
    const clean = lotsOf(json(await t.call(list)))
    await t.call({ ...OPERATIONS['create listing']!, payload: createListingBody({ lotNumber: 'TEMP-1' }) })
    const changed = lotsOf(json(await t.call(list)))
    const calls = Array.from({ length: 30 }, (_, i) => (i === 15 ? t.call(RESET) : t.call(list)))
    const answers = await Promise.all(calls)
    answers.forEach((answer, i) => {
      if (i !== 15) expect([clean, changed]).toContain(lotsOf(json(answer)))
    })
    expect(lotsOf(json(await t.call(list)))).toBe(clean)
  })

  test('needs a valid key, and is not there when the controls are off', async () => {
    const t = createTestApp()
    expectShape(await t.app.inject(RESET), 401, 4)
    const off = createTestApp({ app: { sandboxControls: false } })
    expectShape(await off.call(RESET), 404, 4)
  })
})
