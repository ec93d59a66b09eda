import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { Scenario } from '../server/scenarios/scenario'
import { readScenarioFile } from '../server/store/scenario-file'
import { openDatabase, loadScenario, seedSyntheticDrafts } from '../server/store/sqlite/database'
import { openPool } from '../server/store/postgres/connection'
import { openPostgresStore } from '../server/store/postgres/engine'
import { seedSyntheticDrafts as seedPostgresDrafts } from '../server/store/postgres/synthetic-drafts'
import { percentile } from './load'

// The scale benchmark's data and load (scale.ts). Data: the demo scenario plus synthetic Pending drafts up
// to DRAFTS for the demo connection's pharmacy, written straight into the store before any instance starts
// (as draft-search-server.ts does), so an instance finds a database that already holds data. Load: a fixed
// number of clients, each one connection of its own from a loopback address of its own (127.0.1.x), each
// sending its next request once the last is answered, for a fixed time.

export const DRAFTS = 100_000
export const DEMO = fileURLToPath(new URL('../server/scenarios/demo.json', import.meta.url))

export function demoScenario(): Scenario {
  return readScenarioFile(DEMO)
}

/** The demo connection's key, pharmacy, and the seeders' options for DRAFTS Pending drafts in all. */
export function actingPair(scenario: Scenario) {
  const demo = scenario.demoConnection
  const pharmacy = scenario.pharmacies.find((p) => p.npi === demo?.pharmacyNpi)
  const group = scenario.groups.find((g) => demo && g.apiKeys.includes(demo.apiKey))
  if (!demo || !pharmacy || !group) throw new Error('the demo scenario has no usable demo connection')
  const existing = scenario.drafts.filter(
    (d) => d.sellerPharmacyId === pharmacy.id && d.groupId === group.id && d.status === 0,
  ).length
  return {
    apiKey: demo.apiKey,
    npi: demo.pharmacyNpi,
    options: { count: DRAFTS - existing, groupId: group.id, sellerPharmacyId: pharmacy.id, seed: 42 },
  }
}

export async function seedSqlite(file: string, scenario: Scenario, now: Date): Promise<void> {
  const db = await openDatabase(file)
  try {
    await loadScenario(db, scenario, now)
    await seedSyntheticDrafts(db, { ...actingPair(scenario).options, now })
  } finally {
    db.close()
  }
}

/** The schema "sandbox", where every instance with DATABASE_URL looks. */
export async function seedPostgres(url: string, scenario: Scenario, now: Date): Promise<void> {
  const store = await openPostgresStore({ url, schema: 'sandbox', scenario, now })
  const admin = openPool(url, { max: 1 })
  try {
    await seedPostgresDrafts(admin, { ...actingPair(scenario).options, now, schema: 'sandbox' })
  } finally {
    await admin.end()
    await store.close()
  }
}

export type Req = { method: string; path: string; key: string; body?: unknown }

export type LoadResult = {
  requests: number
  perSecond: number
  p50: number
  p99: number
  /** Answers other than 2xx, and requests with no answer. */
  failures: string[]
}

const REQUEST_TIMEOUT_MS = 30_000

function send(agent: Agent, port: number, from: string, req: Req): Promise<number> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body)
  return new Promise((resolve) => {
    const r = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        agent,
        localAddress: from,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'x-service-auth': req.key,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    r.on('timeout', () => r.destroy(new Error('timeout')))
    r.on('error', () => resolve(0))
    r.end(payload)
  })
}

/** Each answer's time (from `since`) and status, summed up as a LoadResult. */
class Tally {
  readonly started = performance.now()
  private readonly times: number[] = []
  private readonly failures = new Map<number, number>()

  add(since: number, status: number): void {
    this.times.push(performance.now() - since)
    if (status < 200 || status >= 300) this.failures.set(status, (this.failures.get(status) ?? 0) + 1)
  }

  result(): LoadResult {
    const elapsed = (performance.now() - this.started) / 1000
    const times = [...this.times].sort((a, b) => a - b)
    return {
      requests: times.length,
      perSecond: times.length / elapsed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      failures: [...this.failures].map(([status, n]) => `${n} x ${status === 0 ? 'no answer' : status}`),
    }
  }
}

/** `clients` loops for `seconds`, client i from 127.0.1.(i + 1), its n-th request `next(i, n)`: the most
 * the server answers (throughput), and its latency when every client always waits on it (saturation). */
export async function drive(
  port: number,
  clients: number,
  seconds: number,
  next: (client: number, n: number) => Req,
): Promise<LoadResult> {
  const tally = new Tally()
  const deadline = tally.started + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      const from = `127.0.1.${client + 1}`
      try {
        for (let n = 0; performance.now() < deadline; n++) {
          const t0 = performance.now()
          tally.add(t0, await send(agent, port, from, next(client, n)))
        }
      } finally {
        agent.destroy()
      }
    }),
  )
  return tally.result()
}

/**
 * The latency at a set load: `perSecond` requests a second in all, spread evenly over `clients` (each from
 * its own address, client i from 127.0.1.(i + 1)), each request sent at its planned time whether or not
 * the last one has been answered (a late answer opens a second connection), for `seconds`. A request's
 * time counts from when it was planned, so a stall that delays the next requests counts in each of them.
 */
export async function pace(
  port: number,
  clients: number,
  perSecond: number,
  seconds: number,
  next: (client: number, n: number) => Req,
): Promise<LoadResult> {
  const tally = new Tally()
  const gap = (1000 * clients) / perSecond
  const { started } = tally
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const agent = new Agent({ keepAlive: true })
      const from = `127.0.1.${client + 1}`
      const sent: Promise<void>[] = []
      try {
        const first = started + (gap * client) / clients
        for (let n = 0; first + n * gap < started + seconds * 1000; n++) {
          const planned = first + n * gap
          const wait = planned - performance.now()
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
          sent.push(send(agent, port, from, next(client, n)).then((status) => tally.add(planned, status)))
        }
        await Promise.all(sent)
      } finally {
        agent.destroy()
      }
    }),
  )
  return tally.result()
}
