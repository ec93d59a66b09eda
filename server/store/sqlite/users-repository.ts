// The team's users in SQLite (../team-store.ts). The pharmacy scope is stored as 'all' or a JSON array.
import { randomUUID } from 'node:crypto'
import type { PharmacyScope, Role } from '../../../src/contract/access'
import { DuplicateEmailError, type NewUser, type UserChanges, type UserRow } from '../team-store'
import type { Db } from './database'

export type UserColumns = {
  id: string
  email: string
  name: string
  role: string
  npis: string
  active: number
  password_hash: string | null
  created_at: string
  updated_at: string
  password_set_at: string | null
  last_sign_in_at: string | null
  acting_npi: number | null
}

export const USER_COLUMNS =
  'u.id, u.email, u.name, u.role, u.npis, u.active, u.password_hash, u.created_at, u.updated_at, u.password_set_at, u.last_sign_in_at, u.acting_npi'

export const scopeText = (npis: PharmacyScope) => (npis === 'all' ? 'all' : JSON.stringify(npis))
const scopeOf = (text: string): PharmacyScope => (text === 'all' ? 'all' : (JSON.parse(text) as number[]))

export function userOfColumns(row: UserColumns): UserRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    npis: scopeOf(row.npis),
    active: row.active === 1,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    passwordSetAt: row.password_set_at,
    lastSignInAt: row.last_sign_in_at,
    actingNpi: row.acting_npi,
  }
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE'

export function usersRepository(db: Db) {
  const count = db.prepare('SELECT count(*) AS n FROM users')
  const insert = db.prepare(
    `INSERT INTO users (id, email, name, role, npis, active, password_hash, created_at, updated_at, password_set_at)
     VALUES (@id, @email, @name, @role, @npis, 1, @passwordHash, @now, @now, @passwordSetAt)`,
  )
  const byId = db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?`)
  const byEmail = db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.email = ?`)
  const all = db.prepare(`SELECT ${USER_COLUMNS} FROM users u ORDER BY u.email`)
  const update = db.prepare(
    `UPDATE users SET name = coalesce(@name, name), role = coalesce(@role, role), npis = coalesce(@npis, npis),
       active = coalesce(@active, active), updated_at = @now WHERE id = @id`,
  )
  const password = db.prepare(
    'UPDATE users SET password_hash = ?, password_set_at = ?, updated_at = ? WHERE id = ?',
  )
  const signIn = db.prepare('UPDATE users SET last_sign_in_at = ? WHERE id = ?')
  const acting = db.prepare('UPDATE users SET acting_npi = ? WHERE id = ?')
  const find = (id: string) => {
    const row = byId.get(id) as UserColumns | undefined
    return row ? userOfColumns(row) : undefined
  }

  return {
    count: () => (count.get() as { n: number }).n,
    create(user: NewUser, now: Date): UserRow {
      const id = randomUUID()
      const at = now.toISOString()
      try {
        insert.run({
          id,
          email: user.email.trim().toLowerCase(),
          name: user.name,
          role: user.role,
          npis: scopeText(user.npis),
          passwordHash: user.passwordHash,
          now: at,
          passwordSetAt: user.passwordHash === null ? null : at,
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(user.email)
        throw error
      }
      return find(id)!
    },
    findById: find,
    findByEmail(email: string) {
      const row = byEmail.get(email.trim()) as UserColumns | undefined
      return row ? userOfColumns(row) : undefined
    },
    list: () => (all.all() as UserColumns[]).map(userOfColumns),
    update(id: string, changes: UserChanges, now: Date) {
      update.run({
        id,
        name: changes.name ?? null,
        role: changes.role ?? null,
        npis: changes.npis === undefined ? null : scopeText(changes.npis),
        active: changes.active === undefined ? null : changes.active ? 1 : 0,
        now: now.toISOString(),
      })
      return find(id)
    },
    setPassword(id: string, passwordHash: string, now: Date) {
      const at = now.toISOString()
      password.run(passwordHash, at, at, id)
      return find(id)
    },
    recordSignIn(id: string, now: Date): void {
      signIn.run(now.toISOString(), id)
    },
    setActingNpi(id: string, npi: number | null) {
      acting.run(npi, id)
      return find(id)
    },
  }
}
