import { describe, expect, it } from 'vitest'
import { formatInvitedDate } from './group-lists'

describe('formatInvitedDate', () => {
  it('writes the time with its time zone', () => {
    // The zone named is the browser's; the tests run in UTC (or whatever zone the machine has: it is named).
    expect(formatInvitedDate('2026-01-10T09:30:00Z')).toMatch(
      /^Jan 10, 2026, \d{1,2}:\d{2}\s?[AP]M [A-Z]{2,5}([+-]\d{1,2})?$/,
    )
    expect(formatInvitedDate('not a date')).toBe('not a date')
  })
})
