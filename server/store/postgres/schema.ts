// Brings a store's schema up to date and loads the scenario into it when it is empty, under a database
// lock (pg_advisory_lock) held for the whole of it: several instances starting together on one database
// apply each migration once and load the scenario once; the others wait, then find the work done. The
// reset takes the same lock (for its transaction), so it never interleaves with a starting instance.
import type pg from 'pg'
import type { Scenario } from '../../scenarios/scenario'
import { faultChannel, quotedSchema, type Queryable } from './connection'
import { MIGRATIONS } from './migrations'
import { loadScenario } from './scenario-loader'

/** The advisory locks' first key: this application's namespace; the second is the schema's hash. */
const LOCK_NAMESPACE = 0x5a4d

export const lockKeys = (schema: string) => ({
  text: '$1::int, hashtext($2)',
  values: [LOCK_NAMESPACE, schema],
})

/** Data tables, children before the tables they reference (the reset empties them in this order). */
export const DATA_TABLES = [
  'transactions',
  'cash_offers',
  'listings',
  'drafts',
  'invitations',
  'group_members',
  'api_keys',
  'pharmacies',
  'groups',
  'drugs',
  'settings',
] as const

async function migrate(client: pg.PoolClient, schema: string): Promise<void> {
  const channel = faultChannel(schema)
  await applyMigrations(
    client,
    quotedSchema(schema),
    MIGRATIONS.map((migration) => (s: string) => migration(s, channel)),
  )
}

/**
 * Creates the schema `s` (quoted) and its record of migrations, then applies those of `migrations` not
 * applied yet, each in a transaction with its record: the sandbox's and the team store's. The caller
 * holds the schema's advisory lock.
 */
export async function applyMigrations(
  client: pg.PoolClient,
  s: string,
  migrations: readonly ((s: string) => string)[],
): Promise<void> {
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`)
  await client.query(`CREATE TABLE IF NOT EXISTS ${s}.schema_migrations (
    version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`)
  const { rows } = await client.query<[number]>({
    text: `SELECT coalesce(max(version), 0) FROM ${s}.schema_migrations`,
    rowMode: 'array',
  })
  const current = rows[0]![0]
  for (const [index, migration] of migrations.entries()) {
    const version = index + 1
    if (version <= current) continue
    await client.query('BEGIN')
    try {
      await client.query(migration(s))
      await client.query(`INSERT INTO ${s}.schema_migrations (version) VALUES ($1)`, [version])
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    }
  }
}

/** True when nothing has been loaded yet: the scenario goes only into an empty store. */
export async function isEmptyStore(db: Queryable, s: string): Promise<boolean> {
  const { rows } = await db.query<[number]>({
    text: `SELECT (SELECT count(*) FROM ${s}.groups) + (SELECT count(*) FROM ${s}.pharmacies)`,
    rowMode: 'array',
  })
  return rows[0]![0] === 0
}

/**
 * Migrates the schema and, when it holds no data, loads the scenario (relative dates from `now`), all
 * under the schema's lock. Answers whether it loaded the scenario.
 */
export async function prepareSchema(
  pool: pg.Pool,
  schema: string,
  scenario: Scenario,
  now: Date,
): Promise<boolean> {
  const s = quotedSchema(schema)
  const client = await pool.connect()
  const lock = lockKeys(schema)
  let broken = false
  try {
    await client.query(`SELECT pg_advisory_lock(${lock.text})`, lock.values)
    try {
      await migrate(client, schema)
      if (!(await isEmptyStore(client, s))) return false
      await client.query('BEGIN')
      try {
        await loadScenario(client, s, scenario, now)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      }
      return true
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${lock.text})`, lock.values).catch(() => {
        // The connection is broken: the server let go of its locks with it; do not reuse it.
        broken = true
      })
    }
  } finally {
    client.release(broken)
  }
}

/** Puts the store's data back to the scenario in one transaction: readers see the old data or the new. */
export async function resetToScenario(client: pg.PoolClient, schema: string, scenario: Scenario, now: Date) {
  const s = quotedSchema(schema)
  const lock = lockKeys(schema)
  // Two resets at once (two instances) would each load a scenario: the second waits for the first.
  await client.query(`SELECT pg_advisory_xact_lock(${lock.text})`, lock.values)
  for (const table of DATA_TABLES) await client.query(`DELETE FROM ${s}.${table}`)
  await loadScenario(client, s, scenario, now)
}
