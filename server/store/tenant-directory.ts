// Tenants (docs/sandbox.md, Tenants; decision 0021): copies of the loaded scenario, each reached with keys
// of its own. A store engine keeps them (store/sqlite/tenant-directory.ts, store/postgres/tenant-directory.ts)
// behind this interface; the app finds a request's tenant by its key (tenant-scope.ts) and the routes see
// that tenant's repositories. The default tenant is the store itself, reached with the scenario's keys.
import { randomBytes } from 'node:crypto'
import type { Scenario } from '../scenarios/scenario'
import type { Repositories } from './repositories'

/** A tenant as one instance holds it: its repositories, its reset, and the keys that reach it. */
export type Tenant = {
  id: string
  repositories: Repositories
  /** Puts the tenant's data back to its copy of the scenario, in one step. */
  reset: (now: Date) => Promise<void>
  /** Every key of the tenant's groups: its fault rules are theirs, and its reset clears them. */
  apiKeys: readonly string[]
}

/** What the creation answers: the tenant's copy of the scenario names its groups and new keys. */
export type CreatedTenant = { tenant: Tenant; scenario: Scenario; createdAt: Date }

export interface TenantDirectory {
  /** The scenario's own keys: the default tenant's, found without asking the store. */
  readonly defaultKeys: ReadonlySet<string>
  /**
   * The tenant this key reaches, marked as used at `now`; undefined when no tenant holds the key (the
   * default tenant's keys and unknown keys), or when it was unused since before `idleSince` (then it is
   * as good as removed, whether or not a sweep has removed it yet).
   */
  find(apiKey: string, now: Date, idleSince: Date): Promise<Tenant | undefined>
  /**
   * A new tenant holding a copy of the scenario with keys of its own; undefined when `limit` tenants used
   * since `idleSince` exist already (idle ones do not count, removed or not).
   */
  create(now: Date, idleSince: Date, limit: number): Promise<CreatedTenant | undefined>
  /**
   * Removes every tenant unused since before `idleSince`, with its data; answers the keys they had, whose
   * fault rules the caller clears (the rules live in the default store, by key).
   */
  removeIdle(idleSince: Date): Promise<string[]>
  /** Lets go of every tenant this instance holds open (the data stays where the engine keeps it). */
  close(): Promise<void>
}

/** A tenant's id: 10 lower-case letters and digits (it is part of a schema's name on PostgreSQL). */
export function newTenantId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

/** A key nobody can guess, naming the tenant so a log line or a support question can tell whose it is. */
const newKey = (tenantId: string) => `tenant-${tenantId}-${randomBytes(18).toString('base64url')}`

/** New keys for a tenant: one per key of the scenario, the same one each time the scenario's key is named. */
export function newTenantKeys(tenantId: string): (scenarioKey: string) => string {
  const keys = new Map<string, string>()
  return (key) => keys.get(key) ?? keys.set(key, newKey(tenantId)).get(key)!
}

/**
 * The tenant's copy of the scenario: every group key, and the demo connection's, replaced by the tenant's
 * (`keyOf`). Users (sign-in) are not the sandbox's data and are left out.
 */
export function tenantScenario(scenario: Scenario, keyOf: (scenarioKey: string) => string): Scenario {
  const groups = scenario.groups.map((group) => ({ ...group, apiKeys: group.apiKeys.map(keyOf) }))
  const demo = scenario.demoConnection
  const { users: _users, ...data } = scenario
  return {
    ...data,
    groups,
    ...(demo ? { demoConnection: { ...demo, apiKey: keyOf(demo.apiKey) } } : {}),
  }
}

export const scenarioKeys = (scenario: Scenario): string[] =>
  scenario.groups.flatMap((group) => group.apiKeys)
