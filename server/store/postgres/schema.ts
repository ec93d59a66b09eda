// A store's schema on PostgreSQL: brought up to date, and the scenario loaded into it when it is empty,
// under a database lock (pg_advisory_lock) held for the whole of it on a connection of its own: several
// instances starting together on one database apply each migration once and load the scenario once;
// the others wait, then find the work done. The reset takes the same lock for its transaction, so it
// never interleaves with a starting instance, and two resets never interleave.
import { sql, type Kysely } from 'kysely'
import type pg from 'pg'
import { sqlRepositories } from '../sql/repositories'
import type { Scenario } from '../../scenarios/scenario'
import { migrate, type Migration } from '../sql/migrate'
import { sandboxMigrations } from '../sql/sandbox-migrations'
import { isEmptyStore, loadScenario, resetToScenario } from '../sql/scenario-loader'
import type { SandboxTables } from '../sql/tables'
import { quotedSchema } from './connection'
import { postgresDraftViews } from './draft-views'
import { onConnection, POSTGRES, postgresSql } from './pg-dialect'
import { postgresSandboxTables, schemaMigrationsVersion } from './sandbox-schema'

/** The advisory locks' first key: the sandbox's namespace (the team store's is its own); the second is the schema's hash. */
export const SANDBOX_LOCKS = 0x5a4d

/** The migrations of a sandbox schema (its tables' names are written into the engine's own SQL). */
export const sandboxSchemaMigrations = (schema: string) => sandboxMigrations(postgresSandboxTables(schema))

/** The schema's lock, held by the transaction `trx` until it ends. */
export const lockSchema =
  (schema: string, namespace = SANDBOX_LOCKS) =>
  async <T>(trx: Kysely<T>) => {
    await sql`SELECT pg_advisory_xact_lock(${namespace}::int, hashtext(${schema}))`.execute(trx)
  }

/**
 * Runs `work` on a connection holding the schema's session lock, after creating the schema and applying
 * `migrations`; `work` gets that connection's query layer.
 */
export async function underSchemaLock<T>(
  pool: pg.Pool,
  schema: string,
  options: { namespace: number; migrations: readonly Migration[] },
  work: (db: Kysely<never>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  const keys = [options.namespace, schema]
  let broken = false
  try {
    await client.query('SELECT pg_advisory_lock($1::int, hashtext($2))', keys)
    try {
      const db = onConnection<never>(client, schema)
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db)
      await migrate({ db, traits: POSTGRES }, options.migrations, (trx) =>
        schemaMigrationsVersion(trx, schema),
      )
      return await work(db)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', keys).catch(() => {
        // The connection is broken: the server let go of its locks with it; do not reuse it.
        broken = true
      })
    }
  } finally {
    client.release(broken)
  }
}

/**
 * Migrates the schema and, when it holds no data, loads the scenario (relative dates from `now`), all
 * under the schema's lock. Answers whether it loaded the scenario.
 */
export function prepareSchema(
  pool: pg.Pool,
  schema: string,
  scenario: Scenario,
  now: Date,
): Promise<boolean> {
  const options = { namespace: SANDBOX_LOCKS, migrations: sandboxSchemaMigrations(schema) }
  return underSchemaLock(pool, schema, options, async (db) => {
    const store = db as Kysely<SandboxTables>
    if (!(await isEmptyStore(store))) return false
    await loadScenario(store, scenario, now)
    return true
  })
}

/**
 * The repositories of one schema over the pool, and its reset to `scenario` under the schema's lock: the
 * store's own (engine.ts) or a tenant's (tenant-directory.ts).
 */
export const schemaStore = (pool: pg.Pool, schema: string, scenario: Scenario) => ({
  repositories: sqlRepositories(postgresSql(pool, schema), postgresDraftViews(quotedSchema(schema))),
  reset: (now: Date) => resetToScenario(postgresSql(pool, schema), scenario, now, lockSchema(schema)),
})
