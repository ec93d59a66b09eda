// DraftsRepository.search (../drafts-repository.ts; spec: Endpoints > 2): the pair's Pending drafts,
// filtered by drug and flags, in each sort order or the sellable-first default, paged, with both counts.
// The test scenario's six Pending drafts of group one's member pharmacy are enough to tell every order
// apart (docs/sandbox.md, Draft search).
import { describe, expect, test } from 'vitest'
import { TEST_NOW } from '../../test-app'
import * as F from '../../test-fixture'
import { admittedFlags, type FlagFilter } from '../draft-flags'
import type { DraftSearchQuery } from '../drafts-repository'
import type { StoreEngine } from '../store-engine'
import { day, openContractStore, type StoreKeys } from './harness'

const NOW = TEST_NOW.toISOString()
const query = (keys: StoreKeys, q: Partial<DraftSearchQuery> = {}): DraftSearchQuery => ({
  groupKey: keys.groupOne,
  sellerKey: keys.member,
  drugKeys: null,
  flags: null,
  sortName: 'expirationDate',
  sellableFirstAt: null,
  descending: false,
  start: 0,
  take: 10,
  ...q,
})

export function draftSearchContract(engine: StoreEngine): void {
  describe('DraftsRepository.search', () => {
    const search = async (q: (keys: StoreKeys) => Partial<DraftSearchQuery>) => {
      const { repos, keys } = await openContractStore(engine)
      const result = await repos.drafts.search(query(keys, q(keys)))
      return { ...result, lots: result.items.map((item) => item.draft.lotNumber) }
    }

    test.each([
      ['price', false, ['LOT3', 'LOT4', 'LOT5', 'LOT2', 'LOT1', 'LOT6']],
      ['price', true, ['LOT6', 'LOT1', 'LOT2', 'LOT5', 'LOT4', 'LOT3']],
      ['nationalDrugCode', false, ['LOT1', 'LOT2', 'LOT3', 'LOT4', 'LOT6', 'LOT5']],
      ['nationalDrugCode', true, ['LOT5', 'LOT6', 'LOT4', 'LOT3', 'LOT2', 'LOT1']],
      ['expirationDate', false, ['LOT4', 'LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5']],
      ['expirationDate', true, ['LOT5', 'LOT2', 'LOT3', 'LOT1', 'LOT6', 'LOT4']],
      ['packageName', false, ['LOT3', 'LOT4', 'LOT1', 'LOT2', 'LOT5', 'LOT6']],
      ['packageName', true, ['LOT6', 'LOT5', 'LOT2', 'LOT1', 'LOT4', 'LOT3']],
    ] as const)(
      'sortName %s, descending %s: ties by id, in the same direction',
      async (sortName, descending, lots) => {
        const page = await search(() => ({ sortName, descending }))
        expect(page.lots).toEqual(lots)
        expect([page.recordsTotal, page.recordsFiltered]).toEqual([6, 6])
      },
    )

    test.each([
      // Sellable (expiring after the instant) first, soonest first, then the expired, also by expiry.
      [NOW, false, ['LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5', 'LOT4']],
      [NOW, true, ['LOT4', 'LOT5', 'LOT2', 'LOT3', 'LOT1', 'LOT6']],
      // Draft 1 expires exactly at the instant: it can no longer be sold.
      [day(30), false, ['LOT3', 'LOT2', 'LOT5', 'LOT4', 'LOT6', 'LOT1']],
      [day(39), false, ['LOT3', 'LOT2', 'LOT5', 'LOT4', 'LOT6', 'LOT1']],
      // Nothing expired, or everything: the plain expiry order.
      ['2000-01-01T00:00:00.000Z', false, ['LOT4', 'LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5']],
      ['2100-01-01T00:00:00.000Z', false, ['LOT4', 'LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5']],
    ] as const)('sellableFirstAt %s, descending %s, whatever the sortName', async (at, descending, lots) => {
      const page = await search(() => ({ sellableFirstAt: at, descending, sortName: 'price' }))
      expect(page.lots).toEqual(lots)
    })

    test.each([
      [{ hideGeneric: true }, ['LOT6', 'LOT1', 'LOT2']],
      [{ hideBranded: true }, ['LOT3', 'LOT5', 'LOT4']],
      [{ fullPackage: true }, ['LOT6', 'LOT1', 'LOT3', 'LOT5']],
      [{ fullPackage: false }, ['LOT2', 'LOT4']],
      [{ tornPackageLabel: true }, ['LOT6', 'LOT3']],
      [{ sealedPackage: false }, ['LOT2', 'LOT5']],
      [{ originalPackage: false }, ['LOT3', 'LOT5']],
      [{ hideGeneric: true, hideBranded: true }, []],
      [{ fullPackage: true, sealedPackage: true, originalPackage: true, tornPackageLabel: false }, ['LOT1']],
    ] as [FlagFilter, string[]][])(
      'flags admitted by %j; recordsFiltered counts them',
      async (filter, lots) => {
        const page = await search(() => ({ flags: admittedFlags(filter), sellableFirstAt: NOW }))
        expect(page.lots).toEqual(lots)
        expect([page.recordsTotal, page.recordsFiltered]).toEqual([6, lots.length])
      },
    )

    test('drugKeys keep those drugs only; with flags, both; an empty list admits nothing', async () => {
      const generic = await search((k) => ({ drugKeys: [k.generic], sellableFirstAt: NOW }))
      expect([generic.lots, generic.recordsFiltered]).toEqual([['LOT3', 'LOT4'], 2])
      const two = await search((k) => ({ drugKeys: [k.quiet, k.scan, k.quiet], sortName: 'price' }))
      expect([two.lots, two.recordsFiltered]).toEqual([['LOT5', 'LOT6'], 2])
      const both = await search((k) => ({
        drugKeys: [k.generic, k.traded],
        flags: admittedFlags({ sealedPackage: true }),
        sortName: 'price',
      }))
      expect([both.lots, both.recordsFiltered]).toEqual([['LOT3', 'LOT4', 'LOT1'], 3])
      const none = await search(() => ({ drugKeys: [] }))
      expect([none.lots, none.recordsTotal, none.recordsFiltered]).toEqual([[], 6, 0])
    })

    test.each([
      [{ start: 2, take: 2 }, ['LOT3', 'LOT2']],
      [{ start: 4, take: 10 }, ['LOT5', 'LOT4']],
      [{ start: 5, take: 1 }, ['LOT4']],
      [{ start: 6, take: 10 }, []],
      [{ start: 60, take: 10 }, []],
      [{ start: 1, take: 2, descending: true }, ['LOT5', 'LOT2']],
      [{ start: 0, take: 1, descending: true }, ['LOT4']],
    ])('paging %j of the default order; counts are the whole', async (paging, lots) => {
      const page = await search(() => ({ ...paging, sellableFirstAt: NOW }))
      expect([page.lots, page.recordsTotal, page.recordsFiltered]).toEqual([lots, 6, 6])
    })

    test.each([
      [{ start: 0, take: 2 }, ['LOT6', 'LOT1']],
      [{ start: 2, take: 2 }, ['LOT3', 'LOT5']],
      [{ start: 3, take: 5 }, ['LOT5']],
      [{ start: 1, take: 2, descending: true }, ['LOT3', 'LOT1']],
    ])('paging %j of a filtered order, from either end', async (paging, lots) => {
      const page = await search(() => ({
        ...paging,
        flags: admittedFlags({ fullPackage: true }),
        sellableFirstAt: NOW,
      }))
      expect([page.lots, page.recordsFiltered]).toEqual([lots, 4])
    })

    test('an item is the draft row and its drug columns, exactly', async () => {
      const { repos, keys } = await openContractStore(engine)
      const page = await repos.drafts.search(query(keys, { drugKeys: [keys.generic], take: 1 }))
      expect(page.items).toEqual([
        {
          draft: {
            key: expect.any(Number) as number,
            id: F.DRAFT(4),
            lotNumber: 'LOT4',
            expirationDate: day(-5),
            price: 15.25,
            quantity: 5,
            flags: 4 + 8 + 16,
            drugKey: keys.generic,
          },
          drug: {
            ndc: '00093005801',
            ndcFormatted: F.NDC_GENERIC,
            form: 'Capsule',
            strength: '500 mg',
            labeler: 'Test Labs',
            packageDescription: '100 Capsule in 1 bottle',
            packageName: 'Amoxicillin',
            unit: 'EA',
          },
        },
      ])
      expect(page.items[0]!.draft.key).toBe((await repos.drafts.findById(F.DRAFT(4)))!.key)
    })

    test("only the pair's Pending drafts: another seller, another group, a Published draft", async () => {
      const { repos, keys } = await openContractStore(engine)
      const ids = async (groupKey: number, sellerKey: number) => {
        const page = await repos.drafts.search(query(keys, { groupKey, sellerKey }))
        return [page.items.map((item) => item.draft.id), page.recordsTotal]
      }
      expect(await ids(keys.groupOne, keys.restricted)).toEqual([[F.DRAFT(9)], 1])
      expect(await ids(keys.groupTwo, keys.other)).toEqual([[F.DRAFT(8)], 1])
      expect(await ids(keys.groupTwo, keys.member)).toEqual([[], 0])
      expect(await ids(keys.groupOne, keys.other)).toEqual([[], 0])
      const own = await repos.drafts.search(query(keys, { take: 100 }))
      expect(own.items.map((item) => item.draft.id)).not.toContain(F.DRAFT(7))
    })
  })
}
