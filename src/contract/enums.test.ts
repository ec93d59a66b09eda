import { describe, expect, it } from 'vitest'
import {
  CASH_OFFER_STATUS,
  CancellationReasonSchema,
  CashOfferMinorEnumSchema,
  DRAFT_STATUS,
  DeliveryStatusSchema,
  LISTING_STATUS,
  ListingStatusSchema,
  ShippingRequestMethodSchema,
  statusName,
} from './enums'

describe('status maps', () => {
  it('names every listing status value the spec allows, and only those', () => {
    expect(Object.values(LISTING_STATUS).sort((a, b) => a - b)).toEqual([0, 1, 2, 5, 6, 7, 10])
    for (const value of Object.values(LISTING_STATUS))
      expect(ListingStatusSchema.safeParse(value).success).toBe(true)
    expect(CASH_OFFER_STATUS).toEqual(LISTING_STATUS)
    expect(DRAFT_STATUS).toEqual({ Pending: 0, Published: 1 })
  })

  it('statusName returns the name, and keeps unknown codes visible', () => {
    expect(statusName(LISTING_STATUS, 0)).toBe('Pending')
    expect(statusName(LISTING_STATUS, 10)).toBe('Cancelled')
    expect(statusName(DRAFT_STATUS, 1)).toBe('Published')
    expect(statusName(LISTING_STATUS, 3)).toBe('Unknown (3)')
    expect(statusName(LISTING_STATUS, null)).toBe('Unknown')
  })
})

describe('integer enumerations', () => {
  it('accept exactly the spec value sets', () => {
    expect(ListingStatusSchema.safeParse(3).success).toBe(false)
    expect(ListingStatusSchema.safeParse('0').success).toBe(false)
    expect(CancellationReasonSchema.safeParse(0).success).toBe(false)
    expect(CancellationReasonSchema.safeParse(6).success).toBe(true)
    expect(CancellationReasonSchema.safeParse(7).success).toBe(false)
    expect(DeliveryStatusSchema.safeParse(9).success).toBe(true)
    expect(DeliveryStatusSchema.safeParse(10).success).toBe(false)
    expect(CashOfferMinorEnumSchema.safeParse(7).success).toBe(true)
    expect(CashOfferMinorEnumSchema.safeParse(8).success).toBe(false)
  })

  it('shipping request methods are Standard and Medium', () => {
    expect(ShippingRequestMethodSchema.options).toEqual(['Standard', 'Medium'])
    expect(ShippingRequestMethodSchema.safeParse('Express').success).toBe(false)
  })
})
