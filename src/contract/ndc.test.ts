import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NDC_EXAMPLE, ndcProblem, normalizeNdc, parseNdc } from './ndc'

describe('parseNdc', () => {
  it('normalises each accepted layout to 11 digits and 5-4-2', () => {
    expect(parseNdc('0002-7597-01')).toEqual({
      ok: true,
      normalized: '00002759701',
      formatted: '00002-7597-01',
    })
    expect(parseNdc('12345-678-90')).toEqual({
      ok: true,
      normalized: '12345067890',
      formatted: '12345-0678-90',
    })
    expect(parseNdc('12345-6789-0')).toEqual({
      ok: true,
      normalized: '12345678900',
      formatted: '12345-6789-00',
    })
    expect(parseNdc('12345-6789-01')).toEqual({
      ok: true,
      normalized: '12345678901',
      formatted: '12345-6789-01',
    })
    expect(parseNdc('00002759701')).toEqual({
      ok: true,
      normalized: '00002759701',
      formatted: '00002-7597-01',
    })
  })

  it('trims surrounding whitespace', () => {
    expect(normalizeNdc('  0002-7597-01\n')).toBe('00002759701')
  })

  it('rejects unhyphenated 10 digits as ambiguous, telling the user to add hyphens', () => {
    const result = parseNdc('0002759701')
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.reason).toMatch(/ambiguous/)
      expect(result.reason).toMatch(/hyphens/)
      expect(result.reason).toContain(NDC_EXAMPLE)
    }
  })

  it('rejects other forms with a reason that shows the example', () => {
    for (const bad of [
      '',
      '   ',
      '1234-567-89',
      '123456-789-0',
      '12345-6789-012',
      '12a45-6789-01',
      '12345--678901',
      '123456789012',
      '12345 6789 01',
    ]) {
      const reason = ndcProblem(bad)
      expect(reason, bad).not.toBeNull()
      expect(reason, bad).toContain(NDC_EXAMPLE)
    }
  })

  it('accepts the example itself', () => {
    expect(ndcProblem(NDC_EXAMPLE)).toBeNull()
  })
})

const digit = fc.constantFrom(...'0123456789')
const digits = (n: number) => fc.string({ unit: digit, minLength: n, maxLength: n })
// [layout, index of the short segment or -1]
const layouts = [
  [[4, 4, 2], 0],
  [[5, 3, 2], 1],
  [[5, 4, 1], 2],
  [[5, 4, 2], -1],
] as const

const hyphenated = fc
  .constantFrom(...layouts)
  .chain(([lengths, short]) =>
    fc
      .tuple(digits(lengths[0]), digits(lengths[1]), digits(lengths[2]))
      .map((segments) => ({ segments, short })),
  )

describe('parseNdc properties', () => {
  it('every 4-4-2/5-3-2/5-4-1/5-4-2 normalises to its digits with one zero inserted at the short segment', () => {
    fc.assert(
      fc.property(hyphenated, ({ segments, short }) => {
        const result = parseNdc(segments.join('-'))
        if (!result.ok) throw new Error(result.reason)
        expect(result.normalized).toMatch(/^\d{11}$/)
        const expected = segments.map((s, i) => (i === short ? `0${s}` : s)).join('')
        expect(result.normalized).toBe(expected)
        expect(result.formatted.replaceAll('-', '')).toBe(result.normalized)
      }),
    )
  })

  it('the 11-digit form round-trips', () => {
    fc.assert(
      fc.property(digits(11), (eleven) => {
        const result = parseNdc(eleven)
        expect(result).toEqual({
          ok: true,
          normalized: eleven,
          formatted: `${eleven.slice(0, 5)}-${eleven.slice(5, 9)}-${eleven.slice(9)}`,
        })
      }),
    )
  })

  it('unhyphenated 10 digits are always rejected', () => {
    fc.assert(
      fc.property(digits(10), (ten) => {
        expect(parseNdc(ten).ok).toBe(false)
      }),
    )
  })

  it('normalisation is idempotent on the formatted output', () => {
    fc.assert(
      fc.property(hyphenated, ({ segments }) => {
        const first = parseNdc(segments.join('-'))
        if (!first.ok) throw new Error(first.reason)
        expect(parseNdc(first.formatted)).toEqual(first)
        expect(parseNdc(first.normalized)).toEqual(first)
      }),
    )
  })
})
