// Bulk-inserts synthetic Pending drafts for load tests and benchmarks (100k in well under a few seconds):
// one transaction, one prepared statement, values from a seeded generator so runs are repeatable.
import { randomUUID } from 'node:crypto'
import type { Db } from './database'
import { draftFlags } from '../draft-flags'

export type SyntheticDraftsOptions = {
  count: number
  groupId: string
  sellerPharmacyId: string
  /** Seed of the value generator (same seed, same prices/dates/flags). */
  seed?: number
  /** Expiration dates are spread from this instant over two years. */
  now?: Date
}

/** Mulberry32: a small, fast, seeded generator; good enough for spreading test values. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type SeedDrug = {
  key: number
  ndc: string
  packageName: string
  packageSize: number
  generic: number
  branded: number
}

/** Inserts `count` drafts owned by the group for the seller pharmacy, over the drugs already in the database. */
export function seedSyntheticDrafts(db: Db, options: SyntheticDraftsOptions): number {
  const random = generator(options.seed ?? 1)
  const now = (options.now ?? new Date()).getTime()
  const groupKey = db.prepare('SELECT key FROM groups WHERE id = ?').pluck().get(options.groupId) as
    number | undefined
  const sellerKey = db
    .prepare('SELECT key FROM pharmacies WHERE id = ?')
    .pluck()
    .get(options.sellerPharmacyId) as number | undefined
  if (groupKey === undefined) throw new Error(`seedSyntheticDrafts: unknown group ${options.groupId}`)
  if (sellerKey === undefined)
    throw new Error(`seedSyntheticDrafts: unknown pharmacy ${options.sellerPharmacyId}`)
  const drugs = db
    .prepare(
      'SELECT key, ndc, package_name AS packageName, package_size AS packageSize, generic, branded FROM drugs ORDER BY key',
    )
    .all() as SeedDrug[]
  if (drugs.length === 0)
    throw new Error('seedSyntheticDrafts: the database has no drugs; load a scenario first')

  const insert =
    db.prepare(`INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number,
    expiration_date, price, quantity, flags, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`)
  db.transaction(() => {
    for (let i = 0; i < options.count; i++) {
      const drug = drugs[Math.floor(random() * drugs.length)]!
      const full = random() < 0.5
      const pkg = {
        fullPackage: full,
        sealedPackage: random() < 0.5,
        originalPackage: random() < 0.7,
        tornPackageLabel: random() < 0.1,
      }
      const quantity = full ? 1 : Math.max(0.01, Math.round(random() * drug.packageSize * 100) / 100)
      const expires = new Date(now + Math.floor((random() * 760 - 30) * 86_400_000)).toISOString()
      const price = Math.round((5 + random() * 995) * 100) / 100
      const lot = `SYN${Math.floor(random() * 1e6)
        .toString()
        .padStart(6, '0')}`
      insert.run(
        randomUUID(),
        groupKey,
        sellerKey,
        drug.key,
        drug.ndc,
        drug.packageName,
        lot,
        expires,
        price,
        quantity,
        draftFlags(pkg, { generic: drug.generic === 1, branded: drug.branded === 1 }),
      )
    }
  })()
  return options.count
}
