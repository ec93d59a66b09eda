// pg under the query layer (../sql/query-layer.ts): Kysely's PostgreSQL dialect over the store's pool, with
// the statements compiled once (`prepared`) sent as named statements, so each connection parses and plans
// them once (every search runs two: the rate limit's upsert aside, the acting caller and the page's rows).
// One layer per pool: every schema on it (the store's and its tenants') is a `withSchema` of that layer.
import { PostgresDialect, sql, type Kysely, type PostgresPool } from 'kysely'
import type pg from 'pg'
import { PREPARED_SQL, queryLayer, type EngineTraits, type Sql } from '../sql/query-layer'
import type { SandboxTables } from '../sql/tables'

/** Statement names by text, the same on every connection (a name never names two texts). */
const names = new Map<string, string>()
const nameOf = (text: string) => {
  let name = names.get(text)
  if (name === undefined) names.set(text, (name = `q${names.size + 1}`))
  return name
}

type Client = { query: (text: string, values: unknown[]) => Promise<pg.QueryResult>; release: () => void }
const layers = new WeakMap<pg.Pool, Kysely<never>>()

/** A pooled client that sends a statement compiled once by its name. */
const named = (client: pg.PoolClient): Client => ({
  query: (text, values) =>
    client.query(PREPARED_SQL.has(text) ? { name: nameOf(text), text, values } : { text, values }),
  release: () => client.release(),
})

export function postgresLayer<T>(pool: pg.Pool): Kysely<T> {
  let layer = layers.get(pool)
  if (!layer) {
    const clients = new WeakMap<pg.PoolClient, Client>()
    const naming = {
      async connect() {
        const client = await pool.connect()
        let own = clients.get(client)
        if (!own) clients.set(client, (own = named(client)))
        return own
      },
      end: () => pool.end(),
    }
    const dialect = new PostgresDialect({ pool: naming as unknown as PostgresPool })
    layers.set(pool, (layer = queryLayer<never>(dialect)))
  }
  return layer as unknown as Kysely<T>
}

export const POSTGRES: EngineTraits = {
  engine: 'postgres',
  idIs: (column, id) => sql<boolean>`lower(${sql.ref(column)}) = lower(${id})`,
  idIn: (column, ids) =>
    sql<boolean>`lower(${sql.ref(column)}) = ANY(${ids.map((id) => id.toLowerCase())}::text[])`,
  inTexts: (column, values) => sql<boolean>`${sql.ref(column)} = ANY(${values}::text[])`,
  jsonNumber: (column, path) => sql<number | null>`(${sql.ref(column)}::jsonb #>> ${path})::numeric`,
  contains: (column, term) => sql<boolean>`strpos(${sql.ref(column)}, ${term}) > 0`,
  numbers: (values) => values,
  inNumbers: (column, list) => sql<boolean>`${sql.ref(column)} = ANY(${list}::bigint[])`,
  noLimit: null,
  one: true,
  isUniqueViolation: (error) => (error as { code?: unknown } | null)?.code === '23505',
  skipLocked: (query) => query.forUpdate().skipLocked(),
}

/** The query layer over the pool, scoped to `schema`: the store's own or a tenant's. */
export const postgresSql = <T = SandboxTables>(pool: pg.Pool, schema: string): Sql<T> => ({
  db: postgresLayer<T>(pool).withSchema(schema),
  traits: POSTGRES,
})

/**
 * The query layer over one pooled connection of its own, scoped to `schema`, for work that must run on
 * the connection holding a session lock (schema.ts).
 */
export function onConnection<T>(client: pg.PoolClient, schema: string): Kysely<T> {
  const pool = {
    connect: () => Promise.resolve({ query: client.query.bind(client), release: () => undefined }),
    end: () => Promise.resolve(),
  }
  return queryLayer<T>(new PostgresDialect({ pool: pool })).withSchema(schema)
}
