import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../server/app'
import {
  openDatabase,
  type Db,
  createSqliteRepositories,
  loadScenario,
} from '../server/store/sqlite/database'
import * as F from '../server/test-fixture'
import { reconcile } from './soak-reconcile'
import { listingUpdate, offerUpdate, planWorkers, type WorkerPlan } from './soak-plan'
import { emptyLedger, type Ledger } from './soak-workers'

// The reconciliation must see a lost write, a duplicate and an extra row, and accept a faithful database:
// writes go through the real app onto a database file, then the file is altered the way a bug would.

const scenario = F.testScenario()
let dir: string
let file: string
let db: Db
let plan: WorkerPlan
let ledger: Ledger
/** The listing bodies the app acknowledged, by write number. */
let listingWrites: ReturnType<typeof listingUpdate>[]

const listing = () => plan.listings.find((l) => l.id === F.LISTING_PENDING)!
const offer = () => plan.offers.find((o) => o.id === F.OFFER_MEDIUM)!

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'soak-reconcile-'))
  file = join(dir, 'soak.db')
  db = await openDatabase(file)
  await loadScenario(db, scenario, new Date())
  // One worker of group one owns everything of its group.
  plan = planWorkers(scenario, 1)[0]!
  ledger = emptyLedger()
  const app = buildApp({ repositories: createSqliteRepositories(db), rateLimitPerMinute: 1_000_000 })
  const call = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { 'x-service-auth': F.KEY_ONE },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  listingWrites = []
  for (const seq of [1, 2]) {
    const body = listingUpdate(plan, listing(), seq)
    listingWrites[seq] = body
    expect((await call('PUT', `/api/v1/marketplace-listings/${F.LISTING_PENDING}`, body)).statusCode).toBe(
      200,
    )
    ledger.listings.set(F.LISTING_PENDING, { acked: body, unanswered: [] })
  }
  const offerBody = offerUpdate(plan, offer(), 3)
  expect((await call('PUT', `/api/v1/cash-offers/${F.OFFER_MEDIUM}`, offerBody)).statusCode).toBe(200)
  ledger.offers.set(F.OFFER_MEDIUM, { acked: offerBody, unanswered: [] })
  expect((await call('DELETE', `/api/v1/draft-listings/${F.DRAFT(2)}`)).statusCode).toBe(204)
  ledger.deletedDrafts.add(F.DRAFT(2))
  const npi = plan.freshNpis[0]!
  const answer = await call('POST', '/api/v1/groups/npi-update', [npi, F.NPI_UNGROUPED])
  expect(answer.json()).toEqual({
    added: [F.NPI_UNGROUPED],
    invited: [npi],
    alreadyMembers: [],
    alreadyInvited: [],
  })
  ledger.invited.set(`${F.GROUP_ONE}/${npi}`, 1)
  ledger.added.set(`${F.GROUP_ONE}/${F.NPI_UNGROUPED}`, 1)
  await app.close()
})
afterEach(() => {
  if (db.open) db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('soak reconciliation', () => {
  it('finds every acknowledged write and nothing else in a faithful database', async () => {
    db.close()
    expect(await reconcile(file, scenario, ledger)).toEqual({
      checked: 5,
      lost: [],
      duplicated: [],
      other: [],
    })
  })

  it('reports a listing that lost its last acknowledged value, and a deleted draft that came back', async () => {
    db.prepare('UPDATE listings SET lot_number = ? WHERE id = ?').run('SOAK-0-1', F.LISTING_PENDING)
    db.prepare(
      `INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number, expiration_date,
      price, quantity, flags, status) SELECT ?, group_key, seller_key, drug_key, ndc, package_name, lot_number,
      expiration_date, price, quantity, flags, status FROM drafts WHERE id = ?`,
    ).run(F.DRAFT(2), F.DRAFT(1))
    db.close()
    const result = await reconcile(file, scenario, ledger)
    expect(result.lost).toEqual([
      `listing ${F.LISTING_PENDING}: last acknowledged value not stored`,
      `draft ${F.DRAFT(2)}: deleted (204) but still stored`,
    ])
    expect(result.duplicated).toEqual(['drafts: 1 rows more than written'])
  })

  it('accepts either outcome for a write that got no answer', async () => {
    db.close()
    // The database holds write 2: neither the acknowledged write 1 nor an unanswered write 9...
    ledger.listings.set(F.LISTING_PENDING, {
      acked: listingWrites[1]!,
      unanswered: [listingUpdate(plan, listing(), 9)],
    })
    expect((await reconcile(file, scenario, ledger)).lost).toHaveLength(1)
    // ...but when write 2 is the one that got no answer, holding it is fine.
    ledger.listings.set(F.LISTING_PENDING, { acked: listingWrites[1]!, unanswered: [listingWrites[2]!] })
    expect((await reconcile(file, scenario, ledger)).lost).toEqual([])
  })

  it('reports an NPI answered "invited" twice, a missing member and a row no write created', async () => {
    const [key] = ledger.invited.keys()
    ledger.invited.set(key!, 2)
    db.prepare(
      'DELETE FROM group_members WHERE pharmacy_key = (SELECT key FROM pharmacies WHERE npi = ?)',
    ).run(F.NPI_UNGROUPED)
    db.prepare(
      `INSERT INTO cash_offers SELECT NULL, '50000000-0000-4000-8000-0000000000ff', buyer_key, created_by_group_key,
      drug_key, minimal_expiration_date, price, requested_quantity, require_full_package, require_sealed_package,
      require_original_package, require_intact_package_label, shipping_request_method, max_shipping_price, ship_by_date,
      buying_pharmacy_message, show_only_in_state, status, listing_date, updated_at FROM cash_offers WHERE id = ?`,
    ).run(F.OFFER_MEDIUM)
    db.close()
    const result = await reconcile(file, scenario, ledger)
    expect(result.duplicated).toEqual([
      `invitation ${key!}: answered "invited" 2 times`,
      'cash_offers: 1 rows more than written',
    ])
    expect(result.lost).toEqual([`member ${F.GROUP_ONE}/${F.NPI_UNGROUPED}: not stored exactly once`])
    expect(result.other).toEqual([
      'group_members: 1 rows fewer than expected',
      'cash offers: Pending count changed',
    ])
  })
})
