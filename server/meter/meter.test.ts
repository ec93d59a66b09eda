// The meter on a clock that moves (vitest's fake timers move Date and setTimeout together), over the team
// store's meter in SQLite and an upstream that records when each call reached it: the service's fixed
// windows, fairness between users, people before bulk rows, the bound on a person's wait, a 429 from the
// service holding everything, and two instances sharing one count.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { METER_HEADERS } from '../../src/contract/meter'
import type { UpstreamAnswer, UpstreamCallOptions, UpstreamRequest } from '../proxy/upstream'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import type { TeamStore } from '../store/team-store'
import { RESERVE_RELEASE_MS } from './bulk-pace'
import { Meter } from './meter'

const WINDOW_START = Date.parse('2026-03-02T12:00:00.000Z')
const at = (seconds: number) => WINDOW_START + seconds * 1000

type Seen = { path: string; at: number }

function recordingUpstream(answer: (request: UpstreamRequest, n: number) => UpstreamAnswer = () => ok()) {
  const seen: Seen[] = []
  return {
    seen,
    paths: () => seen.map((s) => s.path),
    upstream: {
      call(request: UpstreamRequest) {
        seen.push({ path: request.path, at: Date.now() })
        return Promise.resolve(answer(request, seen.length))
      },
    },
  }
}

const ok = (): UpstreamAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{}'),
})
const tooMany = (seconds: number): UpstreamAnswer => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: Buffer.alloc(0),
})

const request = (path: string): UpstreamRequest => ({ method: 'GET', path, query: '', headers: {} })
const as = (
  userId: string,
  priority: 'interactive' | 'bulk' = 'interactive',
  more: Partial<UpstreamCallOptions> = {},
) => ({
  caller: { userId, priority, ticket: `${userId}-ticket` },
  ...more,
})

let store: TeamStore
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(at(10))
  store = await sqliteMemoryTeamEngine()
})
afterEach(async () => {
  vi.useRealTimers()
  await store.close()
})

function meter(upstream: Meter['options']['upstream'], over: Partial<Meter['options']> = {}) {
  return new Meter({
    upstream,
    store: store.meter,
    clock: () => new Date(),
    limit: 3,
    maxWaitMs: 120_000,
    reserve: 0,
    ...over,
  })
}

describe('fixed windows', () => {
  test("the window's calls go at once; the rest wait for the next window, then go; headers say the budget", async () => {
    const u = recordingUpstream()
    const m = meter(u.upstream)
    const answers = ['/1', '/2', '/3', '/4', '/5'].map((p) => m.call(request(p), as('alice')))
    await vi.advanceTimersByTimeAsync(0)
    expect(u.seen.map((s) => [s.path, s.at])).toEqual([
      ['/1', at(10)],
      ['/2', at(10)],
      ['/3', at(10)],
    ])
    expect(m.held('alice').map((h) => h.ticket)).toEqual(['alice-ticket', 'alice-ticket'])
    await vi.advanceTimersByTimeAsync(49_999)
    expect(u.seen).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(10)
    expect(u.seen.slice(3).map((s) => s.path)).toEqual(['/4', '/5'])
    expect(u.seen[3]!.at).toBeGreaterThanOrEqual(at(60))
    const headers = (await Promise.all(answers)).map((a) => a.headers)
    expect(headers.map((h) => h[METER_HEADERS.remaining])).toEqual(['2', '1', '0', '2', '1'])
    expect(headers.map((h) => h[METER_HEADERS.limit])).toEqual(['3', '3', '3', '3', '3'])
    expect(headers[0]![METER_HEADERS.reset]).toBe('50')
    expect(headers[0]![METER_HEADERS.waited]).toBe('0')
    expect(Number(headers[3]![METER_HEADERS.waited])).toBeGreaterThanOrEqual(50_000)
    expect(m.held('alice')).toEqual([])
  })

  test('X-Meter-Waited-Ms is the hold before the call went out, not the time the service took to answer', async () => {
    const u = recordingUpstream()
    const slow = {
      call(r: UpstreamRequest) {
        return new Promise<UpstreamAnswer>((resolve) => setTimeout(() => resolve(u.upstream.call(r)), 2_000))
      },
    }
    const m = meter(slow, { limit: 1 })
    const answers = ['/1', '/2'].map((p) => m.call(request(p), as('alice')))
    await vi.advanceTimersByTimeAsync(60_000)
    const waited = (await Promise.all(answers)).map((a) => Number(a.headers[METER_HEADERS.waited]))
    expect(waited[0]).toBe(0)
    // Held from 12:00:10 to the next window (12:01:00, and the wake-up's few ms), then 2 s at the service.
    expect(waited[1]).toBeGreaterThanOrEqual(50_000)
    expect(waited[1]).toBeLessThan(50_100)
  })

  test('two instances on one store share the count: together they never pass the limit', async () => {
    const u = recordingUpstream()
    const one = meter(u.upstream)
    const two = meter(u.upstream)
    void one.call(request('/one-1'), as('alice'))
    void one.call(request('/one-2'), as('alice'))
    void two.call(request('/two-1'), as('bob'))
    void two.call(request('/two-2'), as('bob'))
    await vi.advanceTimersByTimeAsync(0)
    // The two pump at once: which three go first is theirs to race for; that only three go is not.
    expect(u.paths()).toHaveLength(3)
    expect(u.paths()).toEqual(expect.arrayContaining(['/one-1', '/two-1']))
    expect((await two.status()).count).toBe(3)
    await vi.advanceTimersByTimeAsync(50_010)
    expect(u.paths()).toHaveLength(4)
    expect(u.seen[3]!.at).toBeGreaterThanOrEqual(at(60))
  })
})

