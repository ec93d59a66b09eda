// Opens the sandbox database and brings its schema up to date.
// Durability: WAL with synchronous=FULL, so a write the API has acknowledged is on disk before the
// response leaves (it survives a killed process and a power cut, tested in server/durability.test.ts).
// A file belongs to the one process that opened it (exclusive locking, decision 0012): a statement then
// takes no file lock of its own, and a second sandbox on the same file stops at start instead of sharing it.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { MIGRATIONS } from './migrations'

export type Db = Database.Database

/** True for SQLite's "database is locked": the file is held by another connection (another sandbox). */
export function isDatabaseLocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY'
}

export function openDatabase(file: string): Db {
  const inMemory = file === ':memory:' || file === ''
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  const db = new Database(inMemory ? ':memory:' : file)
  try {
    configure(db, inMemory)
    migrate(db)
  } catch (error) {
    // A file another sandbox holds (or a broken one) is refused here: let go of it before saying so.
    db.close()
    throw error
  }
  return db
}

function configure(db: Db, inMemory: boolean): void {
  if (!inMemory) {
    // Before the first read: in WAL mode it then keeps the index in memory, not in a shared -shm file.
    db.pragma('locking_mode = EXCLUSIVE')
    db.pragma('journal_mode = WAL')
  }
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // 64 MiB page cache: the draft indexes for 100k drafts stay in memory, so searches never wait on reads.
  db.pragma('cache_size = -65536')
  db.pragma('temp_store = MEMORY')
}

/** Applies every migration newer than the database's user_version, each in its own transaction. */
export function migrate(db: Db, migrations: readonly string[] = MIGRATIONS): void {
  const current = db.pragma('user_version', { simple: true }) as number
  migrations.forEach((sql, index) => {
    const version = index + 1
    if (version <= current) return
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${version}`)
    })()
  })
}

/** True when nothing has been loaded yet: the scenario goes only into an empty database. */
export function isEmptyDatabase(db: Db): boolean {
  const row = db
    .prepare('SELECT (SELECT count(*) FROM groups) + (SELECT count(*) FROM pharmacies) AS n')
    .get() as { n: number }
  return row.n === 0
}
