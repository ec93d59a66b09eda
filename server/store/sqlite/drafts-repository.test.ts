// The draft search's shortcuts (in-memory ordered view, counts per drug and flags, reverse walk for deep
// pages, deletes applied in place) must give exactly what a plain filter-and-sort gives. Compared over
// seeded synthetic drafts.
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'
import { GROUP_ONE, PHARMACY_MEMBER, testScenario } from '../../test-fixture'
import { openDatabase, type Db, sqliteSql, loadScenario, seedSyntheticDrafts } from './database'
import { admittedFlags, flagsToPackage, FLAG, type FlagFilter } from '../draft-flags'
import type { DraftSortName } from '../../../src/contract/drafts'
import { draftsRepository } from '../sql/drafts'
import { drugsRepository } from '../sql/trade'
import { sqliteDraftViews } from './draft-views'
import { DRAFT_SORT_INDEXES as DRAFT_SORTS } from './sandbox-schema'
import { parseScenario } from '../scenario-file'

type Row = {
  key: number
  id: string
  ndc: string
  price: number
  quantity: number
  lot_number: string
  expiration_date: string
  package_name: string
  flags: number
  drug_key: number
  status: number
}

let db: Db
let all: Row[]
// One repository for the whole file, so its in-memory ordered view lives across writes, as in the server.
let drafts: ReturnType<typeof draftsRepository>
let groupKey: number
let sellerKey: number

beforeAll(async () => {
  db = await openDatabase(':memory:')
  await loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
  expect(
    await seedSyntheticDrafts(db, {
      count: 3000,
      groupId: GROUP_ONE,
      sellerPharmacyId: PHARMACY_MEMBER,
      seed: 7,
    }),
  ).toBe(3000)
  groupKey = db.prepare('SELECT key FROM groups WHERE id = ?').pluck().get(GROUP_ONE) as number
  sellerKey = db.prepare('SELECT key FROM pharmacies WHERE id = ?').pluck().get(PHARMACY_MEMBER) as number
  all = db
    .prepare('SELECT * FROM drafts WHERE group_key = ? AND seller_key = ? AND status = 0')
    .all(groupKey, sellerKey) as Row[]
  drafts = repository()
})

const repository = (keptRowsPerView?: number) =>
  draftsRepository(sqliteSql(db), sqliteDraftViews(db), keptRowsPerView)

const COLUMN: Record<DraftSortName, (r: Row) => string | number> = {
  nationalDrugCode: (r) => r.ndc,
  price: (r) => r.price,
  expirationDate: (r) => r.expiration_date,
  packageName: (r) => r.package_name.toLowerCase(),
}

function reference(
  filter: FlagFilter,
  drugKeys: number[] | null,
  sortName: DraftSortName,
  descending: boolean,
  start: number,
  take: number,
  sellableFirstAt: string | null = null,
) {
  const flags = admittedFlags(filter)
  const matching = all.filter(
    (r) => (!flags || flags.includes(r.flags)) && (!drugKeys || drugKeys.includes(r.drug_key)),
  )
  // The default order: sellable (expiring after now) before expired, then by expiry, then by id.
  const value =
    sellableFirstAt === null
      ? COLUMN[sortName]
      : (r: Row) => `${r.expiration_date <= sellableFirstAt ? 1 : 0}${r.expiration_date}`
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    const order = x < y ? -1 : x > y ? 1 : a.id.toLowerCase() < b.id.toLowerCase() ? -1 : 1
    return descending ? -order : order
  })
  const page = sorted.slice(start, start + take)
  return {
    filtered: matching.length,
    ids: page.map((r) => r.id),
    rows: page.map((r) => [r.id, r.lot_number, r.expiration_date, r.price, r.quantity, r.flags, r.drug_key]),
  }
}

const tri = fc.constantFrom(undefined, true, false)
const query = fc.record({
  filter: fc.record({
    hideGeneric: tri,
    hideBranded: tri,
    tornPackageLabel: tri,
    fullPackage: tri,
    sealedPackage: tri,
    originalPackage: tri,
  }),
  term: fc.constantFrom(null, 'humalog', 'a', 'capsule', 'MG', 'zzz', 'pen'),
  sortName: fc.constantFrom(...(Object.keys(DRAFT_SORTS) as DraftSortName[])),
  // No sortName sent: the default order at some instant, often exactly a draft's expiry (which is expired).
  sellableFirstAt: fc.option(
    fc.oneof(
      fc.constantFrom('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z'),
      fc.integer({ min: 0, max: 2999 }).map((i) => all[i % all.length]!.expiration_date),
    ),
    { nil: null },
  ),
  descending: fc.boolean(),
  start: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3100 })),
  take: fc.integer({ min: 1, max: 100 }),
})

const reload = () => {
  all = db
    .prepare('SELECT * FROM drafts WHERE group_key = ? AND seller_key = ? AND status = 0')
    .all(groupKey, sellerKey) as Row[]
}

