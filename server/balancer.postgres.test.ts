// Three sandbox processes on one PostgreSQL database behind HAProxy (deploy/haproxy.cfg, docs/scaling.md),
// driven only through the balancer, as a client would: a cold start of all three at once, the rate limit
// exact per caller (spec: Limits, per calling IP) with each caller on an address of its own, a forged
// X-Forwarded-For, a fault rule across instances, resets under load, and two tenants that never see each
// other's data whichever instance answers. HAProxy's own counters show that every test's requests
// reached every instance (the tenants' test asks each instance directly, naming it in every check).
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import pg from 'pg'
import { sandboxSchemaMigrations } from './store/postgres/schema'
import { SandboxTenantSchema, type SandboxTenant } from '../src/contract/sandbox-tenants'
import { searchBody } from './test-bodies'
import * as F from './test-fixture'
import { call, startDeployment, type Answer, type Deployment, type ServerStat } from './balancer-harness'
import { createOwnDatabase, haproxyForFile, type OwnDatabase } from './balanced-database-harness'

const LIMIT = 8
const PORTS = [4740, 4741, 4742, 4743]
const WINDOW_MS = 60_000
const balancer = haproxyForFile('balancer.postgres.test.ts')

/** An address of its own for every caller: 127.<block>.<n / 250>.<n % 250 + 1>. */
const address = (block: number, n: number) => `127.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`

/**
 * The test scenario, and drafts of the other group, so a reset has thousands of rows to delete and load:
 * long enough for many searches to be under way while it runs (none of them sees these drafts).
 */
function scenario() {
  const base = F.testScenario()
  const extra = Array.from({ length: 3000 }, (_, n) => ({
    ...base.drafts[n % base.drafts.length]!,
    id: F.DRAFT(1000 + n),
    groupId: F.GROUP_TWO,
    sellerPharmacyId: F.PHARMACY_OTHER,
  }))
  return { ...base, drafts: [...base.drafts, ...extra] }
}

let database: OwnDatabase | undefined
let databaseUrl: string
let deployment: Deployment
let coldStart: { tookMs: number }

/** Sends from `from` through the balancer. */
const through = (from: string, method: string, path: string, options: Parameters<typeof call>[4] = {}) =>
  call(deployment.balancer, from, method, path, { key: F.KEY_ONE, ...options })
const search = (from: string) =>
  through(from, 'POST', '/api/v1/draft-listings/search', { body: searchBody({ take: 100 }) })

/** How many requests each instance was sent while `run` ran, by HAProxy's count. */
async function perInstance<T>(run: () => Promise<T>): Promise<{ result: T; sent: number[] }> {
  const sessions = (stats: ServerStat[]) => stats.map((server) => server.sessions)
  const before = sessions(await deployment.stats())
  const result = await run()
  const after = sessions(await deployment.stats())
  return { result, sent: after.map((n, i) => n - before[i]!) }
}

/** Waits, if need be, so that at least `ms` of the current clock window remain. */
async function roomInWindow(ms: number): Promise<number> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS)
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 20))
  return Math.floor(Date.now() / WINDOW_MS)
}

