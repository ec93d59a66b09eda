import { describe, expect, it } from 'vitest'
import {
  AddressSchema,
  DateTimeSchema,
  GuidParamSchema,
  GuidSchema,
  NpiNumberSchema,
  nullableKeys,
  nullishKeys,
} from './common'
import { z } from 'zod'

describe('common schemas', () => {
  it('GuidSchema accepts .NET GUIDs in either case and rejects other text', () => {
    expect(GuidSchema.safeParse('3f2504e0-4f89-11d3-9a0c-0305e82c3301').success).toBe(true)
    expect(GuidSchema.safeParse('3F2504E0-4F89-11D3-9A0C-0305E82C3301').success).toBe(true)
    expect(GuidSchema.safeParse('00000000-0000-0000-0000-000000000000').success).toBe(true)
    expect(GuidSchema.safeParse('3f2504e04f8911d39a0c0305e82c3301').success).toBe(false)
    expect(GuidSchema.safeParse('not-a-guid').success).toBe(false)
  })

  it('DateTimeSchema accepts .NET forms (offset, Z, none, 7 fraction digits) and rejects dates without time', () => {
    for (const ok of [
      '2027-01-01T00:00:00Z',
      '2027-01-01T00:00:00+02:00',
      '2027-01-01T00:00:00',
      '2027-01-01T00:00:00.1234567',
    ]) {
      expect(DateTimeSchema.safeParse(ok).success, ok).toBe(true)
    }
    expect(DateTimeSchema.safeParse('2027-01-01').success).toBe(false)
    expect(DateTimeSchema.safeParse(1798761600000).success).toBe(false)
  })

  it('NpiNumberSchema is an integer type (the check digit is a value rule)', () => {
    expect(NpiNumberSchema.safeParse(1234567890).success).toBe(true)
    expect(NpiNumberSchema.safeParse(12.5).success).toBe(false)
    expect(NpiNumberSchema.safeParse('1234567893').success).toBe(false)
  })

  it('AddressSchema requires the five keys, allows null values and keeps unknown fields out', () => {
    const address = {
      city: 'Springfield',
      line1: '1 Main St',
      line2: null,
      postalCode: '62701',
      stateAcronym: 'IL',
    }
    expect(AddressSchema.parse({ ...address, country: 'US' })).toEqual(address)
    const { line2: _line2, ...missing } = address
    const result = AddressSchema.safeParse(missing)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['line2'])
  })

  it('GuidParamSchema validates the id path parameter', () => {
    expect(GuidParamSchema.safeParse({ id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' }).success).toBe(true)
    expect(GuidParamSchema.safeParse({ id: '42' }).success).toBe(false)
  })

  it('nullableKeys makes required nullable keys; nullishKeys makes them optional too', () => {
    const required = z.object(nullableKeys(['a', 'b'], z.string()))
    const optional = z.object(nullishKeys(['a', 'b'], z.string()))
    expect(required.safeParse({ a: null, b: 'x' }).success).toBe(true)
    expect(required.safeParse({ a: null }).success).toBe(false)
    expect(optional.safeParse({}).success).toBe(true)
    expect(optional.safeParse({ a: 1 }).success).toBe(false)
  })
})
