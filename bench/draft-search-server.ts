import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/store/sqlite/database'
import { createSqliteRepositories } from '../server/store/sqlite/repositories'
import { readScenarioFile } from '../server/store/scenario-file'
import { loadScenario } from '../server/store/sqlite/scenario-loader'
import { seedSyntheticDrafts } from '../server/store/sqlite/synthetic-drafts'

// The sandbox under benchmark, in its own process so the load generator does not share its event loop
// (the machine has two cores: one for the server, one for autocannon). Started by draft-search.ts, which
// receives a ServerReady message and ends this process when done.

const SEARCH_DRAFTS = 100_000

export type ServerReady = {
  port: number
  apiKey: string
  pharmacyNpi: number
  drafts: number
  buildMs: number
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

async function main(): Promise<void> {
  const started = performance.now()
  // A file database, as `npm start` uses; rebuilt on every run so figures are comparable.
  const file = here('./.data/draft-search.db')
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  const db = openDatabase(file)
  const now = new Date()
  const scenario = readScenarioFile(here('../server/scenarios/demo.json'))
  loadScenario(db, scenario, now)

  const demo = scenario.demoConnection
  const pharmacy = scenario.pharmacies.find((p) => p.npi === demo?.pharmacyNpi)
  const group = scenario.groups.find((g) => demo && g.apiKeys.includes(demo.apiKey))
  if (!demo || !pharmacy || !group) throw new Error('the demo scenario has no usable demo connection')
  // Top the acting pharmacy's Pending drafts (what the search returns) up to exactly SEARCH_DRAFTS.
  const existing = scenario.drafts.filter(
    (d) => d.sellerPharmacyId === pharmacy.id && d.groupId === group.id && d.status === 0,
  ).length
  seedSyntheticDrafts(db, {
    count: SEARCH_DRAFTS - existing,
    groupId: group.id,
    sellerPharmacyId: pharmacy.id,
    seed: 42,
    now,
  })

  const app = buildApp({
    repositories: createSqliteRepositories(db),
    clock: () => new Date(),
    rateLimitPerMinute: 1_000_000_000,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')

  const ready: ServerReady = {
    port: address.port,
    apiKey: demo.apiKey,
    pharmacyNpi: demo.pharmacyNpi,
    drafts: SEARCH_DRAFTS,
    buildMs: performance.now() - started,
  }
  process.send?.(ready)
  const stop = () => {
    void app.close().finally(() => {
      db.close()
      process.exit(0)
    })
  }
  process.once('SIGTERM', stop)
  // Never outlive the benchmark, even when it is interrupted before it can send SIGTERM.
  process.once('disconnect', stop)
}

main().catch((error: unknown) => {
  console.error('draft-search server failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
