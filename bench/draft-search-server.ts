import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { startCluster, type Cluster } from '../scripts/postgres-cluster'
import { buildApp } from '../server/app'
import type { Scenario } from '../server/scenarios/scenario'
import { openPool } from '../server/store/postgres/connection'
import { openPostgresStore } from '../server/store/postgres/engine'
import { seedSyntheticDrafts as seedPostgresDrafts } from '../server/store/postgres/synthetic-drafts'
import {
  openDatabase,
  createSqliteRepositories,
  loadScenario,
  seedSyntheticDrafts,
} from '../server/store/sqlite/database'
import { readScenarioFile } from '../server/store/scenario-file'
import { DRAFTS, actingPair } from './scale-load'

// The sandbox under benchmark, in its own process so the load generator does not share its event loop
// (the machine has two cores: one for the server, one for autocannon). Started by draft-search.ts, which
// receives a ServerReady message and ends this process when done.
// BENCH_STORE=postgres runs it on PostgreSQL, as DATABASE_URL does: the store, the rate limit's counts and
// the fault rules in the database (schema BENCH_SCHEMA, "bench" unless set), on BENCH_DATABASE_URL or else
// on a throwaway cluster with PostgreSQL's default settings (fsync on) started here and removed at the end.
// BENCH_RATE_LIMIT=memory keeps the rate limit's counts in the process instead (to measure what the shared
// counter costs).

export type ServerReady = {
  store: 'sqlite' | 'postgres'
  port: number
  apiKey: string
  pharmacyNpi: number
  drafts: number
  buildMs: number
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** SQLite: a file database, as `npm start` uses; rebuilt on every run so figures are comparable. */
async function sqliteApp(scenario: Scenario, now: Date) {
  const file = here('./.data/draft-search.db')
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  const db = await openDatabase(file)
  await loadScenario(db, scenario, now)
  await seedSyntheticDrafts(db, { ...actingPair(scenario).options, now })
  const app = buildApp({
    repositories: createSqliteRepositories(db),
    clock: () => new Date(),
    rateLimitPerMinute: 1_000_000_000,
  })
  return { app, close: () => Promise.resolve(db.close()) }
}

/** PostgreSQL: a fresh schema, every shared piece in the database, as with DATABASE_URL. */
async function postgresApp(scenario: Scenario, now: Date) {
  let cluster: Cluster | undefined
  const given = process.env.BENCH_DATABASE_URL
  if (!given) cluster = await startCluster({ fsync: true })
  const url = given ?? cluster!.url
  const schema = process.env.BENCH_SCHEMA ?? 'bench'
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`BENCH_SCHEMA: not a plain schema name: ${schema}`)
  const admin = openPool(url, { max: 1 })
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  const store = await openPostgresStore({ url, schema, scenario, now })
  await seedPostgresDrafts(admin, { ...actingPair(scenario).options, now, schema })
  await admin.end()
  const app = buildApp({
    repositories: store.repositories,
    // BENCH_RATE_LIMIT=memory: this process's counts, to tell the shared counter's cost (one upsert per
    // request, or per batch of one caller's requests) from the search's own.
    rateLimitStore: process.env.BENCH_RATE_LIMIT === 'memory' ? undefined : store.rateLimitStore,
    faultRules: store.faultRules,
    clock: () => new Date(),
    rateLimitPerMinute: 1_000_000_000,
  })
  return { app, close: () => store.close().then(() => cluster?.stop()) }
}

async function main(): Promise<void> {
  const started = performance.now()
  const now = new Date()
  const scenario = readScenarioFile(here('../server/scenarios/demo.json'))
  const onPostgres = process.env.BENCH_STORE === 'postgres'
  const { app, close }: { app: FastifyInstance; close: () => Promise<unknown> } = onPostgres
    ? await postgresApp(scenario, now)
    : await sqliteApp(scenario, now)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')

  const acting = actingPair(scenario)
  const ready: ServerReady = {
    store: onPostgres ? 'postgres' : 'sqlite',
    port: address.port,
    apiKey: acting.apiKey,
    pharmacyNpi: acting.npi,
    drafts: DRAFTS,
    buildMs: performance.now() - started,
  }
  process.send?.(ready)
  const stop = () => {
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0))
  }
  process.once('SIGTERM', stop)
  // Never outlive the benchmark, even when it is interrupted before it can send SIGTERM.
  process.once('disconnect', stop)
}

main().catch((error: unknown) => {
  console.error('draft-search server failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
