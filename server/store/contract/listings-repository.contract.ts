// ListingsRepository (../listings-repository.ts; spec: Endpoints > 1, States and transitions): a listing
// by id, a seller's pages in each order with both counts, the Pending count per drug, the update that
// only a Pending listing takes, and creation.
import { describe, expect, test } from 'vitest'
import * as F from '../../test-fixture'
import type { ListingFields } from '../listings-repository'
import type { StoreEngine } from '../store-engine'
import { LATER, UUID_V4, day, listPage, openContractStore } from './harness'
import { pendingUpdateContract } from './pending-update.contract'

const FIELDS: ListingFields = {
  expirationDate: '2027-06-30T00:00:00.000Z',
  lotNumber: 'LOT-NEW-1',
  price: 123.45,
  quantity: 12.5,
  fullPackage: false,
  sealedPackage: true,
  originalPackage: false,
  tornPackageLabel: true,
  serialNumber: 'SN-001',
  additionalPackageNotes: 'Stored in the fridge.',
  showOnlyInState: true,
}

export function listingsRepositoryContract(engine: StoreEngine): void {
  describe('ListingsRepository', () => {
    test('findById: every column of the listing; nothing for an unknown id', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.listings.findById(F.LISTING_ACCEPTED)).toEqual({
        key: expect.any(Number) as number,
        id: F.LISTING_ACCEPTED,
        sellerKey: keys.member,
        drugKey: keys.traded,
        expirationDate: day(300),
        lotNumber: 'L2',
        price: 90,
        quantity: 1,
        fullPackage: true,
        sealedPackage: true,
        originalPackage: true,
        tornPackageLabel: false,
        serialNumber: null,
        additionalPackageNotes: null,
        showOnlyInState: false,
        status: 1,
        listingDate: day(-8),
        buyerKey: keys.other,
        updatedAt: day(-8),
      })
      expect(await repos.listings.findById(F.LISTING_PENDING)).toMatchObject({
        showOnlyInState: true,
        buyerKey: null,
      })
      expect(await repos.listings.findById('99999999-0000-4000-8000-000000000000')).toBeUndefined()
    })

    test.each([
      [listPage(), ['L5', 'L2', 'L1']],
      [listPage({ descending: false }), ['L1', 'L2', 'L5']],
      [listPage({ sortName: 'price', descending: false }), ['L2', 'L1', 'L5']],
      [listPage({ sortName: 'price' }), ['L5', 'L1', 'L2']],
      // Every expiry is the same: ties go by creation order, in the direction of the sort.
      [listPage({ sortName: 'expirationDate', descending: false }), ['L1', 'L2', 'L5']],
      [listPage({ sortName: 'expirationDate' }), ['L5', 'L2', 'L1']],
      [listPage({ start: 1, take: 1 }), ['L2']],
      [listPage({ start: 1 }), ['L2', 'L1']],
      [listPage({ start: 3, take: 10 }), []],
    ])("pageBySeller %j: the seller's listings, every status counted", async (q, lots) => {
      const { repos, keys } = await openContractStore(engine)
      const result = await repos.listings.pageBySeller(keys.member, q)
      expect(result.rows.map((row) => row.lotNumber)).toEqual(lots)
      expect([result.recordsTotal, result.recordsFiltered]).toEqual([3, 3])
    })

    test('pageBySeller with a status: that status only; recordsTotal still counts all', async () => {
      const { repos, keys } = await openContractStore(engine)
      const of = async (status: number) => {
        const result = await repos.listings.pageBySeller(keys.member, listPage({ status }))
        return [result.rows.map((row) => row.id), result.recordsTotal, result.recordsFiltered]
      }
      expect(await of(0)).toEqual([[F.LISTING_PENDING], 3, 1])
      expect(await of(10)).toEqual([[F.LISTING_CANCELLED], 3, 1])
      expect(await of(7)).toEqual([[], 3, 0])
      const first = (await repos.listings.pageBySeller(keys.member, listPage({ status: 1 }))).rows[0]
      expect(first).toEqual(await repos.listings.findById(F.LISTING_ACCEPTED))
      const none = await repos.listings.pageBySeller(keys.ungrouped, listPage())
      expect(none).toEqual({ rows: [], recordsTotal: 0, recordsFiltered: 0 })
    })

    test('pendingCountForDrug counts the Pending listings of a seller and drug only', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.listings.pendingCountForDrug(keys.member, keys.traded)).toBe(1)
      expect(await repos.listings.pendingCountForDrug(keys.member, keys.generic)).toBe(0)
      expect(await repos.listings.pendingCountForDrug(keys.other, keys.generic)).toBe(1)
      await repos.listings.create(keys.member, keys.traded, FIELDS, LATER)
      expect(await repos.listings.pendingCountForDrug(keys.member, keys.traded)).toBe(2)
    })

    test('updatePending applies every field to a Pending listing and stamps updatedAt', async () => {
      const { repos } = await openContractStore(engine)
      const before = await repos.listings.findById(F.LISTING_PENDING)
      expect(await repos.listings.updatePending(F.LISTING_PENDING, FIELDS, LATER)).toBe(true)
      expect(await repos.listings.findById(F.LISTING_PENDING)).toEqual({
        ...before,
        ...FIELDS,
        updatedAt: LATER.toISOString(),
      })
      // Optional values can be cleared again.
      const cleared = { ...FIELDS, serialNumber: null, additionalPackageNotes: null, showOnlyInState: false }
      expect(await repos.listings.updatePending(F.LISTING_PENDING, cleared, LATER)).toBe(true)
      expect(await repos.listings.findById(F.LISTING_PENDING)).toMatchObject(cleared)
    })

    pendingUpdateContract(engine, {
      repository: (repos) => repos.listings,
      notPending: [F.LISTING_ACCEPTED, F.LISTING_CANCELLED],
      fields: FIELDS,
    })

    test('create: a Pending listing with a new id, listed now, found by id in any case and on the page', async () => {
      const { repos, keys } = await openContractStore(engine)
      const created = await repos.listings.create(keys.member, keys.generic, FIELDS, LATER)
      expect(created).toEqual({
        key: expect.any(Number) as number,
        id: expect.stringMatching(UUID_V4) as string,
        sellerKey: keys.member,
        drugKey: keys.generic,
        ...FIELDS,
        status: 0,
        listingDate: LATER.toISOString(),
        buyerKey: null,
        updatedAt: LATER.toISOString(),
      })
      expect(await repos.listings.findById(created.id)).toEqual(created)
      expect(await repos.listings.findById(created.id.toUpperCase())).toEqual(created)
      const second = await repos.listings.create(keys.member, keys.generic, FIELDS, LATER)
      expect(second.id).not.toBe(created.id)
      expect(second.key).not.toBe(created.key)
      // Same listing date: the later creation comes first newest-first, last oldest-first.
      const newest = await repos.listings.pageBySeller(keys.member, listPage({ take: 2 }))
      expect(newest.rows.map((row) => row.id)).toEqual([second.id, created.id])
      expect([newest.recordsTotal, newest.recordsFiltered]).toEqual([5, 5])
      const oldest = await repos.listings.pageBySeller(keys.member, listPage({ descending: false }))
      expect(oldest.rows.map((row) => row.id).slice(3)).toEqual([created.id, second.id])
    })
  })
}
