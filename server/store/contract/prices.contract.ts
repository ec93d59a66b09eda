// The team store's NADAC table and statistics cache (../price-records.ts), as every engine must keep them:
// part of the team store's contract suite (team-store.contract.ts). The latest effective date per NDC
// wins whatever order entries come in; of claims made at once on one NDC, one is granted.
import { describe, expect, onTestFinished, test } from 'vitest'
import type { NadacEntry } from '../../../src/contract/nadac'
import type { TeamStore, TeamStoreEngine } from '../team-store'

async function open(engine: TeamStoreEngine): Promise<TeamStore> {
  const store = await engine()
  onTestFinished(() => store.close())
  return store
}

const entry = (
  ndc: string,
  effectiveDate: string,
  perUnit: number,
  asOfDate: string | null = null,
): NadacEntry => ({
  ndc,
  description: 'OLANZAPINE 10 MG TABLET',
  perUnit,
  pricingUnit: 'EA',
  effectiveDate,
  asOfDate,
  otc: false,
  classification: 'G',
})

export function pricesContract(engine: TeamStoreEngine) {
  describe('NADAC', () => {
    test('keeps the latest effective date per NDC, whichever comes first; finds by NDC', async () => {
      const store = await open(engine)
      await store.nadac.keepLatest([
        entry('00093505498', '2026-11-19', 0.0255),
        entry('60505025101', '2026-10-01', 1.5),
      ])
      // An older entry of one NDC changes nothing; a newer one replaces it; a later as-of date of the same day too.
      expect(await store.nadac.keepLatest([entry('00093505498', '2026-11-12', 0.03)])).toBe(0)
      await store.nadac.keepLatest([entry('60505025101', '2026-10-08', 1.25, '2026-11-20')])
      await store.nadac.keepLatest([entry('60505025101', '2026-10-08', 1.2, '2026-11-27')])
      const found = await store.nadac.find(['00093505498', '60505025101', '99999999999'])
      expect(found.map((e) => [e.ndc, e.perUnit, e.effectiveDate, e.otc])).toEqual([
        ['00093505498', 0.0255, '2026-11-19', false],
        ['60505025101', 1.2, '2026-10-08', false],
      ])
      expect(await store.nadac.count()).toBe(2)
      expect(await store.nadac.find([])).toEqual([])
    })

    test('loads more entries than one statement binds', async () => {
      const store = await open(engine)
      const many = Array.from({ length: 1203 }, (_, i) =>
        entry(String(i + 1).padStart(11, '0'), '2026-11-19', 0.1),
      )
      expect(await store.nadac.keepLatest(many)).toBe(1203)
      expect(await store.nadac.count()).toBe(1203)
    })
  })

  describe('statistics cache', () => {
    const answer = (fetchedAt: number) => ({
      status: 200,
      contentType: 'application/json',
      body: '{"a":1}',
      fetchedAt,
    })

    test('of claims made at once, one is granted; a fresh answer is then shared until it is stale', async () => {
      const store = await open(engine)
      const claims = await Promise.all(
        Array.from({ length: 8 }, () => store.statisticsCache.claim('k', 1000, 0, 6000)),
      )
      expect(claims.filter(Boolean)).toHaveLength(1)
      expect(await store.statisticsCache.fresh('k', 0)).toBeNull()
      await store.statisticsCache.settle('k', answer(1000))
      expect(await store.statisticsCache.fresh('k', 1000)).toEqual(answer(1000))
      // Fresh: no claim; stale (fetched before freshAfter): one claim again.
      expect(await store.statisticsCache.claim('k', 2000, 1000, 7000)).toBe(false)
      expect(await store.statisticsCache.fresh('k', 1001)).toBeNull()
      expect(await store.statisticsCache.claim('k', 2000, 1001, 7000)).toBe(true)
      expect(await store.statisticsCache.claim('k', 2000, 1001, 7000)).toBe(false)
    })

    test('a claim nobody settled lapses at its time; an answer not kept ends the claim', async () => {
      const store = await open(engine)
      expect(await store.statisticsCache.claim('k', 1000, 0, 2000)).toBe(true)
      expect(await store.statisticsCache.claim('k', 1500, 0, 3000)).toBe(false)
      expect(await store.statisticsCache.claim('k', 2001, 0, 3000)).toBe(true)
      await store.statisticsCache.settle('k', null)
      expect(await store.statisticsCache.claim('k', 2002, 0, 3000)).toBe(true)
      await store.statisticsCache.settle('k', answer(2002))
      await store.statisticsCache.prune(3000)
      expect(await store.statisticsCache.fresh('k', 0)).toBeNull()
    })
  })
}
