// Opens the team store's SQLite file (TEAM_DATABASE) and brings its schema up to date
// (../sql/team-migrations.ts). Unlike the sandbox's file (decision 0012) it is shared: the server and the
// command-line programs (npm run users, npm run audit:verify) open it at the same time, so it keeps
// SQLite's normal locking; WAL lets readers and the one writer work together, every transaction takes the
// write lock first (IMMEDIATE), and busy_timeout makes a writer wait for another instead of failing.
// synchronous=FULL: an audit entry the server has written is on disk before the call it announces goes out.
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { teamMigrations } from '../sql/team-migrations'
import { openFile, type Db } from './database'

// The audit log is append-only through this schema: someone with the file can still drop these
// triggers; the hash chain is what shows that (npm run audit:verify).
export const TEAM_MIGRATIONS = teamMigrations(async (s) => {
  for (const change of ['UPDATE', 'DELETE'])
    await s.run(`CREATE TRIGGER audit_entries_no_${change.toLowerCase()} BEFORE ${change} ON audit_entries
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`)
})

export function openTeamDatabase(file: string): Promise<Db> {
  return openFile(file, TEAM_MIGRATIONS)
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
