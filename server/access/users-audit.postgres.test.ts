import pg from 'pg'
import { inject } from 'vitest'
import { AuditSeal } from '../store/audit-seal'
import { openPostgresTeamStore } from '../store/postgres/team-store'
import type {} from '../store/postgres/test-engine'
import type { TeamStore } from '../store/team-store'
import { describeUsersAuditTogether } from './users-audit-suite'

let schemas = 0

describeUsersAuditTogether('PostgreSQL', () => {
  const url = inject('postgresUrl')
  const schemaOf = new Map<TeamStore, string>()
  const query = async (text: string) => {
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    await db.query(text).finally(() => db.end())
  }
  return {
    engine: async () => {
      const schema = `users_audit_${++schemas}_${Math.random().toString(36).slice(2, 8)}`
      const audit = { seal: AuditSeal.random(), anchorExisting: false }
      const store = await openPostgresTeamStore({ url, schema, poolSize: 3, audit })
      const dropping = {
        ...store,
        close: () => store.close().then(() => query(`DROP SCHEMA "${schema}" CASCADE`)),
      }
      schemaOf.set(dropping, schema)
      return dropping
    },
    breakAudit: (store) => query(`DELETE FROM "${schemaOf.get(store)!}".audit_anchor`),
  }
})