describe('the order of waiting calls', () => {
  test("users take turns: one user's many calls do not go before another's one", async () => {
    const u = recordingUpstream()
    const m = meter(u.upstream, { limit: 2 })
    void m.call(request('/fill-1'), as('carol'))
    void m.call(request('/fill-2'), as('carol'))
    await vi.advanceTimersByTimeAsync(0)
    for (const n of [1, 2, 3]) void m.call(request(`/alice-${n}`), as('alice'))
    void m.call(request('/bob-1'), as('bob'))
    await vi.advanceTimersByTimeAsync(50_010)
    expect(u.paths().slice(2)).toEqual(['/alice-1', '/bob-1'])
    expect(m.held('alice')).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(u.paths().slice(4)).toEqual(['/alice-2', '/alice-3'])
  })

  test("a person's click goes before bulk rows that waited longer", async () => {
    const u = recordingUpstream()
    const m = meter(u.upstream, { limit: 2 })
    void m.call(request('/fill-1'), as('carol'))
    void m.call(request('/fill-2'), as('carol'))
    for (const n of [1, 2, 3]) void m.call(request(`/row-${n}`), as('sam', 'bulk'))
    await vi.advanceTimersByTimeAsync(1_000)
    void m.call(request('/click'), as('vera'))
    await vi.advanceTimersByTimeAsync(49_010)
    expect(u.paths().slice(2)).toEqual(['/click'])
    // The rows then go spread over the window (bulk-pace.ts).
    await vi.advanceTimersByTimeAsync(30_000)
    expect(u.paths().slice(2)).toEqual(['/click', '/row-1'])
  })

  test("bulk rows are spread over the window, leave the reserve to people, and take what's left at its end", async () => {
    const u = recordingUpstream()
    // 12 calls a minute, 1 kept for people: 11 for rows, one every 5 s over the first 55 s.
    const m = meter(u.upstream, { limit: 12, reserve: 1 })
    for (let n = 1; n <= 12; n++) void m.call(request(`/row-${n}`), as('sam', 'bulk'))
    const rowsSent = () => u.paths().filter((p) => p.startsWith('/row')).length
    await vi.advanceTimersByTimeAsync(0)
    // 10 s into the window: the rows' share so far goes at once.
    expect(rowsSent()).toBe(3)
    await vi.advanceTimersByTimeAsync(4_990)
    expect(rowsSent()).toBe(3)
    await vi.advanceTimersByTimeAsync(20)
    expect(u.seen.at(-1)).toMatchObject({ path: '/row-4' })
    // A click goes at once, whatever the rows wait for.
    vi.advanceTimersByTime(7_000)
    void m.call(request('/click'), as('vera'))
    await vi.advanceTimersByTimeAsync(0)
    expect(u.seen.at(-1)).toEqual({ path: '/click', at: at(22.01) })
    await vi.advanceTimersByTimeAsync(at(54.9) - Date.now())
    // By then the count may reach the rows' share, 11, the click included: 10 rows.
    expect(rowsSent()).toBe(10)
    await vi.advanceTimersByTimeAsync(at(55) - Date.now() + 10)
    // The reserve nobody used goes to the rows in the window's last seconds.
    expect(rowsSent()).toBe(11)
    expect(u.seen.at(-1)!.at).toBeGreaterThanOrEqual(at(60) - RESERVE_RELEASE_MS)
    await vi.advanceTimersByTimeAsync(at(60) - Date.now() + 10)
    expect(rowsSent()).toBe(12)
  })
})

