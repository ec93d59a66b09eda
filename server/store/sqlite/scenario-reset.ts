// Puts the database back to a scenario: every row of data goes and the scenario is loaded again, in one
// transaction, so a reader of the database sees the old data or the new, never a mix. The rows come back
// with the keys they had (an emptied table numbers its rows from 1 again, and the loader is
// deterministic); draft_versions is kept, so its triggers move every version on and the in-memory draft
// views are rebuilt rather than trusted.
import type { Scenario } from '../../scenarios/scenario'
import type { Db } from './database'
import { loadScenario } from './scenario-loader'

/** Tables holding data, children before the tables they reference. */
const DATA_TABLES = [
  'transactions',
  'cash_offers',
  'listings',
  'drafts',
  'invitations',
  'group_members',
  'api_keys',
  'pharmacies',
  'groups',
  'drugs',
  'settings',
] as const

export function resetToScenario(db: Db, scenario: Scenario, now: Date): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    loadScenario(db, scenario, now)
  })()
}
