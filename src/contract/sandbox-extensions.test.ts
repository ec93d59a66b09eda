import { describe, expect, it } from 'vitest'
import {
  CashOfferListQuerySchema,
  CashOfferListSchema,
  DemoConnectionSchema,
  ListingListQuerySchema,
  MarketplaceListingListSchema,
} from './sandbox-extensions'

describe('sandbox read extensions', () => {
  it('list envelopes hold data arrays', () => {
    expect(MarketplaceListingListSchema.parse({ data: [] })).toEqual({ data: [] })
    expect(CashOfferListSchema.safeParse({ data: [{ id: 'x' }] }).success).toBe(false)
  })

  it('list queries need the NPI as digits and take only known statuses', () => {
    expect(ListingListQuerySchema.parse({ pharmacyNpi: '1234567893', status: '10' })).toEqual({
      pharmacyNpi: '1234567893',
      status: '10',
    })
    expect(ListingListQuerySchema.safeParse({ pharmacyNpi: '1234567893', status: '3' }).success).toBe(false)
    expect(ListingListQuerySchema.safeParse({ pharmacyNpi: 'abc' }).success).toBe(false)
    expect(CashOfferListQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(['buyingPharmacyNpi'])
  })

  it('demo connection carries the key, NPI and group name', () => {
    const demo = {
      apiKey: 'demo-riverside-key',
      pharmacyNpi: 1234567893,
      groupName: 'Riverside Health Group',
    }
    expect(DemoConnectionSchema.parse(demo)).toEqual(demo)
    expect(DemoConnectionSchema.safeParse({ ...demo, pharmacyNpi: '1234567893' }).success).toBe(false)
  })
})
