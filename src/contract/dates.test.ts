import { describe, expect, it } from 'vitest'
import { futureDateProblem, parseIsoDateTime } from './dates'

const now = new Date('2026-01-15T12:00:00Z')

describe('parseIsoDateTime', () => {
  it('reads date-times with Z, offsets, fractions, and without an offset as UTC', () => {
    expect(parseIsoDateTime('2027-01-01T00:00:00Z')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(parseIsoDateTime('2027-01-01T02:00:00+02:00')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(parseIsoDateTime('2027-01-01T00:00:00.1234567Z')?.toISOString()).toBe('2027-01-01T00:00:00.123Z')
    expect(parseIsoDateTime('2027-01-01T00:00:00')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(parseIsoDateTime('2027-01-01')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })

  it('rejects impossible and non-ISO dates', () => {
    for (const bad of [
      '2027-02-30',
      '2027-13-01T00:00:00Z',
      '2027-01-01T24:00:00Z',
      '01/02/2027',
      'tomorrow',
      '',
      '2027-1-1',
    ]) {
      expect(parseIsoDateTime(bad), bad).toBeNull()
    }
  })
})

describe('futureDateProblem', () => {
  it('passes a date after now', () => {
    expect(futureDateProblem('2026-01-15T12:00:01Z', now)).toBeNull()
    expect(futureDateProblem('2027-06-30', now)).toBeNull()
  })

  it('rejects now itself and the past', () => {
    expect(futureDateProblem('2026-01-15T12:00:00Z', now, 'Expiration date')).toBe(
      'Expiration date must be in the future.',
    )
    expect(futureDateProblem('2025-12-31', now, 'Expiration date')).toBe(
      'Expiration date must be in the future.',
    )
  })

  it('rejects an invalid date with a reason showing the expected form', () => {
    expect(futureDateProblem('31/12/2027', now, 'Ship-by date')).toBe(
      'Ship-by date is not a valid date. Use ISO 8601, for example 2027-05-31 or 2027-05-31T00:00:00Z.',
    )
  })
})
