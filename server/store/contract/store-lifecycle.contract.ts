// What an open store does as a whole (../store-engine.ts): it answers health while open, puts every
// group's data back to its scenario on reset (relative dates counted from the reset), and stops
// answering once closed.
import { describe, expect, test } from 'vitest'
import { TEST_NOW } from '../../test-app'
import * as F from '../../test-fixture'
import type { StoreEngine } from '../store-engine'
import { day, keysOf, openContractStore, withoutKeys } from './harness'

const LATER = new Date(TEST_NOW.getTime() + 86_400_000)

export function storeLifecycleContract(engine: StoreEngine): void {
  describe('the store', () => {
    test('health answers true while open; after close it does not (false or a rejection)', async () => {
      const { store, repos } = await openContractStore(engine)
      expect(await repos.health()).toBe(true)
      await store.close()
      expect(await repos.health().catch(() => 'rejected')).not.toBe(true)
      // Closing twice is harmless.
      await store.close()
    })

    test('reset undoes updates, deletes, creations and NPI changes of every group', async () => {
      const { store, repos, keys } = await openContractStore(engine)
      const listing = await repos.listings.findById(F.LISTING_PENDING)
      const offer = await repos.cashOffers.findById(F.OFFER_STANDARD)
      const groupOne = await repos.groups.members(keys.groupOne)
      const invited = await repos.groups.invitations(keys.groupOne)
      expect(await repos.listings.updatePending(listing!.id, { ...listing!, price: 1 }, LATER)).toBe(true)
      expect(await repos.cashOffers.updatePending(offer!.id, { ...offer!, price: 2 }, LATER)).toBe(true)
      expect(await repos.drafts.deletePending((await repos.drafts.findById(F.DRAFT(1)))!)).toBe(true)
      const created = await repos.listings.create(keys.member, keys.traded, listing!, LATER)
      await repos.groups.updateNpis(keys.groupOne, [F.NPI_UNGROUPED, F.NPI_UNKNOWN], LATER)

      await store.reset(TEST_NOW)
      const after = await keysOf(repos)
      expect(withoutKeys(await repos.listings.findById(F.LISTING_PENDING))).toEqual(withoutKeys(listing))
      expect(withoutKeys(await repos.cashOffers.findById(F.OFFER_STANDARD))).toEqual(withoutKeys(offer))
      expect(await repos.drafts.findById(F.DRAFT(1))).toMatchObject({ status: 0, sellerKey: after.member })
      expect(await repos.listings.findById(created.id)).toBeUndefined()
      const members = await repos.groups.members(after.groupOne)
      expect(members.map(withoutKeys)).toEqual(groupOne.map(withoutKeys))
      expect(await repos.groups.invitations(after.groupOne)).toEqual(invited)
      expect(await repos.health()).toBe(true)
    })

    test("reset counts the scenario's relative dates from the reset's own instant", async () => {
      const { store, repos } = await openContractStore(engine)
      await store.reset(LATER)
      expect(await repos.listings.findById(F.LISTING_PENDING)).toMatchObject({
        expirationDate: day(300, LATER),
        listingDate: day(-9, LATER),
      })
    })
  })
}
