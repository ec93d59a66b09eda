// The PostgreSQL repositories of one schema over a pool: the store's own (engine.ts) and each tenant's
// (tenant-directory.ts), which share the store's pool: the shared implementation (../sql/repositories.ts)
// over the schema, with PostgreSQL's read of the draft views.
import type pg from 'pg'
import type { Repositories } from '../repositories'
import { sqlRepositories } from '../sql/repositories'
import { quotedSchema } from './connection'
import { postgresDraftViews } from './draft-views'
import { postgresSql } from './pg-dialect'

export function postgresRepositories(pool: pg.Pool, schema: string): Repositories {
  return sqlRepositories(postgresSql(pool, schema), postgresDraftViews(quotedSchema(schema)))
}
