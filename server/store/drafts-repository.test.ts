// The draft search's shortcuts (count table, reverse walk for deep pages, per-drug index for narrow
// searches) must give exactly what a plain filter-and-sort gives. Compared over seeded synthetic drafts.
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'
import { GROUP_ONE, PHARMACY_MEMBER, testScenario } from '../test-fixture'
import { openDatabase, type Db } from './database'
import { admittedFlags, flagsToPackage, FLAG, type FlagFilter } from './draft-flags'
import { DRAFT_SORTS, draftsRepository, type DraftSortName } from './drafts-repository'
import { drugsRepository } from './drugs-repository'
import { parseScenario } from './scenario-file'
import { loadScenario } from './scenario-loader'
import { seedSyntheticDrafts } from './synthetic-drafts'

type Row = { key: number; id: string; ndc: string; price: number; expiration_date: string; package_name: string; flags: number; drug_key: number; status: number }

let db: Db
let all: Row[]
let groupKey: number
let sellerKey: number

beforeAll(() => {
  db = openDatabase(':memory:')
  loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
  expect(seedSyntheticDrafts(db, { count: 3000, groupId: GROUP_ONE, sellerPharmacyId: PHARMACY_MEMBER, seed: 7 })).toBe(3000)
  groupKey = db.prepare('SELECT key FROM groups WHERE id = ?').pluck().get(GROUP_ONE) as number
  sellerKey = db.prepare('SELECT key FROM pharmacies WHERE id = ?').pluck().get(PHARMACY_MEMBER) as number
  all = db.prepare('SELECT * FROM drafts WHERE group_key = ? AND seller_key = ? AND status = 0').all(groupKey, sellerKey) as Row[]
})

const COLUMN: Record<DraftSortName, (r: Row) => string | number> = {
  nationalDrugCode: (r) => r.ndc,
  price: (r) => r.price,
  expirationDate: (r) => r.expiration_date,
  packageName: (r) => r.package_name.toLowerCase(),
}

function reference(filter: FlagFilter, drugKeys: number[] | null, sortName: DraftSortName, descending: boolean, start: number, take: number) {
  const flags = admittedFlags(filter)
  const matching = all.filter((r) => (!flags || flags.includes(r.flags)) && (!drugKeys || drugKeys.includes(r.drug_key)))
  const value = COLUMN[sortName]
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    const order = x < y ? -1 : x > y ? 1 : a.id.toLowerCase() < b.id.toLowerCase() ? -1 : 1
    return descending ? -order : order
  })
  return { filtered: matching.length, ids: sorted.slice(start, start + take).map((r) => r.id) }
}

const tri = fc.constantFrom(undefined, true, false)
const query = fc.record({
  filter: fc.record({ hideGeneric: tri, hideBranded: tri, tornPackageLabel: tri, fullPackage: tri, sealedPackage: tri, originalPackage: tri }),
  term: fc.constantFrom(null, 'humalog', 'a', 'capsule', 'MG', 'zzz', 'pen'),
  sortName: fc.constantFrom(...(Object.keys(DRAFT_SORTS) as DraftSortName[])),
  descending: fc.boolean(),
  start: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3100 })),
  take: fc.integer({ min: 1, max: 100 }),
})

describe('draft search', () => {
  test('matches a plain filter-and-sort for any filters, sort, direction and page', () => {
    const drafts = draftsRepository(db)
    const drugs = drugsRepository(db)
    fc.assert(
      fc.property(query, (q) => {
        const drugKeys = q.term === null ? null : drugs.keysMatching(q.term)
        const result = drafts.search({ groupKey, sellerKey, drugKeys, flags: admittedFlags(q.filter), sortName: q.sortName, descending: q.descending, start: q.start, take: q.take })
        const expected = reference(q.filter, drugKeys, q.sortName, q.descending, q.start, q.take)
        expect(result.recordsTotal).toBe(all.length)
        expect(result.recordsFiltered).toBe(expected.filtered)
        expect(result.items.map((i) => i.id)).toEqual(expected.ids)
      }),
      { numRuns: 300, seed: 42 },
    )
  })

  test('deleting a draft keeps the counts right; a Published draft is not deleted', () => {
    const drafts = draftsRepository(db)
    const base = { groupKey, sellerKey, drugKeys: null, flags: null, sortName: 'price' as const, descending: false, start: 0, take: 1 }
    const before = drafts.search(base).recordsTotal
    const first = drafts.search(base).items[0]!
    expect(drafts.deletePending(first.key)).toBe(true)
    expect(drafts.search(base).recordsTotal).toBe(before - 1)
    all = all.filter((r) => r.key !== first.key)
    const published = db.prepare('SELECT key FROM drafts WHERE status = 1').pluck().get() as number
    expect(drafts.deletePending(published)).toBe(false)
  })

  test('flag filters admit exactly the combinations asked for', () => {
    expect(admittedFlags({})).toBeNull()
    expect(admittedFlags({ hideGeneric: false, tornPackageLabel: null })).toBeNull()
    const full = admittedFlags({ fullPackage: true, hideBranded: true })!
    expect(full).toHaveLength(16)
    expect(full.every((f) => (f & FLAG.full) !== 0 && (f & FLAG.branded) === 0)).toBe(true)
    expect(flagsToPackage(FLAG.torn | FLAG.original)).toEqual({ tornPackageLabel: true, fullPackage: false, sealedPackage: false, originalPackage: true })
  })

  test('the search reads covering indexes in order (no full scan, no sort of all drafts)', () => {
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT key FROM drafts INDEXED BY drafts_sort_price WHERE group_key = 1 AND seller_key = 1 AND status = 0
        AND flags IN (SELECT value FROM json_each('[1,2]')) ORDER BY price DESC, id DESC LIMIT 10 OFFSET 0`)
      .all() as { detail: string }[]
    const details = plan.map((p) => p.detail).join(' | ')
    expect(details).toContain('USING COVERING INDEX drafts_sort_price')
    expect(details).not.toContain('USE TEMP B-TREE FOR ORDER BY')
  })
})
