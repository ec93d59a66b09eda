// The team's users, their sessions, failed sign-ins and OpenID Connect sign-ins under way (../team-store.ts)
// on the query layer. The pharmacy scope is stored as 'all' or a JSON array. An address is unique without
// regard to case. The read every signed-in request makes is one statement: the session by its primary key
// joined to its user by theirs. An OpenID Connect transaction is taken by one DELETE ... RETURNING: used
// once, even by two instances at once.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { PharmacyScope, Role } from '../../../src/contract/access'
import {
  DuplicateEmailError,
  type OidcTransactionsRepository,
  type SessionsRepository,
  type SignInFailuresRepository,
  type UserRow,
  type UsersRepository,
} from '../team-store'
import { countAll, prepared, type Sql } from './query-layer'
import type { TeamTables } from './tables'

const USER = [
  'id',
  'email',
  'name',
  'role',
  'npis',
  'active',
  'passwordHash',
  'createdAt',
  'updatedAt',
] as const
const USER_COLUMNS = [...USER, 'passwordSetAt', 'lastSignInAt'] as const

const scopeText = (npis: PharmacyScope) => (npis === 'all' ? 'all' : JSON.stringify(npis))
const userOf = (row: Omit<Selectable<TeamTables['users']>, 'key'>): UserRow => ({
  ...row,
  role: row.role as Role,
  npis: row.npis === 'all' ? 'all' : (JSON.parse(row.npis) as number[]),
})

export function usersRepository({ db, traits }: Sql<TeamTables>): UsersRepository {
  const users = db.selectFrom('users').select(USER_COLUMNS)
  const byId = prepared(db, (id: string) => users.where('id', '=', id))
  const byEmail = prepared(db, (email: string) => users.where(traits.idIs('email', email)))
  const first = async (rows: Promise<Omit<Selectable<TeamTables['users']>, 'key'>[]>) => {
    const [row] = await rows
    return row && userOf(row)
  }
  return {
    count: async () => (await db.selectFrom('users').select(countAll().as('n')).executeTakeFirstOrThrow()).n,
    async create(user, now) {
      const at = now.toISOString()
      const values = {
        ...{ id: randomUUID(), email: user.email.trim().toLowerCase(), name: user.name, role: user.role },
        ...{ npis: scopeText(user.npis), active: true, passwordHash: user.passwordHash },
        ...{ createdAt: at, updatedAt: at, passwordSetAt: user.passwordHash === null ? null : at },
      }
      try {
        return userOf(
          await db.insertInto('users').values(values).returning(USER_COLUMNS).executeTakeFirstOrThrow(),
        )
      } catch (error) {
        if (traits.isUniqueViolation(error)) throw new DuplicateEmailError(user.email)
        throw error
      }
    },
    findById: (id) => first(byId(id)),
    findByEmail: (email) => first(byEmail(email.trim())),
    list: async () => (await users.orderBy('email').execute()).map(userOf),
    update: (id, changes, now) => {
      const { name, role, npis, active } = changes
      const set = { name, role, npis: npis === undefined ? undefined : scopeText(npis), active }
      const defined = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined))
      const update = db.updateTable('users').set({ ...defined, updatedAt: now.toISOString() })
      return first(update.where('id', '=', id).returning(USER_COLUMNS).execute())
    },
    setPassword: (id, passwordHash, now) => {
      const at = now.toISOString()
      const update = db.updateTable('users').set({ passwordHash, passwordSetAt: at, updatedAt: at })
      return first(update.where('id', '=', id).returning(USER_COLUMNS).execute())
    },
    async recordSignIn(id, now) {
      await db.updateTable('users').set({ lastSignInAt: now.toISOString() }).where('id', '=', id).execute()
    },
  }
}

export function sessionsRepository({ db }: Sql<TeamTables>): SessionsRepository {
  const find = prepared(db, (idHash: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.key', 's.userKey')
      .select(USER_COLUMNS.map((column) => `u.${column}` as const))
      .select(['s.idHash', 's.createdAt as sessionCreatedAt', 's.lastSeenAt', 's.method'])
      .where('s.idHash', '=', idHash),
  )
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows)
  return {
    async create(session) {
      const { userId, ...values } = session
      const inserted = await db
        .insertInto('sessions')
        .columns(['idHash', 'userKey', 'createdAt', 'lastSeenAt', 'method'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select((u) => [u.val(values.idHash).as('idHash'), 'key', u.val(values.createdAt).as('c')])
            .select((u) => [u.val(values.lastSeenAt).as('l'), u.val(values.method).as('m')])
            .where('id', '=', userId),
        )
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows) !== 1)
        throw new Error(`no user ${userId} to open a session for`)
    },
    async findWithUser(idHash) {
      const [row] = await find(idHash)
      if (!row) return undefined
      const { idHash: hash, sessionCreatedAt, lastSeenAt, method, ...user } = row
      const session = { idHash: hash, userId: user.id, createdAt: sessionCreatedAt, lastSeenAt, method }
      return { session: { ...session, method: method === 'oidc' ? 'oidc' : 'password' }, user: userOf(user) }
    },
    async touch(idHash, lastSeenAt) {
      await db
        .updateTable('sessions')
        .set({ lastSeenAt: lastSeenAt.toISOString() })
        .where('idHash', '=', idHash)
        .execute()
    },
    async delete(idHash) {
      await db.deleteFrom('sessions').where('idHash', '=', idHash).execute()
    },
    deleteForUser: async (userId) =>
      deleted(
        await db
          .deleteFrom('sessions')
          .where('userKey', '=', (eb) => eb.selectFrom('users').select('key').where('id', '=', userId))
          .executeTakeFirstOrThrow(),
      ),
    deleteExpired: async (idleBefore, createdBefore) =>
      deleted(
        await db
          .deleteFrom('sessions')
          .where((eb) =>
            eb.or([
              eb('lastSeenAt', '<', idleBefore.toISOString()),
              eb('createdAt', '<', createdBefore.toISOString()),
            ]),
          )
          .executeTakeFirstOrThrow(),
      ),
  }
}

export function signInFailuresRepository({ db }: Sql<TeamTables>): SignInFailuresRepository {
  const of = (kind: string, key: string) =>
    db.deleteFrom('signInFailures').where('kind', '=', kind).where('key', '=', key)
  return {
    async record(kind, key, at) {
      await db.insertInto('signInFailures').values({ kind, key, at: at.toISOString() }).execute()
    },
    recent: async (kind, key, after) =>
      (
        await db
          .selectFrom('signInFailures')
          .select('at')
          .where('kind', '=', kind)
          .where('key', '=', key)
          .where('at', '>', after.toISOString())
          .orderBy('at')
          .execute()
      ).map((row) => row.at),
    async clear(kind, key) {
      await of(kind, key).execute()
    },
    async prune(before) {
      await db.deleteFrom('signInFailures').where('at', '<', before.toISOString()).execute()
    },
  }
}

export function oidcTransactionsRepository({ db }: Sql<TeamTables>): OidcTransactionsRepository {
  return {
    async put(idHash, transaction) {
      await db
        .insertInto('oidcTransactions')
        .values({ idHash, ...transaction })
        .execute()
    },
    take: async (idHash) =>
      db
        .deleteFrom('oidcTransactions')
        .where('idHash', '=', idHash)
        .returning(['state', 'nonce', 'codeVerifier', 'returnTo', 'createdAt'])
        .executeTakeFirst(),
    async prune(before) {
      await db.deleteFrom('oidcTransactions').where('createdAt', '<', before.toISOString()).execute()
    },
  }
}
