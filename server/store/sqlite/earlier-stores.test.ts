// SQLite files made by the earlier version (server/store/legacy/): opened by this one, migrated onto its
// list, and held to everything a new file is: the shared checks (test-earlier-stores.ts), and the whole
// contract suite on a sandbox file of the earlier version (reset to each test's scenario).
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { describeStoreContract } from '../contract/store-contract'
import type { StoreEngine } from '../store-engine'
import { describeEarlierStores, EARLIER_SEAL, earlierDump } from '../../test-earlier-stores'
import { TEST_NOW } from '../../test-app'
import { parseScenario } from '../scenario-file'
import { testScenario } from '../../test-fixture'
import { loadScenario, openDatabase, resetToScenario, SANDBOX_MIGRATIONS } from './database'
import { sqliteStore } from './engine'
import { openTeamDatabase, TEAM_MIGRATIONS } from './team-database'
import { sqliteTeamStore } from './team-store'

const dir = mkdtempSync(join(tmpdir(), 'earlier-stores-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

/** A file as the earlier version left it: its tables, rows and PRAGMA user_version. */
function earlierFile(name: 'sandbox' | 'team' | 'team5'): string {
  const file = join(dir, `${name}-${++files}.db`)
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.exec(earlierDump(`${name}.sqlite`))
  db.close()
  return file
}

const recorded = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare('SELECT name FROM applied_migrations ORDER BY name').pluck().all() as string[]
  } finally {
    db.close()
  }
}

const teamStore = async (file: string) =>
  sqliteTeamStore(await openTeamDatabase(file), { seal: EARLIER_SEAL, anchorExisting: false })

describeEarlierStores('SQLite', () => {
  const [sandbox, team, team5] = [earlierFile('sandbox'), earlierFile('team'), earlierFile('team5')]
  const scenario = parseScenario(testScenario())
  return {
    sandbox: async () => sqliteStore(await openDatabase(sandbox), scenario),
    fresh: async () => {
      const db = await openDatabase(':memory:')
      await loadScenario(db, scenario, TEST_NOW)
      return sqliteStore(db, scenario)
    },
    team: () => teamStore(team),
    team5: () => teamStore(team5),
    recorded: () =>
      Promise.resolve({ sandbox: recorded(sandbox), team: recorded(team), team5: recorded(team5) }),
    migrations: { sandbox: SANDBOX_MIGRATIONS.map((m) => m.name), team: TEAM_MIGRATIONS.map((m) => m.name) },
  }
})

const earlierEngine: StoreEngine = async (scenario, now) => {
  const db = await openDatabase(earlierFile('sandbox'))
  await resetToScenario(db, scenario, now)
  return sqliteStore(db, scenario)
}
describeStoreContract('SQLite file of the earlier version', earlierEngine)
