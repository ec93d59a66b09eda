// The team store (../team-store.ts) on the query layer, the same for both engines; each engine opens its
// database (sqlite/team-database.ts, postgres/team-store.ts) and gives what it does its own way: the
// transaction whose commit does not wait for the disk (the meter's take) and the audit chain's lock.
// `transaction` runs work on a store bound to one transaction: a local write and the audit entry that
// records it commit together or not at all (on PostgreSQL with the head's FOR UPDATE lock as any append).
import type { AnchorPolicy } from '../audit-seal'
import type { TeamStore } from '../team-store'
import { auditRepository, type LockHead } from './audit'
import { jobsRepository } from './jobs'
import { draftListingsRepository, meterRepository, type Unflushed } from './meter'
import { inTransaction, type Sql } from './query-layer'
import type { TeamTables } from './tables'
import { oidcTransactionsRepository, sessionsRepository } from './users'
import { signInFailuresRepository, usersRepository } from './users'

export type TeamEngine = {
  unflushed: Unflushed
  lockHead: LockHead
  health: () => Promise<boolean>
  close: () => Promise<void>
}

export function sqlTeamStore(store: Sql<TeamTables>, policy: AnchorPolicy, engine: TeamEngine): TeamStore {
  const over = (on: Sql<TeamTables>): TeamStore => ({
    users: usersRepository(on),
    sessions: sessionsRepository(on),
    signInFailures: signInFailuresRepository(on),
    oidcTransactions: oidcTransactionsRepository(on),
    audit: auditRepository(on, policy, engine.lockHead),
    meter: meterRepository(on, engine.unflushed),
    jobs: jobsRepository(on),
    draftListings: draftListingsRepository(on),
    health: engine.health,
    close: engine.close,
    transaction: (work) => inTransaction(on.db, (trx) => work(over({ ...on, db: trx }))),
  })
  return over(store)
}
