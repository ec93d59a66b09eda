// GET /api/v1/sandbox/faults as a long poll: ETag, If-None-Match, Prefer: wait=N (RFC 7240), woken by
// any change of the key's rules (a use that exhausts a rule, above all), not by another key's; 304 when
// nothing changed in time; never in a reset's way; ended when the app closes.
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import type { FaultRuleList } from '../../src/contract/sandbox-faults'
import { OPERATIONS } from '../test-bodies'
import { createTestApp, json, type TestApp } from '../test-app'
import * as F from '../test-fixture'
import { MAX_WAIT_SECONDS, noneMatch, preferredWait } from './fault-rules-poll'

const FAULTS = '/api/v1/sandbox/faults'
const CONFLICT_ONCE = {
  operation: 'updateMarketplaceListing',
  times: 1,
  response: { kind: 'status', status: 409 },
}

async function addRule(t: TestApp, rule: object = CONFLICT_ONCE, key = F.KEY_ONE) {
  const response = await t.call({
    method: 'POST',
    url: FAULTS,
    headers: { 'x-service-auth': key },
    payload: rule,
  })
  expect(response.statusCode, response.body).toBe(201)
  return json(response) as { id: string }
}
const list = (t: TestApp, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: FAULTS, headers })
const poll = (t: TestApp, etag: string, seconds: number) =>
  list(t, { 'if-none-match': etag, prefer: `wait=${seconds}` })
const etagOf = async (t: TestApp) => String((await list(t)).headers.etag)
/** Settles with the answer, or 'waiting' if it has not come within `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))])

describe('Prefer and If-None-Match, read as the RFCs say', () => {
  test.each([
    [undefined, 0],
    ['wait=10', 10],
    ['respond-async, wait=5', 5],
    ['WAIT = 7', 7],
    ['wait="12"', 12],
    ['wait=3;foo=bar', 3],
    ['wait=5, wait=9', 5],
    [['handling=lenient', 'wait=4'], 4],
    ['wait=3600', MAX_WAIT_SECONDS],
    ['wait=abc', 0],
    ['wait=-1', 0],
    ['return=minimal', 0],
  ])('Prefer %j waits %i s', (header, seconds) => {
    expect(preferredWait(header)).toBe(seconds)
  })

  test.each([
    ['"v1"', true],
    ['W/"v1"', true],
    ['"v0", "v1"', true],
    ['*', true],
    ['"v2"', false],
    ['v1', false],
    [undefined, false],
  ])('If-None-Match %j names "v1": %s', (header, matches) => {
    expect(noneMatch(header, '"v1"')).toBe(matches)
  })
})

describe('GET /api/v1/sandbox/faults', () => {
  test('answers the list with an ETag; If-None-Match naming it is 304 at once without a wait', async () => {
    const t = createTestApp()
    const first = await list(t)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^"[^"]+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    expect(first.headers['preference-applied']).toBeUndefined()
    const same = await list(t, { 'if-none-match': String(first.headers.etag) })
    expect([same.statusCode, same.body, same.headers.etag]).toEqual([304, '', first.headers.etag])
    await addRule(t)
    const changed = await list(t, { 'if-none-match': String(first.headers.etag), prefer: 'wait=3600' })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(first.headers.etag)
    expect(changed.headers['preference-applied']).toBe(`wait=${MAX_WAIT_SECONDS}`)
    expect((json(changed) as FaultRuleList).data).toHaveLength(1)
    // A wait without If-None-Match has nothing to wait for: answered at once, no preference applied.
    const plain = await list(t, { prefer: 'wait=30' })
    expect([plain.statusCode, plain.headers['preference-applied']]).toEqual([200, undefined])
  })

  test('a use that exhausts a rule wakes a waiting request within a few ms, with an empty list', async () => {
    const t = createTestApp()
    await addRule(t)
    const etag = await etagOf(t)
    const waiting = poll(t, etag, 30)
    expect(await within(waiting, 100)).toBe('waiting')
    expect((await t.call(OPERATIONS['update listing']!)).statusCode).toBe(409)
    const used = performance.now()
    const answer = await waiting
    expect(performance.now() - used).toBeLessThan(50)
    expect(answer.statusCode).toBe(200)
    expect(json(answer)).toEqual({ data: [] })
    expect(answer.headers.etag).not.toBe(etag)
    expect(answer.headers['preference-applied']).toBe('wait=30')
  })

  test.each([
    ['a use counted down', async (t: TestApp) => void (await t.call(OPERATIONS['update listing']!)), 2],
    ['a rule added', (t: TestApp) => addRule(t, { ...CONFLICT_ONCE, operation: 'searchPharmacies' }), 3],
    [
      'a rule removed',
      async (t: TestApp, id: string) => void (await t.call({ method: 'DELETE', url: `${FAULTS}/${id}` })),
      1,
    ],
    ['the rules cleared', async (t: TestApp) => void (await t.call({ method: 'DELETE', url: FAULTS })), 0],
  ])('%s wakes it with the new list', async (_name, change, rules) => {
    const t = createTestApp()
    const { id } = await addRule(t, { ...CONFLICT_ONCE, times: 2 })
    await addRule(t, { ...CONFLICT_ONCE, times: 5 })
    const waiting = poll(t, await etagOf(t), 30)
    expect(await within(waiting, 50)).toBe('waiting')
    await change(t, id)
    const answer = await within(waiting, 500)
    expect(answer === 'waiting' ? answer : answer.statusCode).toBe(200)
    expect((json(await waiting) as FaultRuleList).data).toHaveLength(rules)
  })

  test("after the wait with no change, 304 with the same ETag; another key's change does not wake it", async () => {
    const t = createTestApp()
    const etag = await etagOf(t)
    const started = performance.now()
    const waiting = poll(t, etag, 1)
    await addRule(t, CONFLICT_ONCE, F.KEY_TWO)
    const answer = await waiting
    expect(performance.now() - started).toBeGreaterThanOrEqual(990)
    expect([answer.statusCode, answer.body, answer.headers.etag]).toEqual([304, '', etag])
    expect(answer.headers['preference-applied']).toBe('wait=1')
  })

  test('a reset is not held up by a waiting request, and wakes it', async () => {
    const t = createTestApp()
    await addRule(t)
    const waiting = poll(t, await etagOf(t), 30)
    expect(await within(waiting, 50)).toBe('waiting')
    const reset = await within(t.call({ method: 'POST', url: '/api/v1/sandbox/reset' }), 1000)
    expect(reset === 'waiting' ? reset : reset.statusCode).toBe(200)
    const answer = await within(waiting, 500)
    expect(answer === 'waiting' ? answer : [answer.statusCode, answer.body]).toEqual([200, '{"data":[]}'])
  })

  test('closing the app ends a waiting request (304) and does not wait for it', async () => {
    const t = createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const etag = await etagOf(t)
    const waiting = fetch(`${base}${FAULTS}`, {
      headers: { 'x-service-auth': F.KEY_ONE, 'if-none-match': etag, prefer: 'wait=30' },
    })
    expect(await within(waiting, 100)).toBe('waiting')
    const started = performance.now()
    await t.app.close()
    expect(performance.now() - started).toBeLessThan(1000)
    const answer = await waiting
    expect([answer.status, answer.headers.get('etag')]).toEqual([304, etag])
  })
})
