// Bulk-inserts synthetic Pending drafts for load tests and benchmarks (100k in well under a few seconds):
// one transaction, one prepared statement, values from the seeded generator (../synthetic-drafts.ts).
import type { Db } from './database'
import { syntheticDraftRow } from '../scenario-rows'
import { syntheticDrafts, type SeedDrug, type SyntheticDraftsOptions } from '../synthetic-drafts'

export type { SyntheticDraftsOptions }

/** Inserts `count` drafts owned by the group for the seller pharmacy, over the drugs already in the database. */
export function seedSyntheticDrafts(db: Db, options: SyntheticDraftsOptions): number {
  const groupKey = db.prepare('SELECT key FROM groups WHERE id = ?').pluck().get(options.groupId) as
    number | undefined
  const sellerKey = db
    .prepare('SELECT key FROM pharmacies WHERE id = ?')
    .pluck()
    .get(options.sellerPharmacyId) as number | undefined
  if (groupKey === undefined) throw new Error(`seedSyntheticDrafts: unknown group ${options.groupId}`)
  if (sellerKey === undefined)
    throw new Error(`seedSyntheticDrafts: unknown pharmacy ${options.sellerPharmacyId}`)
  const drugs = (
    db
      .prepare(
        'SELECT key, ndc, package_name AS packageName, package_size AS packageSize, generic, branded FROM drugs ORDER BY key',
      )
      .all() as (Omit<SeedDrug, 'generic' | 'branded'> & { generic: number; branded: number })[]
  ).map((drug) => ({ ...drug, generic: drug.generic === 1, branded: drug.branded === 1 }))

  const insert =
    db.prepare(`INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number,
    expiration_date, price, quantity, flags, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  db.transaction(() => {
    for (const d of syntheticDrafts(drugs, options)) {
      insert.run(...syntheticDraftRow(d, groupKey, sellerKey))
    }
  })()
  return options.count
}
