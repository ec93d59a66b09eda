// PostgreSQL schemas made by the earlier version (server/store/legacy/postgres.sql.gz, pg_dump of a
// sandbox schema and a team schema; postgres-team5.sql.gz, a team schema at team migration 5): laid down under names of their own, opened by this version,
// migrated onto its list, and held to the shared checks (test-earlier-stores.ts).
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { TEST_NOW } from '../../test-app'
import { describeEarlierStores, EARLIER_SEAL, earlierDump } from '../../test-earlier-stores'
import { testScenario } from '../../test-fixture'
import { parseScenario } from '../scenario-file'
import { teamMigrations } from '../sql/team-migrations'
import { openPostgresStore } from './engine'
import { sandboxSchemaMigrations } from './schema'
import { openPostgresTeamStore } from './team-store'
import { postgresTestEngine } from './test-engine'

const made: string[] = []
let laid = 0

/** Runs SQL on a connection of its own (the dump sets its search path for the session). */
async function run<T extends pg.QueryResultRow>(text: string) {
  const db = new pg.Client({ connectionString: inject('postgresUrl') })
  await db.connect()
  try {
    return await db.query<T>(text)
  } finally {
    await db.end()
  }
}
afterAll(() => run(made.map((schema) => `DROP SCHEMA IF EXISTS "${schema}" CASCADE;`).join('\n')))

const teamStore = (schema: string) =>
  openPostgresTeamStore({
    ...{ url: inject('postgresUrl'), schema, poolSize: 2 },
    audit: { seal: EARLIER_SEAL, anchorExisting: false },
  })

describeEarlierStores('PostgreSQL', () => {
  const n = ++laid
  const [sandbox, team, team5] = [`earlier_sandbox_${n}`, `earlier_team_${n}`, `earlier_team5_${n}`]
  made.push(sandbox, team, team5)
  const dump = earlierDump('postgres')
    .replaceAll('fixture_sandbox_schema', sandbox)
    .replaceAll('fixture_team_schema', team)
  const laidDown = run(dump).then(() =>
    run(earlierDump('postgres-team5').replaceAll('fixture_team5_schema', team5)),
  )
  const url = inject('postgresUrl')
  const scenario = parseScenario(testScenario())
  const names = async (schema: string) =>
    (await run<{ name: string }>(`SELECT name FROM "${schema}".applied_migrations ORDER BY name`)).rows.map(
      (r) => r.name,
    )
  return {
    sandbox: async () => (
      await laidDown,
      openPostgresStore({ url, schema: sandbox, scenario, now: TEST_NOW, poolSize: 2 })
    ),
    fresh: () => postgresTestEngine(scenario, TEST_NOW),
    team: async () => (await laidDown, teamStore(team)),
    team5: async () => (await laidDown, teamStore(team5)),
    recorded: async () => ({
      ...{ sandbox: await names(sandbox), team: await names(team) },
      team5: await names(team5),
    }),
    migrations: {
      sandbox: sandboxSchemaMigrations(sandbox).map((m) => m.name),
      team: teamMigrations(() => Promise.resolve()).map((m) => m.name),
    },
  }
})
