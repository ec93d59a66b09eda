import { describe, expect, it } from 'vitest'
import { createRandom, daysFromNow, glnFromStem, guidFor, npiFromStem } from './demo-random'

describe('demo generator building blocks', () => {
  it('the same seed gives the same sequence, another seed another one', () => {
    const take = (seed: number) => {
      const rng = createRandom(seed)
      return Array.from({ length: 5 }, () => rng.int(0, 1_000_000))
    }
    expect(take(7)).toEqual(take(7))
    expect(take(7)).not.toEqual(take(8))
  })

  it('int stays within its inclusive bounds and reaches both ends', () => {
    const rng = createRandom(1)
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)))
    expect([...seen].sort()).toEqual([3, 4, 5, 6])
  })

  it('guidFor is stable per key and shaped like a version-4 UUID', () => {
    expect(guidFor('listing:a:0')).toBe(guidFor('listing:a:0'))
    expect(guidFor('listing:a:0')).not.toBe(guidFor('listing:a:1'))
    expect(guidFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('completes NPI stems with the Luhn check digit over 80840', () => {
    expect(npiFromStem('123456789')).toBe(1234567893)
    expect(() => npiFromStem('323456789')).toThrow(/starting with 1 or 2/)
  })

  it('completes GLN stems with the GS1 check digit', () => {
    // GS1's published example GLN.
    expect(glnFromStem('061414100000')).toBe('0614141000005')
  })

  it('writes relative dates with an explicit sign', () => {
    expect([daysFromNow(30), daysFromNow(-30), daysFromNow(0)]).toEqual(['+30d', '-30d', '+0d'])
  })
})
