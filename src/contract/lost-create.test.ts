import { describe, expect, test } from 'vitest'
import type { MarketplaceListing } from './listings'
import { CLOCK_TOLERANCE_MS, findCreatedListing, type CreateAttempt } from './lost-create'

// The one rule by which the create form and the server's bulk jobs check a create whose answer was lost
// (decision 0007): the same pharmacy's list, the same NDC and lot, listed since the attempt.

const sentAt = new Date('2026-11-24T10:00:00.000Z')
const attempt: CreateAttempt = { nationalDrugCode: '0002-7597-01', lotNumber: 'LOT-A', sentAt }
const at = (ms: number) => new Date(sentAt.getTime() + ms).toISOString()
const listing = (id: number, over: Partial<MarketplaceListing>) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${id}`,
    nationalDrugCode: '00002-7597-01',
    lotNumber: 'LOT-A',
    listingDate: at(1000),
    ...over,
  }) as MarketplaceListing

describe('findCreatedListing', () => {
  test('the newest listing of that NDC (in any notation) and lot since the attempt, with room for the clocks', () => {
    const found = findCreatedListing(
      [
        listing(1, { listingDate: at(1000) }),
        listing(2, { listingDate: at(-CLOCK_TOLERANCE_MS) }),
        listing(3, { listingDate: at(2000) }),
      ],
      attempt,
    )
    expect(found?.id).toBe('00000000-0000-4000-8000-000000000003')
  })

  test('nothing for another lot or NDC, an older listing, or one without a date', () => {
    const found = findCreatedListing(
      [
        listing(1, { lotNumber: 'LOT-B' }),
        listing(2, { nationalDrugCode: '00093-7156-98' }),
        listing(3, { listingDate: at(-CLOCK_TOLERANCE_MS - 1) }),
        listing(4, { listingDate: null }),
        listing(5, { nationalDrugCode: null }),
      ],
      attempt,
    )
    expect(found).toBeNull()
  })
})
