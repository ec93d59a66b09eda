// SQLite's own part of the sandbox's migrations (../sql/sandbox-migrations.ts): the draft search's sort
// indexes (Pending drafts only, covering what an ordered view reads: draft-order.ts names them) and the
// row triggers that move draft_versions on every insert, update and delete of a pair's drafts.
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Schema } from '../sql/migrate'

export const DRAFT_SORT_INDEXES = {
  nationalDrugCode: { column: 'ndc', index: 'drafts_sort_ndc' },
  price: { column: 'price', index: 'drafts_sort_price' },
  expirationDate: { column: 'expiration_date', index: 'drafts_sort_expiration' },
  packageName: { column: 'package_name', index: 'drafts_sort_package_name' },
} as const

const bump = (pair: string) =>
  `INSERT INTO draft_versions (group_key, seller_key, version) VALUES (${pair}.group_key, ${pair}.seller_key, 1)
  ON CONFLICT DO UPDATE SET version = version + 1;`

export async function sqliteSandboxTables(s: Schema): Promise<void> {
  for (const { column, index } of Object.values(DRAFT_SORT_INDEXES))
    await s.index(index, 'drafts', `group_key, seller_key, ${column}, id, flags, drug_key`, {
      where: 'status = 0',
    })
  const moved =
    'UPDATE draft_versions SET version = version + 1 WHERE group_key = old.group_key AND seller_key = old.seller_key;'
  await s.run(`CREATE TRIGGER drafts_version_insert AFTER INSERT ON drafts BEGIN ${bump('new')} END`)
  await s.run(`CREATE TRIGGER drafts_version_delete AFTER DELETE ON drafts BEGIN ${moved} END`)
  await s.run(`CREATE TRIGGER drafts_version_update AFTER UPDATE ON drafts BEGIN ${moved} ${bump('new')} END`)
}

/** The version the earlier migration record (PRAGMA user_version) reached; 0 for a new database. */
export async function userVersion(db: Kysely<never>): Promise<number> {
  const { rows } = await sql<{ userVersion: number }>`PRAGMA user_version`.execute(db)
  return rows[0]?.userVersion ?? 0
}
