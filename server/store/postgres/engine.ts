// PostgreSQL as a store engine (../store-engine.ts): the repositories, the rate limit's counts and the
// fault rules of one schema, shared by every instance of the sandbox that opens the same database and
// schema (docs/scaling.md). PostgreSQL's defaults for durability are kept: a write is acknowledged once its
// commit is flushed (synchronous_commit on, logged tables).
import type { Scenario } from '../../scenarios/scenario'
import type { OpenStore, StoreEngine } from '../store-engine'
import { resetToScenario } from '../sql/scenario-loader'
import { DEFAULT_SCHEMA, closeAndDrop, openPool, quotedSchema, throwawaySchemaNames } from './connection'
import { PostgresFaultRules } from './fault-rule-store'
import { postgresRateLimitStore } from './rate-limit-store'
import { postgresRepositories } from './repositories'
import { postgresSql } from './pg-dialect'
import { lockSchema, prepareSchema } from './schema'
import { postgresTenantDirectory } from './tenant-directory'

export type PostgresStoreOptions = {
  /** postgres://user:password@host:port/database (DATABASE_URL). */
  url: string
  /** The schema holding the store's tables; DEFAULT_SCHEMA ("sandbox") when absent. */
  schema?: string
  scenario: Scenario
  /** The instant relative scenario dates count from, when the scenario is loaded. */
  now: Date
  /** Pooled connections of this instance, at most (one more per database URL listens for the fault rules). */
  poolSize?: number
  /** An idle pooled connection is closed after this long (30 s by default). */
  idleMillis?: number
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
    const repositories = postgresRepositories(pool, schema)
    const tenants = await postgresTenantDirectory(pool, schema, options.scenario)
    let closing: Promise<void> | undefined
    return {
      loaded,
      repositories,
      rateLimitStore: postgresRateLimitStore(pool, s, (generation) => faultRules.seen(generation)),
      faultRules,
      tenants,
      reset: (now) => resetToScenario(postgresSql(pool, schema), options.scenario, now, lockSchema(schema)),
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

/**
 * An engine whose every store is a schema of its own on the database at `url` (named `prefix_<n>_<random>`),
 * dropped again when the store closes: for the contract suite and the server's tests.
 */
export function postgresSchemaEngine(
  url: string,
  options: { prefix?: string; poolSize?: number } = {},
): StoreEngine {
  const nextSchema = throwawaySchemaNames(options.prefix ?? 'test')
  return async (scenario: Scenario, now: Date) => {
    const schema = nextSchema()
    // A test that never closes its app leaves its store open: its connections close once idle.
    const store = await openPostgresStore({ url, schema, scenario, now, poolSize: 3, idleMillis: 500 })
    return {
      ...store,
      // Its tenants' schemas first (tenant-directory.ts names them after it).
      close: closeAndDrop(url, store.close, async (db) => {
        const { rows } = await db.query<{ name: string }>(
          'SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)',
          [`${schema}_t_`],
        )
        return [...rows.map((row) => row.name), schema]
      }),
    }
  }
}
