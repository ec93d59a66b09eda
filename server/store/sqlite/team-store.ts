// The team store on SQLite (../team-store.ts): a file of its own (TEAM_DATABASE), or memory for tests.
import { AuditSeal, type AnchorPolicy } from '../audit-seal'
import type { TeamStore, TeamStoreEngine } from '../team-store'
import { auditRepository } from './audit-repository'
import type { Db } from './database'
import { draftListingsRepository } from './draft-listings-repository'
import { jobsRepository } from './jobs-repository'
import { meterRepository } from './meter-repository'
import { promised } from './repositories'
import { oidcTransactionsRepository, signInFailuresRepository } from './sign-in-records'
import { sessionsRepository } from './sessions-repository'
import { openTeamDatabase } from './team-database'
import { usersRepository } from './users-repository'

/** The store over an open file; `audit` keys and anchors its audit log (store/audit-seal.ts). */
export function sqliteTeamStore(db: Db, audit: AnchorPolicy): TeamStore {
  const ping = db.prepare('SELECT 1')
  const { seal, ...auditLog } = auditRepository(db, audit)
  return {
    users: promised(usersRepository(db)),
    sessions: promised(sessionsRepository(db)),
    signInFailures: promised(signInFailuresRepository(db)),
    oidcTransactions: promised(oidcTransactionsRepository(db)),
    audit: { ...promised(auditLog), seal },
    meter: promised(meterRepository(db)),
    jobs: promised(jobsRepository(db)),
    draftListings: promised(draftListingsRepository(db)),
    health: () => Promise.resolve().then(() => db.open && ping.get() !== undefined),
    close: () => Promise.resolve(db.open ? void db.close() : undefined),
  }
}

/** A team store of its own in memory, with a key of its own: for tests and the contract suite. */
export const sqliteMemoryTeamEngine: TeamStoreEngine = () =>
  Promise.resolve().then(() =>
    sqliteTeamStore(openTeamDatabase(':memory:'), { seal: AuditSeal.random(), anchorExisting: false }),
  )
