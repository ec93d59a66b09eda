// Sessions in PostgreSQL (../team-store.ts). The read every signed-in request makes is one statement: the
// session by its primary key joined to its user by theirs.
import type pg from 'pg'
import type { SessionRow, SessionsRepository } from '../team-store'
import { USER_COLUMNS, userOfColumns, type UserColumns } from './users-repository'

type Joined = UserColumns & {
  s_id_hash: string
  s_created_at: string
  s_last_seen_at: string
  s_method: string
}

export function sessionsRepository(pool: pg.Pool, s: string): SessionsRepository {
  return {
    async create(session: SessionRow) {
      const { rowCount } = await pool.query(
        `INSERT INTO ${s}.sessions (id_hash, user_key, created_at, last_seen_at, method)
         SELECT $1, key, $3, $4, $5 FROM ${s}.users WHERE id = $2`,
        [session.idHash, session.userId, session.createdAt, session.lastSeenAt, session.method],
      )
      if (rowCount !== 1) throw new Error(`no user ${session.userId} to open a session for`)
    },
    async findWithUser(idHash: string) {
      const { rows } = await pool.query<Joined>(
        `SELECT s.id_hash AS s_id_hash, s.created_at AS s_created_at, s.last_seen_at AS s_last_seen_at,
           s.method AS s_method, ${USER_COLUMNS}
         FROM ${s}.sessions s JOIN ${s}.users u ON u.key = s.user_key WHERE s.id_hash = $1`,
        [idHash],
      )
      const row = rows[0]
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
    async touch(idHash: string, lastSeenAt: Date) {
      await pool.query(`UPDATE ${s}.sessions SET last_seen_at = $2 WHERE id_hash = $1`, [
        idHash,
        lastSeenAt.toISOString(),
      ])
    },
    async delete(idHash: string) {
      await pool.query(`DELETE FROM ${s}.sessions WHERE id_hash = $1`, [idHash])
    },
    async deleteForUser(userId: string) {
      const { rowCount } = await pool.query(
        `DELETE FROM ${s}.sessions WHERE user_key = (SELECT key FROM ${s}.users WHERE id = $1)`,
        [userId],
      )
      return rowCount ?? 0
    },
    async deleteExpired(idleBefore: Date, createdBefore: Date) {
      const { rowCount } = await pool.query(
        `DELETE FROM ${s}.sessions WHERE last_seen_at < $1 OR created_at < $2`,
        [idleBefore.toISOString(), createdBefore.toISOString()],
      )
      return rowCount ?? 0
    },
  }
}
