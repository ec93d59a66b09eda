// Opens the sandbox database and brings its schema up to date (../sql/sandbox-migrations.ts).
// Durability: WAL with synchronous=FULL, so a write the API has acknowledged is on disk before the
// response leaves (it survives a killed process and a power cut, tested in server/durability.test.ts).
// A file belongs to the one process that opened it (exclusive locking, decision 0012): a statement then
// takes no file lock of its own, and a second sandbox on the same file stops at start instead of sharing it.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Repositories } from '../repositories'
import { sqlRepositories } from '../sql/repositories'
import { migrate, type Migration } from '../sql/migrate'
import type { Sql } from '../sql/query-layer'
import { sandboxMigrations } from '../sql/sandbox-migrations'
import { loadScenario as load, resetToScenario as reset } from '../sql/scenario-loader'
import { seedSyntheticDrafts as seed } from '../sql/synthetic-drafts'
import type { Scenario } from '../../scenarios/scenario'
import type { SyntheticDraftsOptions } from '../synthetic-drafts'
import type { SandboxTables } from '../sql/tables'
import { sqliteSandboxTables, userVersion } from './sandbox-schema'
import { sqliteDraftViews } from './draft-views'
import { SQLITE, sqliteLayer } from './sqlite-dialect'

export type Db = Database.Database

export const SANDBOX_MIGRATIONS = sandboxMigrations(sqliteSandboxTables)

/** True for SQLite's "database is locked": the file is held by another connection (another sandbox). */
export function isDatabaseLocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY'
}

/**
 * A handle on `file` (memory for ':memory:' or ''), its directory made, set up before any read and
 * migrated. `sandbox`: the sandbox's own file, held by this process alone (decision 0012), with a page
 * cache that holds the draft indexes; without it, a file several processes share (team-database.ts).
 */
export async function openFile(file: string, migrations: readonly Migration[], sandbox = false): Promise<Db> {
  const inMemory = file === ':memory:' || file === ''
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  const db = new Database(inMemory ? ':memory:' : file)
  try {
    // Before the first read: in WAL mode it then keeps the index in memory, not in a shared -shm file.
    if (sandbox && !inMemory) db.pragma('locking_mode = EXCLUSIVE')
    if (!inMemory) db.pragma('journal_mode = WAL')
    for (const pragma of ['synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000']) db.pragma(pragma)
    // 64 MiB page cache: the draft indexes for 100k drafts stay in memory, so searches never wait on reads.
    if (sandbox) for (const pragma of ['cache_size = -65536', 'temp_store = MEMORY']) db.pragma(pragma)
    await migrate(sqliteSql<never>(db), migrations, userVersion)
  } catch (error) {
    // A file another sandbox holds (or a broken one) is refused here: let go of it before saying so.
    db.close()
    throw error
  }
  return db
}

export function openDatabase(file: string): Promise<Db> {
  return openFile(file, SANDBOX_MIGRATIONS, true)
}

/** The query layer over a handle, with SQLite's traits. */
export const sqliteSql = <T = SandboxTables>(db: Db): Sql<T> => ({ db: sqliteLayer<T>(db), traits: SQLITE })

/** True when nothing has been loaded yet: the scenario goes only into an empty database. */
export function isEmptyDatabase(db: Db): boolean {
  const row = db
    .prepare('SELECT (SELECT count(*) FROM groups) + (SELECT count(*) FROM pharmacies) AS n')
    .get() as { n: number }
  return row.n === 0
}

/** The shared repositories (../sql/repositories.ts) over a handle, with SQLite's read of the draft views. */
export const createSqliteRepositories = (db: Db): Repositories =>
  sqlRepositories(sqliteSql(db), sqliteDraftViews(db))

export const loadScenario = (db: Db, scenario: Scenario, now: Date) => load(sqliteSql(db).db, scenario, now)
export const resetToScenario = (db: Db, scenario: Scenario, now: Date) => reset(sqliteSql(db), scenario, now)
export const seedSyntheticDrafts = (db: Db, options: SyntheticDraftsOptions) => seed(sqliteSql(db), options)
