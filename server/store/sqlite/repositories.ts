// The SQLite repositories (../repositories.ts): the shared implementation (../sql/repositories.ts) over a
// database handle, with SQLite's read of the draft views.
import type { Repositories } from '../repositories'
import { sqlRepositories } from '../sql/repositories'
import { sqliteSql, type Db } from './database'
import { sqliteDraftViews } from './draft-views'

export const createSqliteRepositories = (db: Db): Repositories =>
  sqlRepositories(sqliteSql(db), sqliteDraftViews(db))
