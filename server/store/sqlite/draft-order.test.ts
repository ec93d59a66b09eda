// The ordered view's own bookkeeping: a delete made through the repository is cut out of the view in
// place (no rebuild of 100k rows), and anything else that changed a draft makes the next use rebuild.
import { beforeEach, expect, test } from 'vitest'
import { GROUP_ONE, PHARMACY_MEMBER, testScenario } from '../../test-fixture'
import { openDatabase, type Db } from './database'
import { DRAFT_SORTS, draftOrderStore, type DraftSortName } from './draft-order'
import { liveCount, matchingCount } from '../draft-page'
import { FLAG_VALUES } from '../draft-view'
import { parseScenario } from '../scenario-file'
import { loadScenario } from './scenario-loader'
import { seedSyntheticDrafts } from './synthetic-drafts'

let db: Db
let groupKey: number
let sellerKey: number
const names = Object.keys(DRAFT_SORTS) as DraftSortName[]

beforeEach(() => {
  db = openDatabase(':memory:')
  loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
  seedSyntheticDrafts(db, { count: 500, groupId: GROUP_ONE, sellerPharmacyId: PHARMACY_MEMBER, seed: 3 })
  groupKey = db.prepare('SELECT key FROM groups WHERE id = ?').pluck().get(GROUP_ONE) as number
  sellerKey = db.prepare('SELECT key FROM pharmacies WHERE id = ?').pluck().get(PHARMACY_MEMBER) as number
})

const pending = () =>
  db
    .prepare(
      'SELECT key, drug_key AS drug, flags FROM drafts WHERE group_key = ? AND seller_key = ? AND status = 0',
    )
    .all(groupKey, sellerKey) as { key: number; drug: number; flags: number }[]

function deleteThroughStore(store: ReturnType<typeof draftOrderStore>, key: number) {
  const before = store.currentVersion(groupKey, sellerKey)
  expect(db.prepare('DELETE FROM drafts WHERE key = ?').run(key).changes).toBe(1)
  store.deleted(groupKey, sellerKey, key, before)
}

test('a delete is cut out of every order and the counts in place, without a rebuild', () => {
  const store = draftOrderStore(db)
  const view = store.get(groupKey, sellerKey)
  const total = liveCount(view)
  const victim = pending()[17]!
  deleteThroughStore(store, victim.key)

  expect(store.get(groupKey, sellerKey)).toBe(view)
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
  // The orders stay exactly what a rebuild gives.
  const rebuilt = draftOrderStore(db).get(groupKey, sellerKey)
  for (const name of names)
    expect(Array.from(view.orders[name].keys)).toEqual(Array.from(rebuilt.orders[name].keys))
})

test('a change from elsewhere before or after the delete makes the next use rebuild', () => {
  const store = draftOrderStore(db)
  const view = store.get(groupKey, sellerKey)
  const [first, second] = pending()
  db.prepare('UPDATE drafts SET price = price + 1 WHERE key = ?').run(second!.key)
  deleteThroughStore(store, first!.key)

  const next = store.get(groupKey, sellerKey)
  expect(next).not.toBe(view)
  expect(liveCount(next)).toBe(pending().length)
})
