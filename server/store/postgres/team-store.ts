// The team store on PostgreSQL (../team-store.ts, ../sql/team-store.ts): users, sessions, sign-in records,
// the audit log, the meter, the bulk jobs and the drafts listed, in a schema of their own (TEAM_SCHEMA,
// "team") beside the sandbox's, shared by every instance of the server that opens the same database
// (docs/scaling.md). The first instance to start creates the schema; migrations run under an advisory
// lock, so instances may start together and each migration is applied once. Appends to the audit log
// wait for one another on the chain's head row (FOR UPDATE); the meter's take commits with
// synchronous_commit off for its own transaction, as SQLite's take skips its flush.
import { sql } from 'kysely'
import type { AnchorPolicy } from '../audit-seal'
import { openAuditAnchor, type LockHead } from '../sql/audit'
import type { Unflushed } from '../sql/meter'
import { inTransaction } from '../sql/query-layer'
import type { TeamTables } from '../sql/tables'
import { teamMigrations } from '../sql/team-migrations'
import { sqlTeamStore } from '../sql/team-store'
import type { TeamStore } from '../team-store'
import { openPool, quotedSchema, type PostgresConnection } from './connection'
import { postgresSql } from './pg-dialect'
import { underSchemaLock } from './schema'

export const TEAM_SCHEMA = 'team'

/** The team store's advisory locks' first key (the sandbox's schemas use another). */
const TEAM_LOCKS = 0x5a4e

// The chain's head, one row that every append locks before it reads the last entry; and the audit log
// append-only through this schema (its owner can still drop the triggers: the hash chain shows that).
const teamTables = (s: string) => `
CREATE TABLE ${s}.audit_head (id boolean PRIMARY KEY DEFAULT true CHECK (id));
INSERT INTO ${s}.audit_head DEFAULT VALUES;
CREATE FUNCTION ${s}.audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END $$;
CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON ${s}.audit_entries
  FOR EACH ROW EXECUTE FUNCTION ${s}.audit_entries_append_only();
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON ${s}.audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ${s}.audit_entries_append_only();`

const unflushed: Unflushed = (db, work) =>
  inTransaction(db, async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx)
    return work(trx)
  })

const lockHead: LockHead = async (trx) => {
  await trx.selectFrom('auditHead').select('id').forUpdate().execute()
}

export type PostgresTeamStoreOptions = PostgresConnection & {
  /** TEAM_SCHEMA ("team") when absent. */
  schema?: string
  /** The audit log's key, and whether a log from before the key may be anchored (store/audit-seal.ts). */
  audit: AnchorPolicy
}

/** Opens the team store in `schema` of the database at `url`, creating and migrating the schema as needed. */
export async function openPostgresTeamStore(options: PostgresTeamStoreOptions): Promise<TeamStore> {
  const schema = options.schema ?? TEAM_SCHEMA
  const pool = openPool(options.url, { max: options.poolSize ?? 5, idleMillis: options.idleMillis })
  const store = postgresSql<TeamTables>(pool, schema)
  try {
    const migrations = teamMigrations((s) => s.run(teamTables(quotedSchema(schema))))
    await underSchemaLock(pool, schema, { namespace: TEAM_LOCKS, migrations }, () => Promise.resolve())
    await openAuditAnchor(store, options.audit, lockHead, `schema "${schema}"`)
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  let closing: Promise<void> | undefined
  return sqlTeamStore(store, options.audit, {
    unflushed,
    lockHead,
    health: async () => (await pool.query('SELECT 1')).rowCount === 1,
    close: () => (closing ??= pool.end()),
  })
}
