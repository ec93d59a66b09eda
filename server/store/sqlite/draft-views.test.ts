// The ordered view's own bookkeeping: a delete made through the repository is cut out of the view in
// place (no new read of 100k rows), and anything else that changed a draft makes the next search read
// the view again.
import { beforeEach, expect, test } from 'vitest'
import type { DraftSortName } from '../../../src/contract/drafts'
import { GROUP_ONE, PHARMACY_MEMBER, testScenario } from '../../test-fixture'
import { liveCount, matchingCount } from '../draft-page'
import { cutDeleted, FLAG_VALUES } from '../draft-view'
import { parseScenario } from '../scenario-file'
import { draftsRepository, type DraftViewReader } from '../sql/drafts'
import { openDatabase, sqliteSql, type Db, loadScenario, seedSyntheticDrafts } from './database'
import { sqliteDraftViews } from './draft-views'

let db: Db
let groupKey: number
let sellerKey: number
let reads: number
let reader: DraftViewReader
const names: DraftSortName[] = ['nationalDrugCode', 'price', 'expirationDate', 'packageName']

beforeEach(async () => {
  db = await openDatabase(':memory:')
  await loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
  await seedSyntheticDrafts(db, {
    count: 500,
    groupId: GROUP_ONE,
    sellerPharmacyId: PHARMACY_MEMBER,
    seed: 3,
  })
  groupKey = db.prepare('SELECT key FROM groups WHERE id = ?').pluck().get(GROUP_ONE) as number
  sellerKey = db.prepare('SELECT key FROM pharmacies WHERE id = ?').pluck().get(PHARMACY_MEMBER) as number
  reads = 0
  const views = sqliteDraftViews(db)
  reader = (on, group, seller) => (reads++, views(on, group, seller))
})

const pending = () =>
  db
    .prepare(
      'SELECT key, drug_key AS drug, flags FROM drafts WHERE group_key = ? AND seller_key = ? AND status = 0',
    )
    .all(groupKey, sellerKey) as { key: number; drug: number; flags: number }[]
const version = () =>
  db
    .prepare('SELECT version FROM draft_versions WHERE group_key = ? AND seller_key = ?')
    .pluck()
    .get(groupKey, sellerKey) as number
const read = () => reader(sqliteSql(db).db, groupKey, sellerKey)
const search = (repository: ReturnType<typeof draftsRepository>) =>
  repository.search({
    ...{ groupKey, sellerKey, drugKeys: null, flags: null, sortName: 'price', sellableFirstAt: null },
    ...{ descending: false, start: 0, take: 10 },
  })

test('a delete is cut out of every order, the expiries and the counts in place, as a new read gives them', async () => {
  const view = await read()
  const total = liveCount(view)
  const victim = pending()[17]!
  expect(db.prepare('DELETE FROM drafts WHERE key = ?').run(victim.key).changes).toBe(1)
  expect(cutDeleted(view, victim.key, version())).toBe(true)

  for (const name of names) {
    expect(view.orders[name].keys).toHaveLength(total - 1)
    expect(Array.from(view.orders[name].keys)).not.toContain(victim.key)
  }
  expect(liveCount(view)).toBe(pending().length)
  const sameKind = pending().filter((d) => d.drug === victim.drug && d.flags === victim.flags).length
  expect(view.counts[victim.drug * FLAG_VALUES + victim.flags]).toBe(sameKind)
  expect(matchingCount(view, null, [victim.flags])).toBe(
    pending().filter((d) => d.flags === victim.flags).length,
  )
  const again = await read()
  for (const name of names)
    expect(Array.from(view.orders[name].keys)).toEqual(Array.from(again.orders[name].keys))
  expect(view.expiries).toEqual(again.expiries)
  expect(view.version).toBe(again.version)
})

test('a delete after a change from elsewhere is not cut in place', async () => {
  const view = await read()
  const [first, second] = pending()
  db.prepare('UPDATE drafts SET price = price + 1 WHERE key = ?').run(second!.key)
  db.prepare('DELETE FROM drafts WHERE key = ?').run(first!.key)
  expect(cutDeleted(view, first!.key, version())).toBe(false)
})

test('the repository reads a view once across its own deletes, and again after a change from elsewhere', async () => {
  const drafts = draftsRepository(sqliteSql(db), reader)
  const page = await search(drafts)
  expect(reads).toBe(1)
  const victim = page.items[3]!.draft
  expect(await drafts.deletePending((await drafts.findById(victim.id))!)).toBe(true)
  const after = await search(drafts)
  expect(reads).toBe(1)
  expect(after.recordsTotal).toBe(pending().length)
  expect(after.items.map((item) => item.draft.id)).not.toContain(victim.id)

  db.prepare('UPDATE drafts SET price = price + 1 WHERE key = ?').run(pending()[0]!.key)
  const changed = await search(drafts)
  expect(reads).toBe(2)
  expect(changed.recordsTotal).toBe(pending().length)
})
