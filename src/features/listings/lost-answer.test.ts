import { describe, expect, it } from 'vitest'
import { CLOCK_TOLERANCE_MS, findCreatedListing, maySend, type CreateAttempt } from './lost-answer'
import { listingFixture } from '../../test-support/listing-fixture'

// The check after a lost create (spec: Retries): same pharmacy's list, same NDC and lot, listed since the
// attempt (with a little room for the two clocks).

const sentAt = new Date('2026-11-24T10:00:00.000Z')
const attempt: CreateAttempt = { nationalDrugCode: '0002-7597-01', lotNumber: 'LOT-A', sentAt }
const at = (ms: number) => new Date(sentAt.getTime() + ms).toISOString()

describe('findCreatedListing', () => {
  it('finds the listing of that NDC (in any notation) and lot listed since the attempt, the newest first', () => {
    const older = listingFixture({
      id: '00000000-0000-4000-8000-000000000001',
      lotNumber: 'LOT-A',
      listingDate: at(1000),
    })
    const newer = listingFixture({
      id: '00000000-0000-4000-8000-000000000002',
      lotNumber: 'LOT-A',
      listingDate: at(2000),
    })
    expect(findCreatedListing([older, newer], attempt)?.id).toBe(newer.id)
  })

  it('ignores another lot, another NDC, a listing from before the attempt, and one without a date', () => {
    const found = findCreatedListing(
      [
        listingFixture({ lotNumber: 'LOT-B', listingDate: at(1000) }),
        listingFixture({ lotNumber: 'LOT-A', nationalDrugCode: '00093-7156-98', listingDate: at(1000) }),
        listingFixture({ lotNumber: 'LOT-A', listingDate: at(-CLOCK_TOLERANCE_MS - 1) }),
        listingFixture({ lotNumber: 'LOT-A', listingDate: null }),
      ],
      attempt,
    )
    expect(found).toBeNull()
  })

  it('counts a listing dated a little before the attempt (the service’s clock may be behind)', () => {
    const listing = listingFixture({ lotNumber: 'LOT-A', listingDate: at(-CLOCK_TOLERANCE_MS + 1000) })
    expect(findCreatedListing([listing], attempt)).toBe(listing)
  })
})

describe('maySend', () => {
  it('only with no open question, or after a check found nothing', () => {
    expect(maySend(null)).toBe(true)
    expect(maySend({ step: 'not-created', attempt })).toBe(true)
    for (const step of ['unknown', 'checking', 'cannot-check'] as const)
      expect(maySend({ step, attempt })).toBe(false)
    expect(maySend({ step: 'created', attempt, listing: listingFixture() })).toBe(false)
  })
})
