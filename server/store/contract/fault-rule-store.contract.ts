// FaultRuleStore (server/store/fault-rule-store.ts; docs/sandbox.md, Faults on demand): rules kept per
// key, oldest first, used up one call at a time, removed, cleared (one key, or all on a reset), with a
// version per key that moves on every change and a watch that hears of each one.
import { describe, expect, test, vi } from 'vitest'
import type { FaultResponse } from '../../../src/contract/sandbox-faults'
import type { NewFaultRule } from '../fault-rule-store'
import { TEST_NOW } from '../../test-app'
import type { StoreEngine } from '../store-engine'
import { UUID_V4, openContractStore } from './harness'

const KEY = 'fault-key-one'
const OTHER = 'fault-key-two'
const CONFLICT: FaultResponse = { kind: 'status', status: 409 }
const SLOW: FaultResponse = { kind: 'delay', ms: 5 }
const rule = (times = 1, response: FaultResponse = CONFLICT): NewFaultRule => ({
  operation: 'updateMarketplaceListing',
  times,
  response,
})

export function faultRuleStoreContract(engine: StoreEngine): void {
  describe('FaultRuleStore', () => {
    const open = async () => (await openContractStore(engine)).store.faultRules

    test("add answers the rule with an id and every use left; list shows the key's rules, oldest first", async () => {
      const rules = await open()
      expect(rules.isEmpty()).toBe(true)
      const first = await rules.add(KEY, rule(3), TEST_NOW)
      expect(first).toEqual({
        id: expect.stringMatching(UUID_V4) as string,
        operation: 'updateMarketplaceListing',
        times: 3,
        remaining: 3,
        response: CONFLICT,
        createdAt: TEST_NOW.toISOString(),
      })
      const second = await rules.add(
        KEY,
        { operation: 'searchPharmacies', times: 1, response: SLOW },
        TEST_NOW,
      )
      expect(second.id).not.toBe(first.id)
      expect(rules.isEmpty()).toBe(false)
      expect((await rules.list(KEY)).rules).toEqual([first, second])
      expect((await rules.list(OTHER)).rules).toEqual([])
    })

    test('take uses the oldest matching rule of the key, counts it down, and drops it at zero', async () => {
      const rules = await open()
      const twice = await rules.add(KEY, rule(2), TEST_NOW)
      const later = await rules.add(KEY, rule(1, SLOW), TEST_NOW)
      await rules.add(OTHER, rule(1), TEST_NOW)
      expect(await rules.take(KEY, 'searchDraftListings')).toBeUndefined()
      expect(await rules.take(KEY, 'updateMarketplaceListing')).toEqual(CONFLICT)
      expect((await rules.list(KEY)).rules).toEqual([{ ...twice, remaining: 1 }, later])
      expect(await rules.take(KEY, 'updateMarketplaceListing')).toEqual(CONFLICT)
      expect((await rules.list(KEY)).rules).toEqual([later])
      expect(await rules.take(KEY, 'updateMarketplaceListing')).toEqual(SLOW)
      expect(await rules.take(KEY, 'updateMarketplaceListing')).toBeUndefined()
      expect((await rules.list(KEY)).rules).toEqual([])
      // Another key's rule was never touched, and keeps the store from being empty.
      expect((await rules.list(OTHER)).rules).toMatchObject([{ remaining: 1 }])
      expect(rules.isEmpty()).toBe(false)
      expect(await rules.take(OTHER, 'updateMarketplaceListing')).toEqual(CONFLICT)
      expect(rules.isEmpty()).toBe(true)
    })

    test('takes sent together never share a use: a rule of 3 answers exactly 3 of 5', async () => {
      const rules = await open()
      await rules.add(KEY, rule(3), TEST_NOW)
      const taken = await Promise.all(
        Array.from({ length: 5 }, () => rules.take(KEY, 'updateMarketplaceListing')),
      )
      expect(taken.filter((response) => response !== undefined)).toEqual([CONFLICT, CONFLICT, CONFLICT])
      expect((await rules.list(KEY)).rules).toEqual([])
    })

    test("remove takes one rule of this key; another key's id or an unknown one is false", async () => {
      const rules = await open()
      const mine = await rules.add(KEY, rule(), TEST_NOW)
      const theirs = await rules.add(OTHER, rule(), TEST_NOW)
      expect(await rules.remove(KEY, theirs.id)).toBe(false)
      expect(await rules.remove(KEY, '99999999-0000-4000-8000-000000000000')).toBe(false)
      expect(await rules.remove(KEY, mine.id)).toBe(true)
      expect(await rules.remove(KEY, mine.id)).toBe(false)
      expect((await rules.list(KEY)).rules).toEqual([])
      expect((await rules.list(OTHER)).rules).toEqual([theirs])
    })

    test("clear(key) removes that key's rules only; clear() removes every key's; each answers how many", async () => {
      const rules = await open()
      await rules.add(KEY, rule(), TEST_NOW)
      await rules.add(KEY, rule(), TEST_NOW)
      await rules.add(OTHER, rule(), TEST_NOW)
      expect(await rules.clear(KEY)).toBe(2)
      expect(await rules.clear(KEY)).toBe(0)
      expect((await rules.list(OTHER)).rules).toHaveLength(1)
      await rules.add(KEY, rule(), TEST_NOW)
      expect(await rules.clear()).toBe(2)
      expect((await rules.list(KEY)).rules).toEqual([])
      expect((await rules.list(OTHER)).rules).toEqual([])
      expect(rules.isEmpty()).toBe(true)
    })

    test("the key's version moves on every change of its rules, and on nothing else", async () => {
      const rules = await open()
      const versions = [(await rules.list(KEY)).version]
      const step = async (change: () => Promise<unknown>, moves: boolean) => {
        await change()
        const version = (await rules.list(KEY)).version
        if (moves) expect(versions).not.toContain(version)
        else expect(version).toBe(versions.at(-1))
        versions.push(version)
      }
      expect(versions[0]).toEqual(expect.any(String))
      const added = await rules.add(KEY, rule(2), TEST_NOW)
      versions.push((await rules.list(KEY)).version)
      expect(versions[1]).not.toBe(versions[0])
      await step(() => rules.list(KEY), false)
      await step(() => rules.add(OTHER, rule(), TEST_NOW), false)
      await step(() => rules.take(OTHER, 'updateMarketplaceListing'), false)
      await step(() => rules.take(KEY, 'searchPharmacies'), false)
      await step(() => rules.take(KEY, 'updateMarketplaceListing'), true)
      await step(() => rules.remove(KEY, added.id), true)
      await step(() => rules.clear(KEY), false)
      await step(() => rules.add(KEY, rule(), TEST_NOW), true)
      await step(() => rules.clear(KEY), true)
      // A reset moves every key's version, a key without rules too.
      const otherBefore = (await rules.list(OTHER)).version
      await step(() => rules.clear(), true)
      expect((await rules.list(OTHER)).version).not.toBe(otherBefore)
    })

    test('watch hears every change of its key (a reset included), not of others, until stopped', async () => {
      const rules = await open()
      let heard = 0
      const stop = rules.watch(KEY, () => heard++)
      const hears = async (change: () => Promise<unknown>, expected: number) => {
        await change()
        await vi.waitFor(() => expect(heard).toBe(expected), { timeout: 1000, interval: 5 })
      }
      const added = await rules.add(KEY, rule(3), TEST_NOW)
      await vi.waitFor(() => expect(heard).toBe(1), { timeout: 1000, interval: 5 })
      await hears(() => rules.take(KEY, 'updateMarketplaceListing'), 2)
      // Another key's change is not heard (given the time a heard one takes, and more).
      await rules.add(OTHER, rule(), TEST_NOW)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(heard).toBe(2)
      await hears(() => rules.remove(KEY, added.id), 3)
      await hears(() => rules.clear(), 4)
      stop()
      await rules.add(KEY, rule(), TEST_NOW)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(heard).toBe(4)
    })
  })
}
