// The PostgreSQL engines as tests use them: every store (the sandbox's, or a team store with an audit key
// of its own) a schema of its own on the run's cluster (global-setup.ts), `<prefix>_<n>_<random>`,
// dropped when the store closes, so tests share nothing and may write. A test that never closes its app
// leaves its store open: its connections close once idle.
import pg from 'pg'
import { inject } from 'vitest'
import { AuditSeal } from '../audit-seal'
import type { StoreEngine } from '../store-engine'
import type { TeamStoreEngine } from '../team-store'
import { quotedSchema } from './connection'
import { openPostgresStore } from './engine'
import { openPostgresTeamStore } from './team-store'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's cluster (global-setup.ts). */
    postgresUrl: string
  }
}

let opened = 0
const throwawaySchema = (prefix: string) => `${prefix}_${++opened}_${Math.random().toString(36).slice(2, 10)}`

/** Closes the store once, then drops the schemas `schemas` names (on a connection of its own). */
function closeAndDrop(close: () => Promise<void>, schemas: (db: pg.Client) => Promise<string[]>) {
  let dropping: Promise<void> | undefined
  return () =>
    (dropping ??= close().then(async () => {
      const db = new pg.Client({ connectionString: inject('postgresUrl') })
      await db.connect()
      try {
        for (const name of await schemas(db)) await db.query(`DROP SCHEMA ${quotedSchema(name)} CASCADE`)
      } finally {
        await db.end()
      }
    }))
}

export const postgresTestEngine: StoreEngine = async (scenario, now) => {
  const schema = throwawaySchema('test')
  const url = inject('postgresUrl')
  const store = await openPostgresStore({ url, schema, scenario, now, poolSize: 3, idleMillis: 500 })
  // Its tenants' schemas first (tenant-directory.ts names them after it).
  const tenants = (db: pg.Client) =>
    db.query<{ name: string }>('SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)', [
      `${schema}_t_`,
    ])
  return {
    ...store,
    close: closeAndDrop(store.close, async (db) => [...(await tenants(db)).rows.map((r) => r.name), schema]),
  }
}

export const postgresTestTeamEngine: TeamStoreEngine = async () => {
  const schema = throwawaySchema('team_test')
  const audit = { seal: AuditSeal.random(), anchorExisting: false }
  const url = inject('postgresUrl')
  const store = await openPostgresTeamStore({ url, schema, poolSize: 3, idleMillis: 500, audit })
  return {
    ...store,
    close: closeAndDrop(
      () => store.close(),
      () => Promise.resolve([schema]),
    ),
  }
}
