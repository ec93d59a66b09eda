import { describe, expect, it } from 'vitest'
import type { NdcStatistic } from './ndc-stats'
import { compareToNadac, marketReadings, perUnitOf, positionSentence, suggestPrice } from './price-guidance'

const p = (price: number, quantity: number) => ({ price, quantity })
const ZERO = p(0, 0)

// As the sandbox reports an NDC of 30 EA a package: each point one record's price for its whole quantity
// (quantity 1: a full package or one unit), the average the mean price and the mean quantity.
const statistic: NdcStatistic = {
  highTransacted: p(734.52, 1),
  lowTransacted: p(240, 12),
  averageTransacted: p(487.26, 6.5),
  mostRecentTransacted: p(300, 12),
  highPriceOffered: p(27, 1),
  lowPriceOffered: p(112.35, 5),
  averagePriceOffered: p(120, 5.5),
  mostRecentPriceOffered: p(138, 6),
  highListed: p(321.6, 12),
  lowListed: p(250, 10),
  averageListed: p(285.8, 11),
  mostRecentListed: p(321.6, 12),
}

describe('marketReadings: the twelve points per unit where the figures allow it', () => {
  const readings = marketReadings(statistic, 30)
  it('reads quantities other than 1 per unit and keeps quantity 1 and averages as reported', () => {
    expect(perUnitOf(readings, 'listed', 'low')).toBe(25)
    expect(perUnitOf(readings, 'listed', 'high')).toBeCloseTo(26.8, 10)
    expect(perUnitOf(readings, 'transacted', 'mostRecent')).toBe(25)
    expect(readings.transacted.high).toEqual({ kind: 'as-reported', price: 734.52, quantity: 1 })
    expect(readings.offered.high).toEqual({ kind: 'as-reported', price: 27, quantity: 1 })
    expect(readings.listed.average).toMatchObject({ kind: 'as-reported' })
  })

  it('has no point where the sandbox has no record (price 0)', () => {
    const none = marketReadings({ ...statistic, lowListed: ZERO, highListed: null }, 30)
    expect(none.listed.low).toBeNull()
    expect(none.listed.high).toBeNull()
  })
})

describe('positionSentence', () => {
  const readings = marketReadings(statistic, 30)
  it('says where a price per unit falls among listings, offers, sales and against NADAC', () => {
    expect(positionSentence(readings, 28.91, 22.7)).toBe(
      'below every listing; within the cash offers; within the sales; 21 % under NADAC',
    )
    expect(positionSentence(readings, 28.91, 30)).toBe(
      'above every listing; above every cash offer; above every sale; 4 % over NADAC',
    )
    expect(positionSentence(readings, 25, 25)).toBe(
      'within the listings; above every cash offer; within the sales; at NADAC',
    )
    const level = marketReadings({ ...statistic, highListed: p(250, 10), mostRecentListed: p(250, 10) }, 30)
    expect(positionSentence(level, null, 25)).toBe(
      'level with the listings; above every cash offer; within the sales',
    )
    expect(positionSentence(null, null, 25)).toBeNull()
  })

  it('compares with NADAC in whole percent', () => {
    expect(compareToNadac(0.022, 0.025)).toEqual({ kind: 'under', percent: 12, text: '12 % under NADAC' })
    expect(compareToNadac(0.0251, 0.025)).toEqual({ kind: 'at', percent: 0, text: 'at NADAC' })
    expect(compareToNadac(1, 0)).toBeNull()
  })
})

describe('suggestPrice', () => {
  const readings = marketReadings(statistic, 30)
  it('a seller: 1 % under the lowest listing, for the whole quantity', () => {
    expect(suggestPrice('sell', readings, 28.91, 30)).toEqual({
      perUnit: 24.75,
      price: 742.5,
      basis: 25,
      reason: '1 % under the lowest listing, so yours is the cheapest on offer',
    })
    expect(suggestPrice('sell', readings, 28.91, null)).toMatchObject({ perUnit: 24.75, price: null })
  })

  it('a seller: never under the highest cash offer', () => {
    const offered = { ...statistic, lowPriceOffered: p(24.9, 1), highPriceOffered: p(249, 10) }
    expect(suggestPrice('sell', marketReadings(offered, 30), 28.91, 10)).toMatchObject({
      perUnit: 24.9,
      price: 249,
      reason: 'the highest cash offer: a buyer already offers this much',
    })
  })

  it('a buyer: the lowest listing; else 1 % over the highest offer', () => {
    expect(suggestPrice('buy', readings, 28.91, 5)).toMatchObject({ perUnit: 25, price: 125 })
    const noListings = marketReadings(
      { ...statistic, lowListed: ZERO, highListed: ZERO, mostRecentListed: ZERO },
      30,
    )
    expect(suggestPrice('buy', noListings, 28.91, 5)).toEqual({
      perUnit: 23.23,
      price: 116.15,
      basis: 23,
      reason: '1 % over the highest cash offer, so yours is the best',
    })
  })

  it('falls back to the most recent sale, then 10 % under NADAC, then nothing', () => {
    const onlySales = marketReadings(
      {
        ...statistic,
        ...Object.fromEntries(
          Object.keys(statistic)
            .filter((k) => !k.endsWith('Transacted'))
            .map((k) => [k, ZERO]),
        ),
      },
      30,
    )
    expect(suggestPrice('sell', onlySales, 28.91, 2)).toMatchObject({
      perUnit: 25,
      price: 50,
      reason: 'the most recent sale',
    })
    expect(suggestPrice('sell', null, 0.0255, 98)).toEqual({
      perUnit: 0.023,
      price: 2.25,
      basis: 0.0255,
      reason: '10 % under NADAC: the market gives no price per unit to compare with',
    })
    expect(suggestPrice('buy', null, null, 98)).toBeNull()
  })
})
