// CashOffersRepository (../cash-offers-repository.ts; spec: Endpoints > 4): an offer by id, a buyer's
// pages through one group, and the update that only a Pending offer takes and that never changes the
// offer's ShippingRequestMethod.
import { describe, expect, test } from 'vitest'
import * as F from '../../test-fixture'
import type { CashOfferFields } from '../cash-offers-repository'
import type { ListPageQuery } from '../list-page'
import type { StoreEngine } from '../store-engine'
import { LATER, day, listPage, openContractStore } from './harness'
import { pendingUpdateContract } from './pending-update.contract'

const FIELDS: CashOfferFields = {
  minimalExpirationDate: '2027-01-31T00:00:00.000Z',
  price: 64.5,
  requestedQuantity: 12,
  requireFullPackage: true,
  requireSealedPackage: false,
  requireOriginalPackage: true,
  requireIntactPackageLabel: false,
  maxShippingPrice: 30,
  shipByDate: '2026-04-01T00:00:00.000Z',
  buyingPharmacyMessage: 'Please ship early in the week.',
  showOnlyInState: true,
}

export function cashOffersRepositoryContract(engine: StoreEngine): void {
  describe('CashOffersRepository', () => {
    test('findById: every column of the offer, with its group id; nothing for an unknown id', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.cashOffers.findById(F.OFFER_MEDIUM)).toEqual({
        key: expect.any(Number) as number,
        id: F.OFFER_MEDIUM,
        buyerKey: keys.member,
        createdByGroupKey: keys.groupOne,
        createdByGroupId: F.GROUP_ONE,
        drugKey: keys.traded,
        minimalExpirationDate: day(200),
        price: 70,
        requestedQuantity: 10,
        requireFullPackage: false,
        requireSealedPackage: true,
        requireOriginalPackage: false,
        requireIntactPackageLabel: true,
        shippingRequestMethod: 'Medium',
        maxShippingPrice: 25,
        shipByDate: null,
        buyingPharmacyMessage: null,
        showOnlyInState: false,
        status: 0,
        listingDate: day(-2),
        updatedAt: day(-2),
      })
      expect(await repos.cashOffers.findById(F.OFFER_STANDARD)).toMatchObject({
        shippingRequestMethod: 'Standard',
        maxShippingPrice: null,
      })
      expect(await repos.cashOffers.findById('99999999-0000-4000-8000-000000000000')).toBeUndefined()
    })

    test.each([
      [listPage(), ['60', '70', '65']],
      [listPage({ descending: false }), ['65', '70', '60']],
      [listPage({ sortName: 'price', descending: false }), ['60', '65', '70']],
      [listPage({ sortName: 'price' }), ['70', '65', '60']],
      [listPage({ sortName: 'expirationDate', descending: false }), ['60', '70', '65']],
      [listPage({ sortName: 'expirationDate' }), ['65', '70', '60']],
      [listPage({ start: 1, take: 1 }), ['70']],
      [listPage({ start: 2 }), ['65']],
      [listPage({ start: 3, take: 5 }), []],
    ])('pageByBuyer %j: offers the pharmacy placed through the group', async (q, prices) => {
      const { repos, keys } = await openContractStore(engine)
      const result = await repos.cashOffers.pageByBuyer(keys.member, keys.groupOne, q)
      expect(result.rows.map((row) => String(row.price))).toEqual(prices)
      expect([result.recordsTotal, result.recordsFiltered]).toEqual([3, 3])
    })

    test('pageByBuyer with a status, another group, another buyer', async () => {
      const { repos, keys } = await openContractStore(engine)
      const ids = async (buyer: number, group: number, q: Partial<ListPageQuery> = {}) => {
        const result = await repos.cashOffers.pageByBuyer(buyer, group, listPage(q))
        return [result.rows.map((row) => row.id), result.recordsTotal, result.recordsFiltered]
      }
      expect(await ids(keys.member, keys.groupOne, { status: 2 })).toEqual([[F.OFFER_PURCHASED], 3, 1])
      expect(await ids(keys.member, keys.groupOne, { status: 0 })).toEqual([
        [F.OFFER_STANDARD, F.OFFER_MEDIUM],
        3,
        2,
      ])
      expect(await ids(keys.member, keys.groupOne, { status: 10 })).toEqual([[], 3, 0])
      expect(await ids(keys.member, keys.groupTwo)).toEqual([[], 0, 0])
      expect(await ids(keys.restricted, keys.groupOne)).toEqual([[F.OFFER_RESTRICTED], 1, 1])
      expect(await ids(keys.other, keys.groupTwo)).toEqual([[F.OFFER_OTHER_GROUP], 1, 1])
      const [row] = (await repos.cashOffers.pageByBuyer(keys.member, keys.groupOne, listPage({ status: 2 })))
        .rows
      expect(row).toEqual(await repos.cashOffers.findById(F.OFFER_PURCHASED))
    })

    test('updatePending applies every field to a Pending offer; the shipping method stays', async () => {
      const { repos } = await openContractStore(engine)
      const before = await repos.cashOffers.findById(F.OFFER_STANDARD)
      expect(await repos.cashOffers.updatePending(F.OFFER_STANDARD, FIELDS, LATER)).toBe(true)
      expect(await repos.cashOffers.findById(F.OFFER_STANDARD)).toEqual({
        ...before,
        ...FIELDS,
        shippingRequestMethod: 'Standard',
        updatedAt: LATER.toISOString(),
      })
      const cleared = { ...FIELDS, maxShippingPrice: null, shipByDate: null, buyingPharmacyMessage: null }
      expect(await repos.cashOffers.updatePending(F.OFFER_STANDARD, cleared, LATER)).toBe(true)
      expect(await repos.cashOffers.findById(F.OFFER_STANDARD)).toMatchObject(cleared)
    })

    pendingUpdateContract(engine, {
      repository: (repos) => repos.cashOffers,
      notPending: [F.OFFER_PURCHASED],
      fields: FIELDS,
    })
  })
}
