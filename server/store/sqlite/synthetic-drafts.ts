// Synthetic drafts into a SQLite store (../sql/synthetic-drafts.ts).
import { seedSyntheticDrafts as seed } from '../sql/synthetic-drafts'
import type { SyntheticDraftsOptions } from '../synthetic-drafts'
import { sqliteSql, type Db } from './database'

export type { SyntheticDraftsOptions }

export const seedSyntheticDrafts = (db: Db, options: SyntheticDraftsOptions) => seed(sqliteSql(db), options)
