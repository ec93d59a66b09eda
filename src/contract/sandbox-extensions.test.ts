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

  it('lists answer recordsTotal and recordsFiltered beside data, which a service without paging may leave out', () => {
    expect(MarketplaceListingListSchema.parse({ data: [], recordsTotal: 3, recordsFiltered: 0 })).toEqual({
      data: [],
      recordsTotal: 3,
      recordsFiltered: 0,
    })
    expect(CashOfferListSchema.safeParse({ data: [], recordsTotal: -1 }).success).toBe(false)
  })

  it('list queries page and sort: start 0 or more, take 1..100, known sort names and directions', () => {
    const npi = { pharmacyNpi: '1234567893' }
    expect(
      ListingListQuerySchema.parse({
        ...npi,
        start: '20',
        take: '10',
        sortName: 'price',
        sortDirection: 'desc',
      }),
    ).toEqual({ ...npi, start: '20', take: '10', sortName: 'price', sortDirection: 'desc' })
    for (const [field, value] of [
      ['start', '-1'],
      ['take', '0'],
      ['take', '101'],
      ['take', 'ten'],
      ['sortName', 'lotNumber'],
      ['sortDirection', 'up'],
    ] as const) {
      expect(ListingListQuerySchema.safeParse({ ...npi, [field]: value }).error?.issues[0]?.path).toEqual([
        field,
      ])
    }
    expect(CashOfferListQuerySchema.safeParse({ buyingPharmacyNpi: '1234567893', take: '100' }).success).toBe(
      true,
    )
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
