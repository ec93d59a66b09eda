// The team store on SQLite (../team-store.ts, ../sql/team-store.ts): a file of its own (TEAM_DATABASE),
// or memory for tests. The meter's take commits without waiting for the disk (synchronous=NORMAL for its
// transaction alone: WAL keeps it through a crash of the process, only a power loss could drop the last
// counts); the connection goes back to FULL at once, so the audit log's writes still wait for the disk.
import { sql } from 'kysely'
import { openAuditAnchor } from '../sql/audit'
import type { Unflushed } from '../sql/meter'
import type { TeamTables } from '../sql/tables'
import { sqlTeamStore } from '../sql/team-store'
import { AuditSeal, type AnchorPolicy } from '../audit-seal'
import type { TeamStore, TeamStoreEngine } from '../team-store'
import { sqliteSql, type Db } from './database'
import { openTeamDatabase } from './team-database'

const unflushed: Unflushed = (db, work) =>
  db.isTransaction
    ? work(db)
    : db.connection().execute(async (one) => {
        await sql`PRAGMA synchronous = NORMAL`.execute(one)
        try {
          return await one.transaction().execute(work)
        } finally {
          await sql`PRAGMA synchronous = FULL`.execute(one)
        }
      })

// An IMMEDIATE transaction holds the write lock from its start: appends are one after another already.
const lockHead = () => Promise.resolve()

/** The store over an open file; `audit` keys and anchors its audit log (store/audit-seal.ts). */
export async function sqliteTeamStore(db: Db, audit: AnchorPolicy): Promise<TeamStore> {
  const store = sqliteSql<TeamTables>(db)
  await openAuditAnchor(store, audit, lockHead, db.name)
  return sqlTeamStore(store, audit, {
    unflushed,
    lockHead,
    health: async () => db.open && (await sql`SELECT 1`.execute(store.db)).rows.length === 1,
    close: () => Promise.resolve(db.open ? void db.close() : undefined),
  })
}

/** A team store of its own in memory, with a key of its own: for tests and the contract suite. */
export const sqliteMemoryTeamEngine: TeamStoreEngine = async () =>
  sqliteTeamStore(await openTeamDatabase(':memory:'), { seal: AuditSeal.random(), anchorExisting: false })
