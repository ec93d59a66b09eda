// The team store: what sign-in needs to keep (docs/team-server.md). Users and their roles, sessions, the
// failed sign-ins that slow the next ones, OpenID Connect sign-ins under way, and the audit log. Apart
// from the sandbox's data (a sandbox reset never touches it, and proxy mode has no sandbox data at all).
// Every method answers with a promise, as the sandbox's repositories do (decision 0006), so a networked
// database can implement it; SQLite and PostgreSQL do (store/sql/team-store.ts). The contract suite
// (store/contract/team-store.contract.ts) holds every engine to the same behaviour. The meter's shared
// count, the bulk jobs and the drafts listed from them are here too (job-records.ts): what several
// instances of the server must agree on.
import type { PharmacyScope, Role } from '../../src/contract/access'
import type { AuditAction, AuditEntry, AuditEntryInput, AuditFilter } from './audit-entries'
import type { AuditAnchor, AuditSeal } from './audit-seal'
import type { DraftListingsRepository, JobsRepository, MeterRepository } from './job-records'

export type UserRow = {
  id: string
  /** Lower case, trimmed: unique. */
  email: string
  name: string
  role: Role
  npis: PharmacyScope
  active: boolean
  /** argon2id (PHC string), or null for a user who signs in through OpenID Connect only. */
  passwordHash: string | null
  createdAt: string
  updatedAt: string
  /** When the password was last set (at creation, or a reset). */
  passwordSetAt: string | null
  lastSignInAt: string | null
  /** The pharmacy the person chose to act for last (the dashboard's switcher), kept across sign-ins. */
  actingNpi: number | null
}

export type NewUser = Pick<UserRow, 'email' | 'name' | 'role' | 'npis' | 'passwordHash'>
export type UserChanges = Partial<Pick<UserRow, 'name' | 'role' | 'npis' | 'active'>>

export class DuplicateEmailError extends Error {
  constructor(readonly email: string) {
    super(`A user with the e-mail address ${email} already exists.`)
    this.name = 'DuplicateEmailError'
  }
}

export interface UsersRepository {
  count(): Promise<number>
  /** Rejects with DuplicateEmailError when the address is taken (whatever its case). */
  create(user: NewUser, now: Date): Promise<UserRow>
  findById(id: string): Promise<UserRow | undefined>
  /** By address, without regard to case. */
  findByEmail(email: string): Promise<UserRow | undefined>
  /** Every user, by e-mail address. */
  list(): Promise<UserRow[]>
  update(id: string, changes: UserChanges, now: Date): Promise<UserRow | undefined>
  setPassword(id: string, passwordHash: string, now: Date): Promise<UserRow | undefined>
  recordSignIn(id: string, now: Date): Promise<void>
  /** Remembers the pharmacy the person acts for; not a change of the user (updatedAt stays). */
  setActingNpi(id: string, npi: number | null): Promise<UserRow | undefined>
}

export type SessionRow = {
  /** SHA-256 of the session id (hex): the id itself is never stored. */
  idHash: string
  userId: string
  createdAt: string
  lastSeenAt: string
  method: 'password' | 'oidc'
}

export interface SessionsRepository {
  create(session: SessionRow): Promise<void>
  /** The session and its user, in one read: every signed-in request makes it. */
  findWithUser(idHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined>
  touch(idHash: string, lastSeenAt: Date): Promise<void>
  delete(idHash: string): Promise<void>
  /** Ends every session of a user; answers how many there were. */
  deleteForUser(userId: string): Promise<number>
  /** Removes sessions idle since before `idleBefore` or created before `createdBefore`. */
  deleteExpired(idleBefore: Date, createdBefore: Date): Promise<number>
}

export type FailureKind = 'account' | 'address'

export interface SignInFailuresRepository {
  record(kind: FailureKind, key: string, at: Date): Promise<void>
  /** When `key` failed after `after`, oldest first. */
  recent(kind: FailureKind, key: string, after: Date): Promise<string[]>
  clear(kind: FailureKind, key: string): Promise<void>
  /** Forgets failures from before `before`. */
  prune(before: Date): Promise<void>
}

export type OidcTransaction = {
  state: string
  nonce: string
  codeVerifier: string
  /** Where in the dashboard to go once signed in (a path of this server). */
  returnTo: string
  createdAt: string
}

export interface OidcTransactionsRepository {
  put(idHash: string, transaction: OidcTransaction): Promise<void>
  /** The transaction, removed: it can be used once. */
  take(idHash: string): Promise<OidcTransaction | undefined>
  prune(before: Date): Promise<void>
}

export interface AuditRepository {
  /** The log's key, which the store hashes entries with (audit-seal.ts): for the checks of the chain. */
  readonly seal: AuditSeal
  /**
   * Appends one entry at the end of the chain: numbers it, links it to the entry before (its hash),
   * hashes it under the key (audit-entries.ts) and moves the anchored head to it, in one step that no
   * other append can interleave with.
   */
  append(entry: AuditEntryInput): Promise<AuditEntry>
  /** The chain's anchored head and how it is keyed; null when the log has no anchor. */
  anchor(): Promise<AuditAnchor | null>
  /** Entries in chain order from `afterSeq` (exclusive), at most `limit`: for the verify command. */
  entries(afterSeq: number, limit: number): Promise<AuditEntry[]>
  /** Actions (an intent or event with its outcome), newest first, filtered; and how many match. */
  actions(
    filter: AuditFilter,
    page: { start: number; take: number },
  ): Promise<{ data: AuditAction[]; total: number }>
  /** Every action about one object (its id in the intent or, for a create, in the outcome), newest first. */
  actionsOf(targetId: string): Promise<AuditAction[]>
}

export interface TeamStore {
  users: UsersRepository
  sessions: SessionsRepository
  signInFailures: SignInFailuresRepository
  oidcTransactions: OidcTransactionsRepository
  audit: AuditRepository
  meter: MeterRepository
  jobs: JobsRepository
  draftListings: DraftListingsRepository
  /**
   * Runs `work` in one transaction, on a store bound to it: every write made through that store, an audit
   * entry among them, is kept together or not at all (a write and its audit entry succeed or fail
   * together). Called inside another transaction, it joins it.
   */
  transaction<T>(work: (store: TeamStore) => Promise<T>): Promise<T>
  health(): Promise<boolean>
  close(): Promise<void>
}

/** Opens an empty team store of its own (tests, the contract suite). */
export type TeamStoreEngine = () => Promise<TeamStore>
