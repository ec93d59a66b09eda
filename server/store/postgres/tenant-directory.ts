// Tenants on PostgreSQL (decision 0021): each a schema of its own, `<store schema>_t_<id>`, holding its copy
// of the scenario, over the store's pool; the directory of tenants and their keys is two tables of the
// store's schema, shared by every instance. Creation and removal run under one advisory lock, so the cap
// holds across instances and a sweep never removes a tenant being made. A request's lookup marks its
// tenant used (a write only when the mark is older than TOUCH_MS), and the removal deletes only rows
// still unused, so a tenant in use is never removed under a request that has just found it.
import type pg from 'pg'
import type { Scenario } from '../../scenarios/scenario'
import { newTenantId, newTenantKeys, scenarioKeys, tenantScenario } from '../tenant-directory'
import type { Tenant, TenantDirectory } from '../tenant-directory'
import { resetToScenario } from '../sql/scenario-loader'
import { inTransaction, quotedSchema } from './connection'
import { postgresSql } from './pg-dialect'
import { postgresRepositories, lockSchema, prepareSchema } from './schema'

/** A tenant used within this long is not marked again: most lookups are one read. */
const TOUCH_MS = 60_000
/** The tenants' lock: the store's schema lock keys with this as the name. */
const LOCK = (schema: string) => ({ text: '$1::int, hashtext($2)', values: [0x5a4d, `${schema}:tenants`] })

export const tenantSchema = (schema: string, id: string) => `${schema}_t_${id}`

async function createTables(pool: pg.Pool, schema: string): Promise<void> {
  const s = quotedSchema(schema)
  const lock = LOCK(schema)
  await inTransaction(pool, async (client) => {
    // Instances starting together would race to create the tables (CREATE ... IF NOT EXISTS is not).
    await client.query(`SELECT pg_advisory_xact_lock(${lock.text})`, lock.values)
    await client.query(`CREATE TABLE IF NOT EXISTS ${s}.tenants (
      id text COLLATE "C" PRIMARY KEY,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz NOT NULL)`)
    await client.query(`CREATE TABLE IF NOT EXISTS ${s}.tenant_keys (
      api_key text COLLATE "C" PRIMARY KEY,
      tenant_id text COLLATE "C" NOT NULL REFERENCES ${s}.tenants (id) ON DELETE CASCADE,
      scenario_key text COLLATE "C" NOT NULL)`)
  })
}

