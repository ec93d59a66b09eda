// POST /api/v1/sandbox/reset: the scenario comes back for every group, atomically, and every fault
// rule goes; a request already running finishes on the old data, and one arriving meanwhile waits.
import { describe, expect, test } from 'vitest'
import { OPERATIONS, createListingBody, listingBody } from '../test-bodies'
import type { InjectOptions } from 'fastify'
import { buildApp } from '../app'
import { parseScenario } from '../store/scenario-file'
import { DEFAULT_TEST_ENGINE, TEST_NOW, createTestApp, expectShape, json, type TestApp } from '../test-app'
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
    // The listing reads of this sandbox are slow, so a read is still inside its route when the reset comes.
    const store = await DEFAULT_TEST_ENGINE(parseScenario(F.testScenario()), TEST_NOW)
    const stored = store.repositories
    const slowListings = {
      ...stored.listings,
      findById: async (id: string) => {
        const row = await stored.listings.findById(id)
        await new Promise((resolve) => setTimeout(resolve, 200))
        return row
      },
    }
    const app = buildApp({
      repositories: { ...stored, listings: slowListings },
      clock: () => TEST_NOW,
      resetData: store.reset,
    })
    const call = (o: InjectOptions) => app.inject({ ...o, headers: { 'x-service-auth': F.KEY_ONE } })
    const read = OPERATIONS['get listing']!
    const original = (json(await call(read)) as { price: number }).price
    await call({ ...OPERATIONS['update listing']!, payload: listingBody({ price: 77.7 }) })

    const order: string[] = []
    const track = (name: string) => (response: Awaited<ReturnType<typeof call>>) => {
      order.push(name)
      return response
    }
    const running = call(read).then(track('running read'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const reset = call(RESET).then(track('reset'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const waiting = call(read).then(track('waiting read'))
    expect((json(await running) as { price: number }).price).toBe(77.7)
    expect((await reset).statusCode).toBe(200)
    expect((json(await waiting) as { price: number }).price).toBe(original)
    expect(order).toEqual(['running read', 'reset', 'waiting read'])
    await app.close()
    await store.close()
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
