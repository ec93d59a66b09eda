import { AuditSeal } from '../store/audit-seal'
import { openTeamDatabase } from '../store/sqlite/team-database'
import { sqliteTeamStore } from '../store/sqlite/team-store'
import type { TeamStore } from '../store/team-store'
import { describeUsersAuditTogether } from './users-audit-suite'

describeUsersAuditTogether('SQLite', () => {
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
})
