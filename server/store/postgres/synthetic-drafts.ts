// Bulk-inserts synthetic Pending drafts for load tests and benchmarks into a PostgreSQL store: the same
// drafts as SQLite's for the same seed (../synthetic-drafts.ts), in one transaction of a few statements.
import type pg from 'pg'
import { syntheticDraftRow } from '../scenario-rows'
import { syntheticDrafts, type SeedDrug, type SyntheticDraftsOptions } from '../synthetic-drafts'
import { insertRows } from './bulk-insert'
import { DEFAULT_SCHEMA, inTransaction, quotedSchema } from './connection'
import { DRAFT_COLUMNS } from './scenario-loader'

const CHUNK = 20_000

export async function seedSyntheticDrafts(
  pool: pg.Pool,
  options: SyntheticDraftsOptions & { schema?: string },
): Promise<number> {
  const s = quotedSchema(options.schema ?? DEFAULT_SCHEMA)
  const count = await inTransaction(pool, async (client) => {
    const key = async (table: string, id: string) =>
      (
        await client.query<[number]>({
          text: `SELECT key FROM ${s}.${table} WHERE lower(id) = lower($1)`,
          values: [id],
          rowMode: 'array',
        })
      ).rows[0]?.[0]
    const groupKey = await key('groups', options.groupId)
    const sellerKey = await key('pharmacies', options.sellerPharmacyId)
    if (groupKey === undefined) throw new Error(`seedSyntheticDrafts: unknown group ${options.groupId}`)
    if (sellerKey === undefined)
      throw new Error(`seedSyntheticDrafts: unknown pharmacy ${options.sellerPharmacyId}`)
    const { rows: drugs } = await client.query<SeedDrug>(
      `SELECT key, ndc, package_name AS "packageName", package_size AS "packageSize", generic, branded
       FROM ${s}.drugs ORDER BY key`,
    )
    let batch: unknown[][] = []
    const flush = async () => {
      await insertRows(client, `${s}.drafts`, DRAFT_COLUMNS, batch)
      batch = []
    }
    for (const d of syntheticDrafts(drugs, options)) {
      batch.push(syntheticDraftRow(d, groupKey, sellerKey))
      if (batch.length === CHUNK) await flush()
    }
    if (batch.length > 0) await flush()
    return options.count
  })
  // Fresh statistics and visibility map (as autovacuum would leave them a little later), so the planner
  // knows the pair's rows and the draft views are read by index-only scans from the first search.
  await pool.query(`VACUUM (ANALYZE) ${s}.drafts`)
  return count
}
