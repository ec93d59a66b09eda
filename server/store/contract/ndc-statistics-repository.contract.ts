// NdcStatisticsRepository (../ndc-statistics-repository.ts; docs/sandbox.md, NDC statistics): the twelve
// figures from transactions, offers not Cancelled and listings not Cancelled, recomputed on every call, so
// an edit moves "most recent"; zeros for a source without records and for a drug nobody trades.
import { describe, expect, test } from 'vitest'
import { TEST_NOW } from '../../test-app'
import * as F from '../../test-fixture'
import type { NdcFigures, SourceFigures } from '../ndc-statistics-repository'
import type { StoreEngine } from '../store-engine'
import { openContractStore } from './harness'

const LATER = new Date(TEST_NOW.getTime() + 3_600_000)
const point = (price: number, quantity: number) => ({ price, quantity })
const ZERO = point(0, 0)
const NONE: SourceFigures = { high: ZERO, low: ZERO, average: ZERO, mostRecent: ZERO }

/** Averages are means, not rounded: compared to 10 decimals, as engines divide differently. */
function expectFigures(actual: NdcFigures, expected: NdcFigures) {
  for (const source of ['transacted', 'offered', 'listed'] as const) {
    const { average, ...exact } = actual[source]
    const { average: wanted, ...wantedExact } = expected[source]
    expect(exact, source).toEqual(wantedExact)
    expect(average.price, `${source} average price`).toBeCloseTo(wanted.price, 10)
    expect(average.quantity, `${source} average quantity`).toBeCloseTo(wanted.quantity, 10)
  }
}

export function ndcStatisticsRepositoryContract(engine: StoreEngine): void {
  describe('NdcStatisticsRepository', () => {
    test('forDrug: high, low, average and most recent of each source; Cancelled left out', async () => {
      const { repos, keys } = await openContractStore(engine)
      expectFigures(await repos.ndcStatistics.forDrug(keys.traded), {
        // Transactions 95 x1 (-20d), 85 x2 (-2d), 105 x1 (-9d): most recent by trade date.
        transacted: {
          high: point(105, 1),
          low: point(85, 2),
          average: point(95, 4 / 3),
          mostRecent: point(85, 2),
        },
        // Offers 60 (-1d), 70, 65 (Purchased counts), 55, 58, ten each: most recent by last change.
        offered: {
          high: point(70, 10),
          low: point(55, 10),
          average: point(61.6, 10),
          mostRecent: point(60, 10),
        },
        // Listings 100 (-9d), 90 (Accepted, -8d), 110 (-7d); 5000 is Cancelled.
        listed: { high: point(110, 1), low: point(90, 1), average: point(100, 1), mostRecent: point(110, 1) },
      })
    })

    test('a source without records is zeros; a drug nobody trades, or none, is zeros everywhere', async () => {
      const { repos, keys } = await openContractStore(engine)
      const listing = point(20, 1)
      expectFigures(await repos.ndcStatistics.forDrug(keys.generic), {
        transacted: NONE,
        offered: NONE,
        listed: { high: listing, low: listing, average: listing, mostRecent: listing },
      })
      const zeros = { transacted: NONE, offered: NONE, listed: NONE }
      expectFigures(await repos.ndcStatistics.forDrug(keys.quiet), zeros)
      expectFigures(await repos.ndcStatistics.forDrug(undefined), zeros)
    })

    test('an edited listing or offer becomes the most recent, with its new price and quantity', async () => {
      const { repos, keys } = await openContractStore(engine)
      const listing = (await repos.listings.findById(F.LISTING_PENDING))!
      expect(
        await repos.listings.updatePending(listing.id, { ...listing, price: 120, quantity: 1 }, LATER),
      ).toBe(true)
      const offer = (await repos.cashOffers.findById(F.OFFER_MEDIUM))!
      expect(
        await repos.cashOffers.updatePending(offer.id, { ...offer, price: 75, requestedQuantity: 3 }, LATER),
      ).toBe(true)
      const figures = await repos.ndcStatistics.forDrug(keys.traded)
      expect(figures.listed.mostRecent).toEqual(point(120, 1))
      expect(figures.listed.high).toEqual(point(120, 1))
      expect(figures.listed.average.price).toBeCloseTo(320 / 3, 10)
      expect(figures.offered.mostRecent).toEqual(point(75, 3))
      expect(figures.offered.average.quantity).toBeCloseTo(43 / 5, 10)
    })
  })
}
