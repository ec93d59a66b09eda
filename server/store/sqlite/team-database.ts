// Opens the team store's SQLite file (TEAM_DATABASE) and brings its schema up to date. Unlike the
// sandbox's file (decision 0012) it is shared: the server and the command-line programs (npm run users,
// npm run audit:verify) open it at the same time, so it keeps SQLite's normal locking; WAL lets readers
// and the one writer work together, and busy_timeout makes a writer wait for another instead of failing.
// synchronous=FULL: an audit entry the server has written is on disk before the call it announces goes out.
import Database from 'better-sqlite3'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { migrate, type Db } from './database'
import { TEAM_MIGRATIONS } from './team-migrations'

export function openTeamDatabase(file: string): Db {
  const inMemory = file === ':memory:' || file === ''
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  const db = new Database(inMemory ? ':memory:' : file)
  try {
    if (!inMemory) db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    migrate(db, TEAM_MIGRATIONS)
  } catch (error) {
    db.close()
    throw error
  }
  return db
}

/** How many users a team store file holds, read without changing it: 0 when there is no such file (or memory). */
export function usersInTeamFile(file: string): number {
  if (file === ':memory:' || file === '' || !existsSync(file)) return 0
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return (db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n
  } catch {
    // A file that is no team store (no users table) holds no users.
    return 0
  } finally {
    db.close()
  }
}
