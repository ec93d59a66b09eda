// Sessions in SQLite (../team-store.ts). The read every signed-in request makes is one statement: the
// session by its primary key and its user by theirs, read as a raw row and built in code (as the sandbox
// reads its acting caller, decision 0012).
import type { SessionRow } from '../team-store'
import type { Db } from './database'
import { USER_COLUMNS, userOfColumns, type UserColumns } from './users-repository'

type Joined = UserColumns & {
  s_id_hash: string
  s_created_at: string
  s_last_seen_at: string
  s_method: string
}

export function sessionsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO sessions (id_hash, user_key, created_at, last_seen_at, method)
     SELECT @idHash, key, @createdAt, @lastSeenAt, @method FROM users WHERE id = @userId`,
  )
  const find = db.prepare(
    `SELECT s.id_hash AS s_id_hash, s.created_at AS s_created_at, s.last_seen_at AS s_last_seen_at,
       s.method AS s_method, ${USER_COLUMNS}
     FROM sessions s JOIN users u ON u.key = s.user_key WHERE s.id_hash = ?`,
  )
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?')
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?')
  const removeForUser = db.prepare(
    'DELETE FROM sessions WHERE user_key = (SELECT key FROM users WHERE id = ?)',
  )
  const removeExpired = db.prepare('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?')

  return {
    create(session: SessionRow): void {
      const { changes } = insert.run(session)
      if (changes !== 1) throw new Error(`no user ${session.userId} to open a session for`)
    },
    findWithUser(idHash: string) {
      const row = find.get(idHash) as Joined | undefined
      if (!row) return undefined
      const session: SessionRow = {
        idHash: row.s_id_hash,
        userId: row.id,
        createdAt: row.s_created_at,
        lastSeenAt: row.s_last_seen_at,
        method: row.s_method === 'oidc' ? 'oidc' : 'password',
      }
      return { session, user: userOfColumns(row) }
    },
    touch(idHash: string, lastSeenAt: Date): void {
      touch.run(lastSeenAt.toISOString(), idHash)
    },
    delete(idHash: string): void {
      remove.run(idHash)
    },
    deleteForUser: (userId: string) => removeForUser.run(userId).changes,
    deleteExpired: (idleBefore: Date, createdBefore: Date) =>
      removeExpired.run(idleBefore.toISOString(), createdBefore.toISOString()).changes,
  }
}
