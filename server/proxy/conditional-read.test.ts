// The fault rules' long poll for a signed-in user (decision 0014, conditional-read.ts): If-None-Match and
// Prefer: wait reach the sandbox and its ETag comes back, so an unchanged list is a held request ending in
// 304, one call of the group's budget, not an answer at once that the page asks again on.
import { describe, expect, test } from 'vitest'
import type { FaultRuleList } from '../../src/contract/sandbox-faults'
import { MeterStatusSchema } from '../../src/contract/meter'
import { sandboxUpstream } from './upstream'
import { createTeamTestApp } from '../team-test-app'
import * as F from '../test-fixture'

const FAULTS = '/api/v1/sandbox/faults'
const RULE = { operation: 'updateMarketplaceListing', times: 1, response: { kind: 'status', status: 409 } }

/** The signed-in server with an upstream that gives a call up after `timeoutMs`. */
function app(timeoutMs: number) {
  return createTeamTestApp({
    team: {
      upstream: (self) => sandboxUpstream({ app: () => self, apiKey: F.KEY_ONE, timeoutMs }),
      upstreamTimeoutMs: timeoutMs,
    },
  })
}

/** Settles with the answer, or 'waiting' if it has not come within `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))])

describe('the fault rules watched by a signed-in admin', () => {
  test('the list comes with its ETag; asked with it, the request waits for the change and gets the new list', async () => {
    const t = await app(40_000)
    const admin = await t.as('admin')
    const first = await admin({ method: 'GET', url: FAULTS })
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^"[^"]+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const etag = String(first.headers.etag)
    const waiting = admin({
      method: 'GET',
      url: FAULTS,
      headers: { 'if-none-match': etag, prefer: 'wait=25' },
    })
    expect(await within(waiting, 300)).toBe('waiting')
    const added = await admin({ method: 'POST', url: FAULTS, payload: RULE })
    expect(added.statusCode).toBe(201)
    const answer = await within(waiting, 1_000)
    if (answer === 'waiting') throw new Error('the change did not wake the waiting request')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers.etag).not.toBe(etag)
    expect(answer.headers['preference-applied']).toBe('wait=25')
    expect(answer.json<FaultRuleList>().data.map((rule) => rule.operation)).toEqual([RULE.operation])
    // Unchanged and asked without a wait: 304 with no body, the ETag again.
    const same = await admin({
      method: 'GET',
      url: FAULTS,
      headers: { 'if-none-match': String(answer.headers.etag) },
    })
    expect([same.statusCode, same.body, same.headers.etag]).toEqual([304, '', answer.headers.etag])
  })

  test("the wait ends before the upstream's timeout, with a 304; each ask is one call at the meter", async () => {
    const t = await app(8_000)
    const admin = await t.as('admin')
    const etag = String((await admin({ method: 'GET', url: FAULTS })).headers.etag)
    const used = async () =>
      MeterStatusSchema.parse((await admin({ method: 'GET', url: '/team/meter' })).json()).used
    const before = await used()
    const started = performance.now()
    const answer = await admin({
      method: 'GET',
      url: FAULTS,
      headers: { 'if-none-match': etag, prefer: 'wait=25' },
    })
    const took = performance.now() - started
    expect([answer.statusCode, answer.body, answer.headers.etag]).toEqual([304, '', etag])
    // 8 s of timeout less the 5 s margin.
    expect(answer.headers['preference-applied']).toBe('wait=3')
    expect(took).toBeGreaterThanOrEqual(2_900)
    expect(took).toBeLessThan(6_000)
    expect((await used()) - before).toBe(1)
  })
})
