// The team's users, their sessions, failed sign-ins and OpenID Connect sign-ins under way (../team-store.ts)
// on the query layer. The pharmacy scope is stored as 'all' or a JSON array. An address is unique without
// regard to case. The read every signed-in request makes is one statement: the session by its primary key
// joined to its user by theirs. An OpenID Connect transaction is taken by one DELETE ... RETURNING: used
// once, even by two instances at once.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { PharmacyScope, Role } from '../../../src/contract/access'
import { DuplicateEmailError, type UserRow, type UsersRepository } from '../team-store'
import type { OidcTransactionsRepository, SessionsRepository, SignInFailuresRepository } from '../team-store'
import { countAll, prepared, type Sql } from './query-layer'
import type { TeamTables } from './tables'

const USER = ['id', 'email', 'name', 'role', 'npis', 'active', 'passwordHash', 'createdAt'] as const
const USER_COLUMNS = [...USER, 'updatedAt', 'passwordSetAt', 'lastSignInAt', 'actingNpi'] as const
type UserColumns = Omit<Selectable<TeamTables['users']>, 'key'>

const scopeText = (npis: PharmacyScope) => (npis === 'all' ? 'all' : JSON.stringify(npis))
const userOf = (row: UserColumns): UserRow => ({
  ...row,
  role: row.role as Role,
  npis: row.npis === 'all' ? 'all' : (JSON.parse(row.npis) as number[]),
})
/** Runs a write whose answer says nothing. */
const done = async (query: { execute(): Promise<unknown> }) => void (await query.execute())
const deleted = async (query: { executeTakeFirstOrThrow(): Promise<{ numDeletedRows: bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).numDeletedRows)

export function usersRepository({ db, traits }: Sql<TeamTables>): UsersRepository {
  const users = db.selectFrom('users').select(USER_COLUMNS)
  const byId = prepared(db, (id: string) => users.where('id', '=', id))
  const byEmail = prepared(db, (email: string) => users.where(traits.idIs('email', email)))
  const first = async (rows: Promise<UserColumns[]>) => {
    const [row] = await rows
    return row && userOf(row)
  }
  const set = (id: string, values: Partial<UserColumns>) =>
    first(db.updateTable('users').set(values).where('id', '=', id).returning(USER_COLUMNS).execute())
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
        return (await first(db.insertInto('users').values(values).returning(USER_COLUMNS).execute()))!
      } catch (error) {
        if (traits.isUniqueViolation(error)) throw new DuplicateEmailError(user.email)
        throw error
      }
    },
    findById: (id) => first(byId(id)),
    findByEmail: (email) => first(byEmail(email.trim())),
    list: async () => (await users.orderBy('email').execute()).map(userOf),
    update: (id, { name, role, npis, active }, now) => {
      const changes = { name, role, npis: npis === undefined ? undefined : scopeText(npis), active }
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      return set(id, { ...defined, updatedAt: now.toISOString() })
    },
    setPassword: (id, passwordHash, now) =>
      set(id, { passwordHash, passwordSetAt: now.toISOString(), updatedAt: now.toISOString() }),
    recordSignIn: async (id, now) => void (await set(id, { lastSignInAt: now.toISOString() })),
    setActingNpi: (id, npi) => set(id, { actingNpi: npi }),
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
  const session = (idHash: string) => db.deleteFrom('sessions').where('idHash', '=', idHash)
  return {
    async create({ userId, ...values }) {
      // The user's key, read in the insert itself: a session for a user who is gone is never made.
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
    touch: (idHash, lastSeenAt) =>
      done(
        db.updateTable('sessions').set({ lastSeenAt: lastSeenAt.toISOString() }).where('idHash', '=', idHash),
      ),
    delete: (idHash) => done(session(idHash)),
    deleteForUser: (userId) =>
      deleted(
        db
          .deleteFrom('sessions')
          .where('userKey', '=', (eb) => eb.selectFrom('users').select('key').where('id', '=', userId)),
      ),
    deleteExpired: (idleBefore, createdBefore) =>
      deleted(
        db
          .deleteFrom('sessions')
          .where((eb) =>
            eb.or([
              eb('lastSeenAt', '<', idleBefore.toISOString()),
              eb('createdAt', '<', createdBefore.toISOString()),
            ]),
          ),
      ),
  }
}

export function signInFailuresRepository({ db }: Sql<TeamTables>): SignInFailuresRepository {
  const failures = db.selectFrom('signInFailures')
  return {
    record: (kind, key, at) =>
      done(db.insertInto('signInFailures').values({ kind, key, at: at.toISOString() })),
    recent: async (kind, key, after) => {
      const since = failures.select('at').where('kind', '=', kind).where('key', '=', key)
      return (await since.where('at', '>', after.toISOString()).orderBy('at').execute()).map((row) => row.at)
    },
    clear: (kind, key) =>
      done(db.deleteFrom('signInFailures').where('kind', '=', kind).where('key', '=', key)),
    prune: (before) => done(db.deleteFrom('signInFailures').where('at', '<', before.toISOString())),
  }
}

export function oidcTransactionsRepository({ db }: Sql<TeamTables>): OidcTransactionsRepository {
  return {
    put: (idHash, transaction) => done(db.insertInto('oidcTransactions').values({ idHash, ...transaction })),
    take: (idHash) =>
      db
        .deleteFrom('oidcTransactions')
        .where('idHash', '=', idHash)
        .returning(['state', 'nonce', 'codeVerifier', 'returnTo', 'createdAt'])
        .executeTakeFirst(),
    prune: (before) => done(db.deleteFrom('oidcTransactions').where('createdAt', '<', before.toISOString())),
  }
}