export async function postgresTenantDirectory(
  pool: pg.Pool,
  schema: string,
  scenario: Scenario,
): Promise<TenantDirectory> {
  const s = quotedSchema(schema)
  const lock = LOCK(schema)
  await createTables(pool, schema)
  /** Tenants this instance has opened: their repositories keep draft views, worth keeping. */
  const held = new Map<string, Tenant>()

  /** The tenant as this instance holds it; `copy` when it is the one creating it (not committed yet). */
  const open = async (id: string, copy?: Scenario): Promise<Tenant> => {
    const known = held.get(id)
    if (known) return known
    const name = tenantSchema(schema, id)
    const scenarioCopy = copy ?? (await copyOf(id))
    const tenant: Tenant = {
      id,
      repositories: postgresRepositories(pool, name),
      reset: (now) => resetToScenario(postgresSql(pool, name), scenarioCopy, now, lockSchema(name)),
      apiKeys: scenarioKeys(scenarioCopy),
    }
    held.set(id, tenant)
    return tenant
  }

  /** The tenant's copy of the scenario, for its reset on an instance that did not create it. */
  const copyOf = async (id: string): Promise<Scenario> => {
    const { rows } = await pool.query<{ api_key: string; scenario_key: string }>(
      `SELECT api_key, scenario_key FROM ${s}.tenant_keys WHERE tenant_id = $1`,
      [id],
    )
    const keyOf = new Map(rows.map((row) => [row.scenario_key, row.api_key]))
    return tenantScenario(scenario, (key) => {
      const own = keyOf.get(key)
      // Never the scenario's own key: the copy would reach the default tenant's data.
      if (own === undefined) throw new Error(`Tenant ${id} has no key for one of the scenario's keys.`)
      return own
    })
  }

  const lookup = async (apiKey: string, now: Date, idleSince: Date) => {
    const { rows } = await pool.query<{ id: string }>(
      `WITH touched AS (
         UPDATE ${s}.tenants t SET last_used_at = $2 FROM ${s}.tenant_keys k
         WHERE k.api_key = $1 AND t.id = k.tenant_id AND t.last_used_at >= $3 AND t.last_used_at < $4
         RETURNING t.id)
       SELECT id FROM touched
       UNION ALL
       SELECT t.id FROM ${s}.tenant_keys k JOIN ${s}.tenants t ON t.id = k.tenant_id
       WHERE k.api_key = $1 AND t.last_used_at >= $4 AND t.last_used_at >= $3`,
      [apiKey, now, idleSince, new Date(now.getTime() - TOUCH_MS)],
    )
    return rows[0]?.id
  }

  return {
    defaultKeys: new Set(scenarioKeys(scenario)),
    async find(apiKey, now, idleSince) {
      // A second try: another request's mark, committed while this statement waited for the row, hides
      // the row from both halves of the first (the mark is newer than its snapshot).
      const id = (await lookup(apiKey, now, idleSince)) ?? (await lookup(apiKey, now, idleSince))
      return id === undefined ? undefined : open(id)
    },
    create: (now, idleSince, limit) =>
      inTransaction(pool, async (client) => {
        await client.query(`SELECT pg_advisory_xact_lock(${lock.text})`, lock.values)
        const { rows } = await client.query<[number]>({
          text: `SELECT count(*) FROM ${s}.tenants WHERE last_used_at >= $1`,
          values: [idleSince],
          rowMode: 'array',
        })
        if (rows[0]![0] >= limit) return undefined
        const id = newTenantId()
        const keyOf = newTenantKeys(id)
        const copy = tenantScenario(scenario, keyOf)
        const name = tenantSchema(schema, id)
        const keys = [...new Set(scenarioKeys(scenario))]
        try {
          await prepareSchema(pool, name, copy, now)
          const row = `INSERT INTO ${s}.tenants (id, created_at, last_used_at) VALUES ($1, $2, $2)`
          await client.query(row, [id, now])
          await client.query(
            `INSERT INTO ${s}.tenant_keys (api_key, scenario_key, tenant_id)
             SELECT unnest($1::text[]), unnest($2::text[]), $3`,
            [keys.map(keyOf), keys, id],
          )
        } catch (error) {
          await pool.query(`DROP SCHEMA IF EXISTS ${quotedSchema(name)} CASCADE`).catch(() => undefined)
          throw error
        }
        return { tenant: await open(id, copy), scenario: copy, createdAt: now }
      }),
    removeIdle: (idleSince) =>
      inTransaction(pool, async (client) => {
        await client.query(`SELECT pg_advisory_xact_lock(${lock.text})`, lock.values)
        const { rows } = await client.query<{ id: string; keys: string[] }>(
          `WITH gone AS (DELETE FROM ${s}.tenants WHERE last_used_at < $1 RETURNING id)
           SELECT gone.id, array_agg(k.api_key) FILTER (WHERE k.api_key IS NOT NULL) AS keys
           FROM gone LEFT JOIN ${s}.tenant_keys k ON k.tenant_id = gone.id GROUP BY gone.id`,
          [idleSince],
        )
        for (const { id } of rows) {
          held.delete(id)
          await client.query(`DROP SCHEMA IF EXISTS ${quotedSchema(tenantSchema(schema, id))} CASCADE`)
        }
        // Tenants another instance removed: this one lets go of them too.
        const { rows: live } = await client.query<{ id: string }>(`SELECT id FROM ${s}.tenants`)
        const kept = new Set(live.map((row) => row.id))
        for (const id of held.keys()) if (!kept.has(id)) held.delete(id)
        return rows.flatMap((row) => row.keys ?? [])
      }),
    close: () => Promise.resolve(held.clear()),
  }
}
