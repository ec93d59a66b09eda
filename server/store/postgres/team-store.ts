// The team store on PostgreSQL (../team-store.ts): users, sessions, sign-in records, the audit log, the
// meter, the bulk jobs and the drafts listed, in a schema of their own (TEAM_SCHEMA, "team") beside the
// sandbox's, shared by every instance of the server that opens the same database (docs/scaling.md). The
// first instance to start creates the schema; migrations run under an advisory lock, so instances may
// start together and each migration is applied once.
import type pg from 'pg'
import { AuditSeal, type AnchorPolicy } from '../audit-seal'
import type { TeamStore, TeamStoreEngine } from '../team-store'
import { auditRepository, openAuditAnchor } from './audit-repository'
import { closeAndDrop, openPool, quotedSchema, throwawaySchemaNames } from './connection'
import { applyMigrations } from './schema'
import { draftListingsRepository } from './draft-listings-repository'
import { jobsRepository } from './jobs-repository'
import { meterRepository } from './meter-repository'
import { sessionsRepository } from './sessions-repository'
import { oidcTransactionsRepository, signInFailuresRepository } from './sign-in-records'
import { TEAM_MIGRATIONS } from './team-migrations'
import { usersRepository } from './users-repository'

export const TEAM_SCHEMA = 'team'

/** The team store's advisory locks' first key (the sandbox's schemas use another); the second is the schema's hash. */
const TEAM_LOCK_NAMESPACE = 0x5a4e

async function migrateTeamSchema(pool: pg.Pool, schema: string): Promise<void> {
  const s = quotedSchema(schema)
  const client = await pool.connect()
  const lock = { text: '$1::int, hashtext($2)', values: [TEAM_LOCK_NAMESPACE, schema] }
  let broken = false
  try {
    await client.query(`SELECT pg_advisory_lock(${lock.text})`, lock.values)
    try {
      await applyMigrations(client, s, TEAM_MIGRATIONS)
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

export type PostgresTeamStoreOptions = {
  /** postgres://user:password@host:port/database (DATABASE_URL). */
  url: string
  /** TEAM_SCHEMA ("team") when absent. */
  schema?: string
  /** Pooled connections of this instance, at most (5 by default). */
  poolSize?: number
  /** An idle pooled connection is closed after this long (30 s by default). */
  idleMillis?: number
  /** The audit log's key, and whether a log from before the key may be anchored (store/audit-seal.ts). */
  audit: AnchorPolicy
}

/** Opens the team store in `schema` of the database at `url`, creating and migrating the schema as needed. */
export async function openPostgresTeamStore(options: PostgresTeamStoreOptions): Promise<TeamStore> {
  const schema = options.schema ?? TEAM_SCHEMA
  const s = quotedSchema(schema)
  const pool = openPool(options.url, { max: options.poolSize ?? 5, idleMillis: options.idleMillis })
  try {
    await migrateTeamSchema(pool, schema)
    await openAuditAnchor(pool, s, options.audit, `schema "${schema}"`)
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    users: usersRepository(pool, s),
    sessions: sessionsRepository(pool, s),
    signInFailures: signInFailuresRepository(pool, s),
    oidcTransactions: oidcTransactionsRepository(pool, s),
    audit: auditRepository(pool, s, options.audit),
    meter: meterRepository(pool, s),
    jobs: jobsRepository(pool, s),
    draftListings: draftListingsRepository(pool, s),
    health: async () => (await pool.query('SELECT 1')).rowCount === 1,
    close: () => (closing ??= pool.end()),
  }
}

/**
 * An engine whose every store is a schema of its own on the database at `url` (`prefix_<n>_<random>`),
 * with an audit key of its own, dropped again when the store closes: for the contract suite and the
 * server's tests.
 */
export function postgresTeamSchemaEngine(url: string, options: { prefix?: string } = {}): TeamStoreEngine {
  const nextSchema = throwawaySchemaNames(options.prefix ?? 'team_test')
  return async () => {
    const schema = nextSchema()
    const audit = { seal: AuditSeal.random(), anchorExisting: false }
    const store = await openPostgresTeamStore({ url, schema, poolSize: 3, idleMillis: 500, audit })
    return {
      ...store,
      close: closeAndDrop(
        url,
        () => store.close(),
        () => Promise.resolve([schema]),
      ),
    }
  }
}
