// Tenants on PostgreSQL (decision 0021): each a schema of its own, `<store schema>_t_<id>`, holding its copy
// of the scenario, over the store's pool; the directory of tenants and their keys is two tables of the
// store's schema, shared by every instance. Creation and removal run under one advisory lock, so the cap
// holds across instances and a sweep never removes a tenant being made. A request's lookup marks its
// tenant used (a write only when the mark is older than TOUCH_MS), and the removal deletes only rows
// still unused, so a tenant in use is never removed under a request that has just found it.
import { sql } from 'kysely'
import type pg from 'pg'
import type { Scenario } from '../../scenarios/scenario'
import { inTransaction } from '../sql/query-layer'
import { newTenantId, newTenantKeys, scenarioKeys, tenantScenario } from '../tenant-directory'
import type { Tenant, TenantDirectory } from '../tenant-directory'
import { quotedSchema } from './connection'
import { postgresLayer } from './pg-dialect'
import { lockSchema, prepareSchema, schemaStore } from './schema'

/** A tenant used within this long is not marked again: most lookups are one read. */
const TOUCH_MS = 60_000

const tenantSchema = (schema: string, id: string) => `${schema}_t_${id}`

export async function postgresTenantDirectory(
  pool: pg.Pool,
  schema: string,
  scenario: Scenario,
): Promise<TenantDirectory> {
  const db = postgresLayer<never>(pool)
  // Checked identifiers (connection.ts), written into the SQL.
  const s = sql.raw(quotedSchema(schema))
  const tenantOf = (id: string) => sql.raw(quotedSchema(tenantSchema(schema, id)))
  /** Creation and removal, on every instance, one at a time: the store's schema lock keyed with this name. */
  const lock = lockSchema(`${schema}:tenants`)
  await inTransaction(db, async (trx) => {
    // Instances starting together would race to create the tables (CREATE ... IF NOT EXISTS is not).
    await lock(trx)
    await sql`CREATE TABLE IF NOT EXISTS ${s}.tenants (
      id text COLLATE "C" PRIMARY KEY,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz NOT NULL)`.execute(trx)
    await sql`CREATE TABLE IF NOT EXISTS ${s}.tenant_keys (
      api_key text COLLATE "C" PRIMARY KEY,
      tenant_id text COLLATE "C" NOT NULL REFERENCES ${s}.tenants (id) ON DELETE CASCADE,
      scenario_key text COLLATE "C" NOT NULL)`.execute(trx)
  })
  /** Tenants this instance has opened: their repositories keep draft views, worth keeping. */
  const held = new Map<string, Tenant>()

  /** The tenant as this instance holds it; `copy` when it is the one creating it (not committed yet). */
  const open = async (id: string, copy?: Scenario): Promise<Tenant> => {
    const known = held.get(id)
    if (known) return known
    const scenarioCopy = copy ?? (await copyOf(id))
    const tenant = {
      id,
      ...schemaStore(pool, tenantSchema(schema, id), scenarioCopy),
      apiKeys: scenarioKeys(scenarioCopy),
    }
    held.set(id, tenant)
    return tenant
  }

  /** The tenant's copy of the scenario, for its reset on an instance that did not create it. */
  const copyOf = async (id: string): Promise<Scenario> => {
    const { rows } = await sql<{ apiKey: string; scenarioKey: string }>`
      SELECT api_key, scenario_key FROM ${s}.tenant_keys WHERE tenant_id = ${id}`.execute(db)
    const keyOf = new Map(rows.map((row) => [row.scenarioKey, row.apiKey]))
    return tenantScenario(scenario, (key) => {
      const own = keyOf.get(key)
      // Never the scenario's own key: the copy would reach the default tenant's data.
      if (own === undefined) throw new Error(`Tenant ${id} has no key for one of the scenario's keys.`)
      return own
    })
  }

  const lookup = async (apiKey: string, now: Date, idleSince: Date) => {
    const touchedSince = new Date(now.getTime() - TOUCH_MS)
    const found = sql<{ id: string }>`WITH touched AS (
        UPDATE ${s}.tenants t SET last_used_at = ${now} FROM ${s}.tenant_keys k
        WHERE k.api_key = ${apiKey} AND t.id = k.tenant_id AND t.last_used_at >= ${idleSince}
          AND t.last_used_at < ${touchedSince}
        RETURNING t.id)
      SELECT id FROM touched
      UNION ALL
      SELECT t.id FROM ${s}.tenant_keys k JOIN ${s}.tenants t ON t.id = k.tenant_id
      WHERE k.api_key = ${apiKey} AND t.last_used_at >= ${touchedSince} AND t.last_used_at >= ${idleSince}`
    return (await found.execute(db)).rows[0]?.id
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
      inTransaction(db, async (trx) => {
        await lock(trx)
        const live = sql<{
          n: number
        }>`SELECT count(*) AS n FROM ${s}.tenants WHERE last_used_at >= ${idleSince}`
        if ((await live.execute(trx)).rows[0]!.n >= limit) return undefined
        const id = newTenantId()
        const keyOf = newTenantKeys(id)
        const copy = tenantScenario(scenario, keyOf)
        const keys = [...new Set(scenarioKeys(scenario))]
        try {
          await prepareSchema(pool, tenantSchema(schema, id), copy, now)
          const made = sql`INSERT INTO ${s}.tenants (id, created_at, last_used_at) VALUES (${id}, ${now}, ${now})`
          await made.execute(trx)
          await sql`INSERT INTO ${s}.tenant_keys (api_key, scenario_key, tenant_id)
            SELECT unnest(${keys.map(keyOf)}::text[]), unnest(${keys}::text[]), ${id}`.execute(trx)
        } catch (error) {
          await sql`DROP SCHEMA IF EXISTS ${tenantOf(id)} CASCADE`.execute(db).catch(() => undefined)
          throw error
        }
        return { tenant: await open(id, copy), scenario: copy, createdAt: now }
      }),
    removeIdle: (idleSince) =>
      inTransaction(db, async (trx) => {
        await lock(trx)
        const { rows } = await sql<{ id: string; keys: string[] | null }>`
          WITH gone AS (DELETE FROM ${s}.tenants WHERE last_used_at < ${idleSince} RETURNING id)
          SELECT gone.id, array_agg(k.api_key) FILTER (WHERE k.api_key IS NOT NULL) AS keys
          FROM gone LEFT JOIN ${s}.tenant_keys k ON k.tenant_id = gone.id GROUP BY gone.id`.execute(trx)
        for (const { id } of rows) {
          held.delete(id)
          await sql`DROP SCHEMA IF EXISTS ${tenantOf(id)} CASCADE`.execute(trx)
        }
        // Tenants another instance removed: this one lets go of them too.
        const live = await sql<{ id: string }>`SELECT id FROM ${s}.tenants`.execute(trx)
        const kept = new Set(live.rows.map((row) => row.id))
        for (const id of held.keys()) if (!kept.has(id)) held.delete(id)
        return rows.flatMap((row) => row.keys ?? [])
      }),
    close: () => Promise.resolve(held.clear()),
  }
}