async function assertMatchesReference(numRuns: number, seed: number, searched = drafts) {
  const drugs = drugsRepository(sqliteSql(db))
  await fc.assert(
    fc.asyncProperty(query, async (q) => {
      const drugKeys = q.term === null ? null : await drugs.keysMatching(q.term)
      const result = await searched.search({
        groupKey,
        sellerKey,
        drugKeys,
        flags: admittedFlags(q.filter),
        sortName: q.sortName,
        sellableFirstAt: q.sellableFirstAt,
        descending: q.descending,
        start: q.start,
        take: q.take,
      })
      const expected = reference(
        q.filter,
        drugKeys,
        q.sortName,
        q.descending,
        q.start,
        q.take,
        q.sellableFirstAt,
      )
      expect(result.recordsTotal).toBe(all.length)
      expect(result.recordsFiltered).toBe(expected.filtered)
      expect(result.items.map((i) => i.draft.id)).toEqual(expected.ids)
      // The rows' own columns too: rows kept from earlier searches must be the current ones.
      expect(
        result.items.map(({ draft: d }) => [
          d.id,
          d.lotNumber,
          d.expirationDate,
          d.price,
          d.quantity,
          d.flags,
          d.drugKey,
        ]),
      ).toEqual(expected.rows)
    }),
    { numRuns, seed },
  )
}

describe('draft search', () => {
  test('matches a plain filter-and-sort for any filters, sort, direction and page', async () => {
    await assertMatchesReference(300, 42)
  })

  test('stays exact after deletes through the repository and after changes made directly in SQL', async () => {
    await assertMatchesReference(20, 1)
    const base = {
      groupKey,
      sellerKey,
      drugKeys: null,
      flags: null,
      sortName: 'price' as const,
      sellableFirstAt: null,
      descending: false,
      start: 0,
      take: 3,
    }
    for (const item of (await drafts.search(base)).items)
      expect(await drafts.deletePending((await drafts.findById(item.draft.id))!)).toBe(true)
    reload()
    await assertMatchesReference(40, 2)
    // Another writer (or another connection) changes prices and flags and publishes drafts: the view is
    // rebuilt. Flags 63 (every bit, the sign bit of the count query's mask) must count too.
    db.exec(`UPDATE drafts SET price = price + 1 WHERE key % 7 = 0; UPDATE drafts SET status = 1 WHERE key % 11 = 0;
      UPDATE drafts SET flags = 63 WHERE key % 13 = 0`)
    // A delete right after someone else's change must not be mistaken for the only change.
    const pending = db
      .prepare('SELECT id FROM drafts WHERE group_key = ? AND seller_key = ? AND status = 0 LIMIT 1 OFFSET 5')
      .pluck()
    expect(
      await drafts.deletePending((await drafts.findById(pending.get(groupKey, sellerKey) as string))!),
    ).toBe(true)
    reload()
    await assertMatchesReference(40, 3)
    await seedSyntheticDrafts(db, {
      count: 50,
      groupId: GROUP_ONE,
      sellerPharmacyId: PHARMACY_MEMBER,
      seed: 9,
    })
    reload()
    await assertMatchesReference(40, 4)
  })

  test('rows kept with a view stay exact when the view keeps few of them and drops them often', async () => {
    const few = repository(40)
    await assertMatchesReference(60, 5, few)
    db.exec("UPDATE drafts SET lot_number = lot_number || '-2', quantity = quantity + 1 WHERE key % 3 = 0")
    reload()
    await assertMatchesReference(60, 6, few)
    await assertMatchesReference(20, 7)
  })

  test('a Published draft is not deleted', async () => {
    const published = db.prepare('SELECT id FROM drafts WHERE status = 1').pluck().get() as string
    expect(await drafts.deletePending((await drafts.findById(published))!)).toBe(false)
  })

  test('flag filters admit exactly the combinations asked for', () => {
    expect(admittedFlags({})).toBeNull()
    expect(admittedFlags({ hideGeneric: false, tornPackageLabel: null })).toBeNull()
    const full = admittedFlags({ fullPackage: true, hideBranded: true })!
    expect(full).toHaveLength(16)
    expect(full.every((f) => (f & FLAG.full) !== 0 && (f & FLAG.branded) === 0)).toBe(true)
    expect(flagsToPackage(FLAG.torn | FLAG.original)).toEqual({
      tornPackageLabel: true,
      fullPackage: false,
      sealedPackage: false,
      originalPackage: true,
    })
  })

  test('the ordered views are read from covering indexes in order (no sort of all drafts)', () => {
    for (const { column, index } of Object.values(DRAFT_SORTS)) {
      const plan = db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT key * 4194304 + drug_key * 64 + flags FROM drafts INDEXED BY ${index}
          WHERE group_key = 1 AND seller_key = 1 AND status = 0 ORDER BY ${column}, id`,
        )
        .all() as { detail: string }[]
      const details = plan.map((p) => p.detail).join(' | ')
      expect(details).toContain(`USING COVERING INDEX ${index}`)
      expect(details).not.toContain('TEMP B-TREE')
    }
  })
})
