// Bulk-inserts synthetic Pending drafts for load tests and benchmarks (100k in a few seconds): the same
// drafts on both engines for the same seed (../synthetic-drafts.ts), in one transaction, many a statement.
import { syntheticDraftRow } from '../scenario-rows'
import { syntheticDrafts, type SyntheticDraftsOptions } from '../synthetic-drafts'
import { inTransaction, type Sql } from './query-layer'
import { insertRows } from './scenario-loader'
import type { SandboxTables } from './tables'

/** Inserts `count` drafts owned by the group for the seller pharmacy, over the drugs already in the store. */
export function seedSyntheticDrafts(
  { db, traits }: Sql<SandboxTables>,
  options: SyntheticDraftsOptions,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const keyOf = async (table: 'groups' | 'pharmacies', id: string) =>
      (await trx.selectFrom(table).select('key').where(traits.idIs('id', id)).executeTakeFirst())?.key
    const groupKey = await keyOf('groups', options.groupId)
    const sellerKey = await keyOf('pharmacies', options.sellerPharmacyId)
    if (groupKey === undefined) throw new Error(`seedSyntheticDrafts: unknown group ${options.groupId}`)
    if (sellerKey === undefined)
      throw new Error(`seedSyntheticDrafts: unknown pharmacy ${options.sellerPharmacyId}`)
    const drugs = await trx
      .selectFrom('drugs')
      .select(['key', 'ndc', 'packageName', 'packageSize', 'generic', 'branded'])
      .orderBy('key')
      .execute()
    const rows = [...syntheticDrafts(drugs, options)].map((d) => syntheticDraftRow(d, groupKey, sellerKey))
    await insertRows(trx, 'drafts', rows)
    return options.count
  })
}
