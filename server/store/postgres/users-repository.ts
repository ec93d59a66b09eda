// The team's users in PostgreSQL (../team-store.ts). The pharmacy scope is stored as 'all' or a JSON
// array, as on SQLite; an address is unique without regard to case (an index on lower(email)).
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { PharmacyScope, Role } from '../../../src/contract/access'
import {
  DuplicateEmailError,
  type NewUser,
  type UserChanges,
  type UserRow,
  type UsersRepository,
} from '../team-store'
import type { Queryable } from './connection'

export type UserColumns = {
  id: string
  email: string
  name: string
  role: string
  npis: string
  active: boolean
  password_hash: string | null
  created_at: string
  updated_at: string
  password_set_at: string | null
  last_sign_in_at: string | null
  acting_npi: number | null
}

export const USER_COLUMNS =
  'u.id, u.email, u.name, u.role, u.npis, u.active, u.password_hash, u.created_at, u.updated_at, u.password_set_at, u.last_sign_in_at, u.acting_npi'

const scopeText = (npis: PharmacyScope) => (npis === 'all' ? 'all' : JSON.stringify(npis))
const scopeOf = (text: string): PharmacyScope => (text === 'all' ? 'all' : (JSON.parse(text) as number[]))

export function userOfColumns(row: UserColumns): UserRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    npis: scopeOf(row.npis),
    active: row.active,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    passwordSetAt: row.password_set_at,
    lastSignInAt: row.last_sign_in_at,
    actingNpi: row.acting_npi,
  }
}

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

async function one(db: Queryable, text: string, values: unknown[]): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserColumns>(text, values)
  return rows[0] && userOfColumns(rows[0])
}

export function usersRepository(pool: pg.Pool, s: string): UsersRepository {
  const returning = `RETURNING ${USER_COLUMNS.replaceAll('u.', '')}`
  return {
    async count() {
      const { rows } = await pool.query<[number]>({
        text: `SELECT count(*) FROM ${s}.users`,
        rowMode: 'array',
      })
      return rows[0]![0]
    },
    async create(user: NewUser, now: Date) {
      const at = now.toISOString()
      try {
        const created = await one(
          pool,
          `INSERT INTO ${s}.users (id, email, name, role, npis, active, password_hash, created_at, updated_at, password_set_at)
           VALUES ($1, $2, $3, $4, $5, true, $6, $7, $7, $8) ${returning}`,
          [
            randomUUID(),
            user.email.trim().toLowerCase(),
            user.name,
            user.role,
            scopeText(user.npis),
            user.passwordHash,
            at,
            user.passwordHash === null ? null : at,
          ],
        )
        return created!
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(user.email)
        throw error
      }
    },
    findById: (id: string) => one(pool, `SELECT ${USER_COLUMNS} FROM ${s}.users u WHERE u.id = $1`, [id]),
    findByEmail: (email: string) =>
      one(pool, `SELECT ${USER_COLUMNS} FROM ${s}.users u WHERE lower(u.email) = lower($1)`, [email.trim()]),
    async list() {
      const { rows } = await pool.query<UserColumns>(
        `SELECT ${USER_COLUMNS} FROM ${s}.users u ORDER BY u.email`,
      )
      return rows.map(userOfColumns)
    },
    update: (id: string, changes: UserChanges, now: Date) =>
      one(
        pool,
        `UPDATE ${s}.users SET name = coalesce($2, name), role = coalesce($3, role),
           npis = coalesce($4, npis), active = coalesce($5, active), updated_at = $6
         WHERE id = $1 ${returning}`,
        [
          id,
          changes.name ?? null,
          changes.role ?? null,
          changes.npis === undefined ? null : scopeText(changes.npis),
          changes.active ?? null,
          now.toISOString(),
        ],
      ),
    setPassword(id: string, passwordHash: string, now: Date) {
      const at = now.toISOString()
      return one(
        pool,
        `UPDATE ${s}.users SET password_hash = $2, password_set_at = $3, updated_at = $3 WHERE id = $1 ${returning}`,
        [id, passwordHash, at],
      )
    },
    async recordSignIn(id: string, now: Date) {
      await pool.query(`UPDATE ${s}.users SET last_sign_in_at = $2 WHERE id = $1`, [id, now.toISOString()])
    },
    setActingNpi: (id: string, npi: number | null) =>
      one(pool, `UPDATE ${s}.users SET acting_npi = $2 WHERE id = $1 ${returning}`, [id, npi]),
  }
}
