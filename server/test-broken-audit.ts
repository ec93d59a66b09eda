// A team store whose audit log can be made to refuse every append from a moment on, as a store whose log
// cannot be written: its anchor row is deleted past the store, so the next append finds no head to move
// and fails (store/sql/audit.ts). The tests that a change and its entry are kept together or not at all use it
// (access/users-audit-suite.ts, team/audited-call.test.ts); PostgreSQL's is in users-audit.postgres.test.ts.
import { AuditSeal } from './store/audit-seal'
import { openTeamDatabase } from './store/sqlite/team-database'
import { sqliteTeamStore } from './store/sqlite/team-store'
import type { TeamStore, TeamStoreEngine } from './store/team-store'

/** An engine, and how to make the audit log of a store it opened refuse every append from now on. */
export type BreakableEngine = { engine: TeamStoreEngine; breakAudit: (store: TeamStore) => Promise<void> }

/** SQLite in memory, broken through its own connection. */
export function sqliteBreakableEngine(): BreakableEngine {
  const handles = new Map<TeamStore, Awaited<ReturnType<typeof openTeamDatabase>>>()
  return {
    engine: async () => {
      const db = await openTeamDatabase(':memory:')
      const store = await sqliteTeamStore(db, { seal: AuditSeal.random(), anchorExisting: false })
      handles.set(store, db)
      return store
    },
    breakAudit: (store) =>
      Promise.resolve().then(() => void handles.get(store)!.prepare('DELETE FROM audit_anchor').run()),
  }
}
