// Opens the team store's SQLite file (TEAM_DATABASE) and brings its schema up to date. Unlike the
// sandbox's file (decision 0012) it is shared: the server and the command-line programs (npm run users,
// npm run audit:verify) open it at the same time, so it keeps SQLite's normal locking; WAL lets readers
// and the one writer work together, and busy_timeout makes a writer wait for another instead of failing.
// synchronous=FULL: an audit entry the server has written is on disk before the call it announces goes out.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
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
