// DraftsRepository (../drafts-repository.ts; spec: Endpoints > 3): a draft by id (any case), with its
// values, and deleting a Pending one, which the search sees at once; the search has its own file.
import { describe, expect, test } from 'vitest'
import * as F from '../../test-fixture'
import type { StoreEngine } from '../store-engine'
import { draftSearchContract } from './draft-search.contract'
import { day, openContractStore, type StoreKeys } from './harness'

/** A draft id with letters in it, to find by another case (the scenario's ids are digits only). */
const LETTERED = 'abcdef00-0000-4000-8000-00000000000a'

const pendingIds = async (repos: Awaited<ReturnType<typeof openContractStore>>['repos'], keys: StoreKeys) =>
  (
    await repos.drafts.search({
      groupKey: keys.groupOne,
      sellerKey: keys.member,
      drugKeys: null,
      flags: null,
      sortName: 'price',
      sellableFirstAt: null,
      descending: false,
      start: 0,
      take: 100,
    })
  ).items.map((item) => item.draft.id)

export function draftsRepositoryContract(engine: StoreEngine): void {
  describe('DraftsRepository', () => {
    test('findById: the draft, its owners and its status, whatever the status; nothing for an unknown id', async () => {
      const { repos, keys } = await openContractStore(engine)
      const first = await repos.drafts.findById(F.DRAFT(1))
      expect(first).toEqual({
        key: expect.any(Number) as number,
        id: F.DRAFT(1),
        groupKey: keys.groupOne,
        sellerKey: keys.member,
        status: 0,
      })
      expect(await repos.drafts.findById(F.DRAFT(7))).toMatchObject({ id: F.DRAFT(7), status: 1 })
      expect(await repos.drafts.findById(F.DRAFT(8))).toMatchObject({
        groupKey: keys.groupTwo,
        sellerKey: keys.other,
      })
      expect((await repos.drafts.findById(F.DRAFT(2)))?.key).not.toBe(first?.key)
      expect(await repos.drafts.findById('99999999-0000-4000-8000-000000000000')).toBeUndefined()
    })

    test('findById and findDetailById compare ids case-insensitively', async () => {
      const { repos } = await openContractStore(engine, {
        change: (s) => ({ ...s, drafts: s.drafts.map((d, i) => (i === 0 ? { ...d, id: LETTERED } : d)) }),
      })
      expect(await repos.drafts.findById(LETTERED.toUpperCase())).toMatchObject({ id: LETTERED })
      expect(await repos.drafts.findDetailById(LETTERED.toUpperCase())).toMatchObject({ id: LETTERED })
    })

    test('findDetailById: the record and the draft row, whatever the status', async () => {
      const { repos, keys } = await openContractStore(engine)
      const key = (await repos.drafts.findById(F.DRAFT(7)))!.key
      expect(await repos.drafts.findDetailById(F.DRAFT(7))).toEqual({
        key,
        id: F.DRAFT(7),
        groupKey: keys.groupOne,
        sellerKey: keys.member,
        status: 1,
        draft: {
          key,
          id: F.DRAFT(7),
          lotNumber: 'LOT7',
          expirationDate: day(100),
          price: 99,
          quantity: 1,
          flags: 2 + 4 + 8 + 32,
          drugKey: keys.traded,
        },
      })
      expect(await repos.drafts.findDetailById('99999999-0000-4000-8000-000000000000')).toBeUndefined()
    })

    test('deletePending removes a Pending draft: gone by id and from the search at once', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await pendingIds(repos, keys)).toHaveLength(6)
      const draft = (await repos.drafts.findById(F.DRAFT(1)))!
      expect(await repos.drafts.deletePending(draft)).toBe(true)
      expect(await repos.drafts.findById(F.DRAFT(1))).toBeUndefined()
      expect(await repos.drafts.findDetailById(F.DRAFT(1))).toBeUndefined()
      const left = await pendingIds(repos, keys)
      expect(left).toEqual([F.DRAFT(3), F.DRAFT(4), F.DRAFT(5), F.DRAFT(2), F.DRAFT(6)])
      // A second delete of the same draft finds nothing to delete.
      expect(await repos.drafts.deletePending(draft)).toBe(false)
      expect(await pendingIds(repos, keys)).toEqual(left)
    })

    test('deletePending of a draft that is not Pending answers false and changes nothing', async () => {
      const { repos, keys } = await openContractStore(engine)
      const before = await repos.drafts.findDetailById(F.DRAFT(7))
      expect(before?.status).toBe(1)
      expect(await repos.drafts.deletePending(before!)).toBe(false)
      expect(await repos.drafts.findDetailById(F.DRAFT(7))).toEqual(before)
      expect(await pendingIds(repos, keys)).toHaveLength(6)
    })

    draftSearchContract(engine)
  })
}
