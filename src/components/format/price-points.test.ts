import { describe, expect, it } from 'vitest'
import type { NdcStatistic, PricePoint } from '../../contract/ndc-stats'
import { ndcStatisticFixture } from '../../test-support/ndc-statistic-fixture'
import { hasPriceData, pricePointEntries, pricePointOf, recordedPoint, sourceHasData } from './price-points'

const zero: PricePoint = { price: 0, quantity: 0 }

describe('recordedPoint', () => {
  it('keeps a point with a positive price', () => {
    expect(recordedPoint({ price: 12.5, quantity: 3 })).toEqual({ price: 12.5, quantity: 3 })
  })

  it('treats a zero price, a null member and a missing member as no record', () => {
    expect(recordedPoint(zero)).toBeNull()
    expect(recordedPoint({ price: 0, quantity: 4 })).toBeNull()
    expect(recordedPoint(null)).toBeNull()
    expect(recordedPoint(undefined)).toBeNull()
  })
})

describe('hasPriceData', () => {
  it('is false for the all-zero answer the sandbox gives an NDC nobody trades', () => {
    expect(hasPriceData(ndcStatisticFixture())).toBe(false)
  })

  it('is false when every member is null', () => {
    const nulls = Object.fromEntries(Object.keys(ndcStatisticFixture()).map((k) => [k, null])) as NdcStatistic
    expect(hasPriceData(nulls)).toBe(false)
  })

  it('is true as soon as one source has one priced point', () => {
    expect(hasPriceData(ndcStatisticFixture({ mostRecentListed: { price: 4.2, quantity: 1 } }))).toBe(true)
  })
})

describe('sourceHasData and pricePointOf', () => {
  it('tells the sources apart, so one empty source reads "no data" while the others show', () => {
    const s = ndcStatisticFixture({
      highTransacted: { price: 30, quantity: 2 },
      lowTransacted: { price: 10, quantity: 1 },
      averageTransacted: { price: 20, quantity: 1.5 },
      mostRecentTransacted: { price: 10, quantity: 1 },
    })
    expect(sourceHasData(s, 'transacted')).toBe(true)
    expect(sourceHasData(s, 'offered')).toBe(false)
    expect(sourceHasData(s, 'listed')).toBe(false)
    expect(pricePointOf(s, 'transacted', 'average')).toEqual({ price: 20, quantity: 1.5 })
    expect(pricePointOf(s, 'offered', 'high')).toBeNull()
  })
})

describe('pricePointEntries', () => {
  it('lists the twelve members source by source, measure by measure', () => {
    const entries = pricePointEntries(ndcStatisticFixture({ averagePriceOffered: { price: 7, quantity: 2 } }))
    expect(entries.map((e) => e.member)).toEqual([
      'highTransacted',
      'lowTransacted',
      'averageTransacted',
      'mostRecentTransacted',
      'highPriceOffered',
      'lowPriceOffered',
      'averagePriceOffered',
      'mostRecentPriceOffered',
      'highListed',
      'lowListed',
      'averageListed',
      'mostRecentListed',
    ])
    expect(entries[6]).toEqual({
      source: 'offered',
      measure: 'average',
      member: 'averagePriceOffered',
      point: { price: 7, quantity: 2 },
    })
    expect(entries.filter((e) => e.point !== null)).toHaveLength(1)
  })
})