describe.skipIf(balancer.skip)('three instances behind HAProxy on one database', () => {
  beforeAll(async () => {
    const haproxy = balancer.path()
    database = await createOwnDatabase(inject('postgresUrl'), 'balancer')
    databaseUrl = database.url
    const started = Date.now()
    deployment = await startDeployment({
      haproxy,
      databaseUrl,
      scenario: scenario(),
      ports: PORTS,
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    })
    coldStart = { tookMs: Date.now() - started }
  }, 180_000)

  // Each instance drains before it exits (SIGTERM, docs/operations.md "Stopping"): seconds, more on a
  // busy machine, than a hook's default 10 s.
  afterAll(async () => {
    await deployment?.stop()
    await database?.drop()
  }, 60_000)

  test('a cold start of all three at once applies the migrations and loads the scenario once', async () => {
    const loadedBy = deployment.instances.filter((i) => !/already holds data/.test(i.output()))
    expect(loadedBy).toHaveLength(1)
    const count = async (sql: string) => {
      const db = new pg.Client({ connectionString: databaseUrl })
      await db.connect()
      try {
        return (await db.query<[number]>({ text: sql, rowMode: 'array' })).rows[0]![0]
      } finally {
        await db.end()
      }
    }
    const migrations = sandboxSchemaMigrations('sandbox').length
    expect(await count('SELECT count(*)::int FROM sandbox.applied_migrations')).toBe(migrations)
    expect(await count('SELECT count(DISTINCT name)::int FROM sandbox.applied_migrations')).toBe(migrations)
    expect(await count('SELECT count(*)::int FROM sandbox.groups')).toBe(F.testScenario().groups.length)
    expect(await count('SELECT count(*)::int FROM sandbox.drafts')).toBe(scenario().drafts.length)
    console.info(`cold start of three instances and the balancer: ${coldStart.tookMs} ms`)
  })

  test('each caller gets exactly the limit across the three instances, then 429 with Retry-After in the same window', async () => {
    const callers = Array.from({ length: 5 }, (_, n) => address(1, n))
    const extra = 3
    const window = await roomInWindow(15_000)
    const { result: answers, sent } = await perInstance(() =>
      Promise.all(
        callers.map((from) =>
          Promise.all(
            Array.from({ length: LIMIT + extra }, () => through(from, 'GET', '/api/v1/pharmacies/search')),
          ),
        ),
      ),
    )
    const windowEnd = (window + 1) * WINDOW_MS
    for (const mine of answers) {
      expect(mine.filter((a) => a.status === 200)).toHaveLength(LIMIT)
      const refused = mine.filter((a) => a.status === 429)
      expect(refused).toHaveLength(extra)
      for (const answer of refused) {
        expect(answer.body).toBe('')
        // spec: Errors > Rate-limit rejection: the seconds until this clock window ends.
        const retryAfter = Number(answer.headers['retry-after'])
        expect(retryAfter).toBeGreaterThanOrEqual(
          Math.max(1, Math.ceil((windowEnd - answer.answeredAt) / 1000)),
        )
        expect(retryAfter).toBeLessThanOrEqual(Math.ceil((windowEnd - answer.sentAt) / 1000))
      }
      for (const answer of mine) expect(Math.floor(answer.answeredAt / WINDOW_MS)).toBe(window)
    }
    expect(sent.every((n) => n > 0)).toBe(true)
    expect(sent.reduce((a, b) => a + b, 0)).toBe(callers.length * (LIMIT + extra))
  })

  test('a forged X-Forwarded-For buys no second budget, through the balancer or past it', async () => {
    await roomInWindow(10_000)
    const caller = address(2, 0)
    const plain = await Promise.all(
      Array.from({ length: LIMIT }, () => through(caller, 'GET', '/api/v1/pharmacies/search')),
    )
    expect(plain.map((a) => a.status)).toEqual(Array(LIMIT).fill(200))
    // Each request names another caller: the balancer replaces the header with the real address.
    const forged = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        through(caller, 'GET', '/api/v1/pharmacies/search', {
          headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
        }),
      ),
    )
    expect(forged.map((a) => a.status)).toEqual(Array(6).fill(429))
    // Straight to an instance, not from the balancer's address: the header is not believed either.
    const direct = deployment.instances[1]!
    const past = address(2, 1)
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, (_, n) =>
        call(direct, past, 'GET', '/api/v1/pharmacies/search', {
          key: F.KEY_ONE,
          headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3)
  })

  test('a fault rule made through one instance fires exactly `times` across the three', async () => {
    const made = await through(address(3, 0), 'POST', '/api/v1/sandbox/faults', {
      body: { operation: 'searchDraftListings', times: 7, response: { kind: 'status', status: 409 } },
    })
    expect(made.status).toBe(201)
    // Each search from an address of its own, so the rate limit never answers in the fault's place.
    const { result: answers, sent } = await perInstance(() =>
      Promise.all(Array.from({ length: 30 }, (_, n) => search(address(3, n + 1)))),
    )
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(23)
    expect(sent.every((n) => n > 0)).toBe(true)
    const left = await through(address(3, 40), 'GET', '/api/v1/sandbox/faults')
    expect(JSON.parse(left.body)).toEqual({ data: [] })
  })

  test('resets under load: every answer on every instance is the old data or the new, never a mix', async () => {
    const ids = (answer: Answer) => {
      const page = JSON.parse(answer.body) as { data: { id: string }[]; recordsTotal: number }
      return { ids: page.data.map((d) => d.id).sort(), total: page.recordsTotal }
    }
    let next = 0
    const from = () => address(4, next++)
    const fresh = ids(await search(from()))
    const gone = [F.DRAFT(3), F.DRAFT(4)]
    const old = { ids: fresh.ids.filter((id) => !gone.includes(id)), total: fresh.total - gone.length }
    const figures = { rounds: 5, searches: 0, during: 0, resetMs: [] as number[] }
    for (let round = 0; round < figures.rounds; round++) {
      for (const id of gone)
        expect((await through(from(), 'DELETE', `/api/v1/draft-listings/${id}`)).status).toBe(204)
      expect(ids(await search(from()))).toEqual(old)
      let reset: Answer | undefined
      const answers: Answer[] = []
      // Searching until 200 ms after the reset was answered, each search from an address of its own.
      const worker = async () => {
        while (reset === undefined || Date.now() < reset.answeredAt + 200) answers.push(await search(from()))
      }
      const { sent } = await perInstance(async () => {
        const load = Array.from({ length: 6 }, worker)
        await new Promise((resolve) => setTimeout(resolve, 200))
        reset = await through(address(5, round), 'POST', '/api/v1/sandbox/reset')
        await Promise.all(load)
      })
      const { sentAt, answeredAt, status } = reset!
      expect(status).toBe(200)
      expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body}`)).toEqual([])
      for (const page of answers.map(ids)) expect([old, fresh]).toContainEqual(page)
      // Every search sent after the reset was answered sees the new data.
      const after = answers.filter((a) => a.sentAt > answeredAt)
      expect(after.length).toBeGreaterThan(0)
      for (const answer of after) expect(ids(answer)).toEqual(fresh)
      expect(sent.every((n) => n > 0)).toBe(true)
      const during = answers.filter((a) => a.sentAt < answeredAt && a.answeredAt > sentAt)
      expect(during.length).toBeGreaterThan(0)
      figures.searches += answers.length
      figures.during += during.length
      figures.resetMs.push(answeredAt - sentAt)
    }
    console.info(
      `${figures.rounds} resets under load (${figures.resetMs.join(', ')} ms): ${figures.searches} searches, ${figures.during} under way during a reset`,
    )
  }, 60_000)

  test("two tenants never see each other's data, fault rules or reset, whichever instance answers", async () => {
    let next = 0
    const from = () => address(6, next++)
    const on = (instance: number, key: string, method: string, path: string, body?: unknown) =>
      call(deployment.instances[instance]!, from(), method, path, { key, body })
    /** The tenant's key of group one; the creation through the first instance, or through the balancer. */
    const create = async (instance?: number) => {
      const made =
        instance === undefined
          ? await through(from(), 'POST', '/api/v1/sandbox/tenants')
          : await on(instance, F.KEY_ONE, 'POST', '/api/v1/sandbox/tenants')
      expect(made.status).toBe(201)
      const tenant: SandboxTenant = SandboxTenantSchema.parse(JSON.parse(made.body))
      return tenant.demoConnection!.apiKey
    }
    // Every check below is made on each instance directly, so that each names the instance it asked.
    const keys = { a: await create(0), b: await create(), default: F.KEY_ONE }
    expect(keys.a).not.toBe(keys.b)
    const draft = (id: string) => `/api/v1/draft-listings/${id}?pharmacyNpi=${F.NPI_MEMBER}`
    /** The draft's status as each instance answers each tenant: 200 there, 404 gone. */
    const seen = async (id: string) => {
      const out: Record<string, number[]> = {}
      for (const [name, key] of Object.entries(keys))
        out[name] = await Promise.all([0, 1, 2].map(async (i) => (await on(i, key, 'GET', draft(id))).status))
      return out
    }
    const everywhere = (status: number) => [status, status, status]

    expect((await on(1, keys.a, 'DELETE', `/api/v1/draft-listings/${F.DRAFT(1)}`)).status).toBe(204)
    expect((await on(2, keys.b, 'DELETE', `/api/v1/draft-listings/${F.DRAFT(2)}`)).status).toBe(204)
    expect(await seen(F.DRAFT(1))).toEqual({
      a: everywhere(404),
      b: everywhere(200),
      default: everywhere(200),
    })
    expect(await seen(F.DRAFT(2))).toEqual({
      a: everywhere(200),
      b: everywhere(404),
      default: everywhere(200),
    })

    // A's rule, made through the third instance, answers A's calls only, on any instance.
    const rule = { operation: 'searchDraftListings', times: 2, response: { kind: 'status', status: 503 } }
    expect((await on(2, keys.a, 'POST', '/api/v1/sandbox/faults', rule)).status).toBe(201)
    const searches = (key: string) =>
      Promise.all(
        [0, 1, 2].map(
          async (i) => (await on(i, key, 'POST', '/api/v1/draft-listings/search', searchBody())).status,
        ),
      )
    expect(await searches(keys.b)).toEqual(everywhere(200))
    expect(await searches(keys.default)).toEqual(everywhere(200))
    expect((await searches(keys.a)).sort()).toEqual([200, 503, 503])

    // A's reset, through an instance that did not create it, puts back A's data and rules only.
    expect((await on(0, keys.a, 'POST', '/api/v1/sandbox/faults', rule)).status).toBe(201)
    expect((await on(0, keys.b, 'POST', '/api/v1/sandbox/faults', rule)).status).toBe(201)
    const reset = await on(1, keys.a, 'POST', '/api/v1/sandbox/reset')
    expect([
      reset.status,
      (JSON.parse(reset.body) as { faultRulesCleared: number }).faultRulesCleared,
    ]).toEqual([200, 1])
    expect(await seen(F.DRAFT(1))).toEqual({
      a: everywhere(200),
      b: everywhere(200),
      default: everywhere(200),
    })
    expect(await seen(F.DRAFT(2))).toEqual({
      a: everywhere(200),
      b: everywhere(404),
      default: everywhere(200),
    })
    expect((await searches(keys.b)).sort()).toEqual([200, 503, 503])
  }, 60_000)
})
