// GET /metrics (docs/operations.md, "Metrics"): off without a token, 401 without the right one, and with
// it Prometheus' text holding the named series; each thing an operator watches for (a 429, a refused
// role, a job and its rows, a failed sign-in, the meter's budget and held calls) moves its series.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { draftRow, finished, startJob, waitForJob } from '../team/jobs/jobs-test-kit'
import { createTeamTestApp, type TeamTestApp } from '../team-test-app'
import { createTestApp, type TestApp } from '../test-app'
import * as F from '../test-fixture'
import { Metrics } from './metrics'

const TOKEN = 'a-scrapers-token-0123456789'

type Labels = Record<string, string>

/** The value of the series `name` whose labels include `labels` (0 when it has not appeared yet). */
function valueOf(text: string, name: string, labels: Labels = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const own = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([key, value]) => own.get(key) === value)) return Number(match[3])
  }
  return 0
}

async function scrape(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.body
}

/** How much each series moved while `run` ran. */
async function moved(t: TestApp, series: [string, Labels][], run: () => Promise<unknown>) {
  const before = await scrape(t)
  await run()
  const after = await scrape(t)
  return series.map(([name, labels]) => valueOf(after, name, labels) - valueOf(before, name, labels))
}

describe('GET /metrics', () => {
  test('there is none without a token; 401 in shape 4 without the token or with another', async () => {
    const off = createTestApp()
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404)
    const t = createTestApp({ app: { metricsToken: TOKEN } })
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(response.json()).toMatchObject({ error: 'Unauthorized', statusCode: 401 })
      expect(response.body).not.toContain('http_requests_total')
    }
  })

  test('with the token: every named series, the meter of a signed-in server, the process defaults', async () => {
    const t = await createTeamTestApp({
      app: { metricsToken: TOKEN, metrics: new Metrics({ processDefaults: true }) },
    })
    await t.as('viewer')
    const text = await scrape(t)
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'marketplace_upstream_calls_total',
      'marketplace_meter_budget_remaining',
      'marketplace_meter_calls_held',
      'marketplace_jobs_total',
      'marketplace_job_rows_total',
      'marketplace_sign_ins_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `)
    // The sample dashboard (deploy/) draws only series the server has.
    const dashboard = readFileSync('deploy/grafana-dashboard.json', 'utf8')
    const drawn = new Set(
      [...dashboard.matchAll(/\b(?:http|marketplace|process|nodejs)_\w+/g)].map((m) => m[0]),
    )
    expect(drawn.size).toBeGreaterThan(8)
    for (const name of drawn) expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `)
    // The route's pattern, never the path with its id.
    expect(valueOf(text, 'http_requests_total', { route: '/auth/sign-in', status: '200' })).toBe(1)
    expect(text).not.toMatch(/route="\/api\/v1\/[^"]*[0-9a-f]{8}-/)
    // Every call the meter let out this minute is one less in the budget.
    const calls = [...text.matchAll(/^marketplace_upstream_calls_total\{.*\} (\d+)$/gm)]
    const sent = calls.reduce((sum, m) => sum + Number(m[1]), 0)
    expect(sent).toBeGreaterThan(0)
    expect(valueOf(text, 'marketplace_meter_budget_remaining')).toBe(1_000_000 - sent)
    await t.app.close()
  })

  test("the rate limit's 429 moves the route's count of 429s", async () => {
    const t = createTestApp({ rateLimitPerMinute: 1, app: { metricsToken: TOKEN } })
    const route = { method: 'GET', route: '/api/v1/pharmacies/search' }
    const [ok, refused] = await moved(
      t,
      [
        ['http_requests_total', { ...route, status: '200' }],
        ['http_requests_total', { ...route, status: '429' }],
      ],
      async () => {
        expect((await t.call({ url: '/api/v1/pharmacies/search' })).statusCode).toBe(200)
        expect((await t.call({ url: '/api/v1/pharmacies/search' })).statusCode).toBe(429)
      },
    )
    expect([ok, refused]).toEqual([1, 1])
  })
})

describe('a signed-in server', () => {
  const team = (meter: { limitPerMinute: number; maxWaitSeconds: number }) =>
    createTeamTestApp({
      app: { metricsToken: TOKEN },
      team: { meter: { ...meter, interactiveReserve: 0 } },
    })
  const search = (t: TeamTestApp, cookie: string) =>
    t.browser(cookie, {
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      payload: { pharmacyNpi: F.NPI_MEMBER },
    })

  test('a failed sign-in, a refused role, and a job with its rows and calls to the service', async () => {
    const t = await team({ limitPerMinute: 1_000_000, maxWaitSeconds: 30 })
    const failed = await moved(
      t,
      [
        ['marketplace_sign_ins_total', { method: 'password', outcome: 'credentials' }],
        ['marketplace_sign_ins_total', { method: 'password', outcome: 'success' }],
      ],
      async () => {
        const wrong = await t.browser(null, {
          method: 'POST',
          url: '/auth/sign-in',
          payload: { email: 'seller@group-one.test', password: 'not the password' },
        })
        expect(wrong.statusCode).toBe(401)
      },
    )
    expect(failed).toEqual([1, 0])

    const viewer = await t.as('viewer')
    const refused = await moved(
      t,
      [['http_requests_total', { method: 'POST', route: '/team/jobs', status: '403' }]],
      async () => {
        const body = { kind: 'listDrafts', pharmacyNpi: F.NPI_MEMBER, rows: [await draftRow(t, 1, 20)] }
        expect((await viewer({ method: 'POST', url: '/team/jobs', payload: body })).statusCode).toBe(403)
      },
    )
    expect(refused).toEqual([1])

    const seller = await t.as('seller')
    const job = await moved(
      t,
      [
        ['marketplace_jobs_total', { kind: 'listDrafts', state: 'running' }],
        ['marketplace_jobs_total', { kind: 'listDrafts', state: 'done' }],
        ['marketplace_job_rows_total', { kind: 'listDrafts', outcome: 'done' }],
        ['marketplace_upstream_calls_total', { outcome: 'ok' }],
      ],
      async () => {
        const rows = [await draftRow(t, 1, 20), await draftRow(t, 2, 30)]
        const started = await startJob(seller, { kind: 'listDrafts', pharmacyNpi: F.NPI_MEMBER, rows })
        await waitForJob(seller, started.id, finished)
      },
    )
    expect(job.slice(0, 3)).toEqual([1, 1, 2])
    // Each row's create at least (and whatever the server read for the job besides).
    expect(job[3]).toBeGreaterThanOrEqual(2)
    await t.app.close()
  })

  test("the meter's spent budget, a call it holds, and that call answered 429 when held too long", async () => {
    const t = await team({ limitPerMinute: 8, maxWaitSeconds: 1 })
    const cookie = await t.signIn('buyer')
    // The test's clock stands still: the minute's budget, once spent, stays spent.
    const left = valueOf(await scrape(t), 'marketplace_meter_budget_remaining')
    expect(left).toBeGreaterThan(0)
    for (let i = 0; i < left; i++) expect((await search(t, cookie)).statusCode).toBe(200)
    const before = await scrape(t)
    expect(valueOf(before, 'marketplace_meter_budget_remaining')).toBe(0)
    const held = search(t, cookie)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const during = await scrape(t)
    expect(valueOf(during, 'marketplace_meter_calls_held', { priority: 'interactive' })).toBe(1)
    const answer = await held
    expect(answer.statusCode).toBe(429)
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    const after = await scrape(t)
    expect(valueOf(after, 'marketplace_meter_calls_held', { priority: 'interactive' })).toBe(0)
    const refused = { outcome: 'held_too_long' }
    expect(valueOf(after, 'marketplace_upstream_calls_total', refused)).toBe(1)
    const route = { method: 'POST', route: '/api/v1/draft-listings/search', status: '429' }
    expect(valueOf(after, 'http_requests_total', route) - valueOf(before, 'http_requests_total', route)).toBe(
      1,
    )
    await t.app.close()
  })
})
