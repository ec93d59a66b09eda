// What a storage engine gives the sandbox: the repositories over a scenario, the rate limit's counts, the
// fault rules, the atomic reset to that scenario, and a way to let go of it all. SQLite by default
// (store/sqlite/engine.ts) or PostgreSQL (store/postgres/engine.ts), both over the queries in store/sql/;
// the contract suite (store/contract/) and
// the server's tests (createTestApp) take any engine, so nothing else needs to know which one runs.
import type { RateLimitStore } from './rate-limit-store'
import type { FaultRuleStore } from './fault-rule-store'
import type { Scenario } from '../scenarios/scenario'
import type { TenantDirectory } from './tenant-directory'
import type { Repositories } from './repositories'

export type OpenStore = {
  repositories: Repositories
  /** The fixed-window counts of the rate limit: shared by every instance on a shared engine. */
  rateLimitStore: RateLimitStore
  /** The fault rules of every key: shared by every instance on a shared engine. */
  faultRules: FaultRuleStore
  /** Puts every group's data back to the scenario, in one step (POST /api/v1/sandbox/reset). */
  reset: (now: Date) => Promise<void>
  /** The tenants: copies of the scenario with keys of their own, kept by the same engine (decision 0021). */
  tenants: TenantDirectory
  /** Lets go of the store; from then on `repositories.health()` does not answer true. Idempotent. */
  close: () => Promise<void>
}

/** Opens a store of its own holding `scenario`, relative dates ("+30d") counted from `now`. */
export type StoreEngine = (scenario: Scenario, now: Date) => Promise<OpenStore>
