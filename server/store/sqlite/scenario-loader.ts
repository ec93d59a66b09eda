// A scenario into a SQLite store, and the store back to it (../sql/scenario-loader.ts).
import type { Scenario } from '../../scenarios/scenario'
import { loadScenario as load, resetToScenario as reset } from '../sql/scenario-loader'
import { sqliteSql, type Db } from './database'

export const loadScenario = (db: Db, scenario: Scenario, now: Date) => load(sqliteSql(db).db, scenario, now)
export const resetToScenario = (db: Db, scenario: Scenario, now: Date) => reset(sqliteSql(db), scenario, now)
