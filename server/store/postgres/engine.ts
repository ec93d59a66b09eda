// PostgreSQL as a store engine (../store-engine.ts): the repositories, the rate limit's counts and the
// fault rules of one schema, shared by every instance of the sandbox that opens the same database and
// schema (docs/scaling.md). PostgreSQL's defaults for durability are kept: a write is acknowledged once its
// commit is flushed (synchronous_commit on, logged tables).
import type { Scenario } from '../../scenarios/scenario'
import type { OpenStore } from '../store-engine'
import { DEFAULT_SCHEMA, openPool, quotedSchema, type PostgresConnection } from './connection'
import { PostgresFaultRules } from './fault-rule-store'
import { postgresRateLimitStore } from './rate-limit-store'
import { prepareSchema, schemaStore } from './schema'
import { postgresTenantDirectory } from './tenant-directory'

export type PostgresStoreOptions = PostgresConnection & {
  /** The schema holding the store's tables; DEFAULT_SCHEMA ("sandbox") when absent. */
  schema?: string
  scenario: Scenario
  /** The instant relative scenario dates count from, when the scenario is loaded. */
  now: Date
}

/** The open store, and whether this opening loaded the scenario (false: the schema already held data). */
export type PostgresStore = OpenStore & { loaded: boolean }

export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const schema = options.schema ?? DEFAULT_SCHEMA
  const s = quotedSchema(schema)
  const pool = openPool(options.url, { max: options.poolSize ?? 10, idleMillis: options.idleMillis })
  try {
    const loaded = await prepareSchema(pool, schema, options.scenario, options.now)
    const faultRules = new PostgresFaultRules(pool, s)
    await faultRules.start(options.url, schema)
    const tenants = await postgresTenantDirectory(pool, schema, options.scenario)
    let closing: Promise<void> | undefined
    return {
      loaded,
      ...schemaStore(pool, schema, options.scenario),
      rateLimitStore: postgresRateLimitStore(pool, s, (generation) => faultRules.seen(generation)),
      faultRules,
      tenants,
      close: () =>
        (closing ??= tenants
          .close()
          .then(() => faultRules.stop())
          .then(() => pool.end())),
    }
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
}
