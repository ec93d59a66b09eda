// Synthetic drafts into a PostgreSQL store (../sql/synthetic-drafts.ts), then fresh statistics and
// visibility map (as autovacuum would leave them a little later), so the planner knows the pair's rows
// and the draft views are read by index-only scans from the first search.
import type pg from 'pg'
import { seedSyntheticDrafts as seed } from '../sql/synthetic-drafts'
import type { SyntheticDraftsOptions } from '../synthetic-drafts'
import { DEFAULT_SCHEMA, quotedSchema } from './connection'
import { postgresSql } from './pg-dialect'

export async function seedSyntheticDrafts(
  pool: pg.Pool,
  options: SyntheticDraftsOptions & { schema?: string },
) {
  const schema = options.schema ?? DEFAULT_SCHEMA
  const count = await seed(postgresSql(pool, schema), options)
  await pool.query(`VACUUM (ANALYZE) ${quotedSchema(schema)}.drafts`)
  return count
}