describe('the bound on a wait', () => {
  test("a person's call held longer than the bound is answered 429 with Retry-After, empty, never sent", async () => {
    const u = recordingUpstream()
    const m = meter(u.upstream, { maxWaitMs: 10_000, limit: 1 })
    void m.call(request('/first'), as('carol'))
    const held = m.call(request('/held'), as('alice'))
    await vi.advanceTimersByTimeAsync(10_001)
    const answer = await held
    expect(answer.status).toBe(429)
    expect(answer.body.length).toBe(0)
    expect(answer.headers).toMatchObject({
      'retry-after': '40',
      [METER_HEADERS.refused]: 'held',
      [METER_HEADERS.limit]: '1',
      [METER_HEADERS.remaining]: '0',
    })
    expect(u.paths()).toEqual(['/first'])
    expect(m.held('alice')).toEqual([])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(u.paths()).toEqual(['/first'])
  })

  test('a bulk row has no bound: it waits for its window however long', async () => {
    const u = recordingUpstream()
    const m = meter(u.upstream, { maxWaitMs: 10_000, limit: 1 })
    void m.call(request('/first'), as('carol'))
    const row = m.call(request('/row'), as('sam', 'bulk'))
    await vi.advanceTimersByTimeAsync(50_010)
    expect((await row).status).toBe(200)
  })

  test('a withdrawn call (its job paused) leaves the queue unsent; beforeSend runs once, just before it goes', async () => {
    const u = recordingUpstream()
    const m = meter(u.upstream, { limit: 1 })
    void m.call(request('/first'), as('carol'))
    const stop = new AbortController()
    const withdrawn = m.call(request('/withdrawn'), as('sam', 'bulk', { signal: stop.signal }))
    const sentAt: number[] = []
    const later = m.call(
      request('/later'),
      as('sam', 'bulk', { beforeSend: () => Promise.resolve(void sentAt.push(Date.now())) }),
    )
    stop.abort(new Error('paused'))
    await expect(withdrawn).rejects.toThrow('paused')
    await vi.advanceTimersByTimeAsync(50_010)
    await later
    expect(u.paths()).toEqual(['/first', '/later'])
    expect(sentAt).toEqual([u.seen[1]!.at])
  })
})

describe("the service's own 429", () => {
  test('holds every call of every instance until its Retry-After; the refused call goes again first', async () => {
    const u = recordingUpstream((_request, n) => (n === 1 ? tooMany(20) : ok()))
    const m = meter(u.upstream, { limit: 300 })
    const other = meter(u.upstream, { limit: 300 })
    const refused = m.call(request('/refused'), as('alice'))
    await vi.advanceTimersByTimeAsync(0)
    void m.call(request('/bob'), as('bob'))
    void other.call(request('/elsewhere'), as('carol'))
    await vi.advanceTimersByTimeAsync(19_990)
    expect(u.paths()).toEqual(['/refused'])
    expect((await m.status()).holdUntil).toBe(at(30))
    await vi.advanceTimersByTimeAsync(20)
    expect((await refused).status).toBe(200)
    expect(u.paths().slice(0, 3)).toEqual(['/refused', '/refused', '/bob'])
    await vi.advanceTimersByTimeAsync(10)
    expect(u.paths()).toContain('/elsewhere')
    expect(u.seen.every((s, i) => i === 0 || s.at >= at(30))).toBe(true)
  })

  test("a person's call whose hold outlasts the bound gets the service's 429", async () => {
    const u = recordingUpstream(() => tooMany(120))
    const m = meter(u.upstream, { maxWaitMs: 30_000 })
    const answer = await (async () => {
      const pending = m.call(request('/x'), as('alice'))
      await vi.advanceTimersByTimeAsync(0)
      return pending
    })()
    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBe('120')
    expect(answer.headers[METER_HEADERS.refused]).toBeUndefined()
    expect(u.paths()).toEqual(['/x'])
  })
})
