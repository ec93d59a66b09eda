import { expect, test } from 'vitest'
import { formatMoment } from './format-moment'

test('a moment is the date and time with its time zone named; an unreadable one is left as it came', () => {
  const text = formatMoment('2026-11-26T07:20:05.000Z')
  expect(text).toMatch(/^Nov 26, 2026, \d{1,2}:\d{2}:05\s[AP]M .+$/)
  expect(text).toMatch(/(UTC|GMT)/)
  expect(formatMoment('not a date')).toBe('not a date')
})
