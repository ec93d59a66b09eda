// SQLite as a store engine (../store-engine.ts). The sandbox on SQLite is one process (decision 0012), so
// its rate-limit counts and fault rules are that process's own.
import { memoryRateLimitStore } from '../rate-limit-store'
import { MemoryFaultRules } from '../memory-fault-rules'
import type { Scenario } from '../../scenarios/scenario'
import type { OpenStore, StoreEngine } from '../store-engine'
import { openDatabase, type Db, createSqliteRepositories, loadScenario, resetToScenario } from './database'
import { sqliteTenantDirectory } from './tenant-directory'

/** The store over an open database that already holds its data; reset goes back to `scenario`. */
export function sqliteStore(db: Db, scenario: Scenario): OpenStore {
  const tenants = sqliteTenantDirectory(scenario)
  return {
    repositories: createSqliteRepositories(db),
    rateLimitStore: memoryRateLimitStore(),
    faultRules: new MemoryFaultRules(),
    reset: (now) => resetToScenario(db, scenario, now),
    tenants,
    close: () => tenants.close().then(() => (db.open ? void db.close() : undefined)),
  }
}

/** A database of its own in memory, holding the scenario: for tests and the contract suite. */
export const sqliteMemoryEngine: StoreEngine = async (scenario, now) => {
  const db = await openDatabase(':memory:')
  await loadScenario(db, scenario, now)
  return sqliteStore(db, scenario)
}
