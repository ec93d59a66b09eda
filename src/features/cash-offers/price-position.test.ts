import { describe, expect, it } from 'vitest'
import type { NdcStatistic } from '../../contract/ndc-stats'
import { ndcStatisticFixture } from '../../test-support/ndc-statistic-fixture'
import { offerPer, pricePosition, pricePositionText } from './price-position'

// A drug without data: every one of the twelve price points zero.
const none = ndcStatisticFixture()

describe('pricePosition', () => {
  // The case: "Qty 1" and "Qty 857" side by side. $857 for 857 EA is $1 a unit, not a high price.
  const statistic: NdcStatistic = {
    ...none,
    highTransacted: { price: 857, quantity: 857 },
    lowTransacted: { price: 9, quantity: 1 },
  }

  it('compares price per quantity, never a price for 1 with a price for 857', () => {
    const offer = { price: 9.04, quantity: 1, fullPackage: false, unit: 'EA' }
    expect(pricePosition(statistic, 'transacted', offer)).toBe('above the highest transacted price ($9.00)')
    expect(pricePosition(statistic, 'transacted', { ...offer, price: 18, quantity: 9 })).toBe(
      'within the transacted range ($1.00 to $9.00)',
    )
    expect(pricePosition(statistic, 'offered', offer)).toBeNull()
  })

  it('says per what the offer is compared', () => {
    expect(pricePositionText(statistic, { price: 4, quantity: 1, fullPackage: true, unit: 'EA' })).toBe(
      'Per quantity (price ÷ quantity; a full package is 1): your $4.00 per package is within the transacted range ($1.00 to $9.00).',
    )
    expect(offerPer({ fullPackage: false, unit: 'ML' })).toBe('ML')
    expect(offerPer({ fullPackage: false, unit: null })).toBe('unit')
    expect(
      pricePositionText(statistic, { price: 4, quantity: NaN, fullPackage: false, unit: 'EA' }),
    ).toBeNull()
    expect(pricePositionText(none, { price: 4, quantity: 1, fullPackage: true, unit: 'EA' })).toBeNull()
  })
})
