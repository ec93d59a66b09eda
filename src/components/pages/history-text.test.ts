import { expect, test } from 'vitest'
import type { HistoryChange } from '../../contract/team-audit'
import { formatMoment } from '../format/format-moment'
import { changeSentence, valueText } from './history-text'

const STATUSES = { Pending: 1, Sold: 2 }
const AT = '2026-11-26T07:20:05.000Z'
const change = (over: Partial<HistoryChange>): HistoryChange => ({
  id: 7,
  at: AT,
  user: { id: 'u1', email: 'seller@riverside.example', name: 'Sam Seller' },
  operation: 'updateMarketplaceListing',
  npi: 1234567893,
  state: 'answered',
  status: 200,
  changes: [],
  ...over,
})

test('a price change reads as a sentence with both prices and the moment with its time zone', () => {
  expect(changeSentence(change({ changes: [{ field: 'price', from: 12, to: 10.5 }] }), STATUSES)).toBe(
    `Sam Seller changed the price from $12.00 to $10.50 on ${formatMoment(AT)}.`,
  )
})

test('several fields are listed, yes or no for a box, and the status by name', () => {
  const sentence = changeSentence(
    change({
      user: { id: 'u2', email: 'buyer@riverside.example', name: null },
      changes: [
        { field: 'quantity', from: 3, to: 2 },
        { field: 'sealedPackage', from: true, to: false },
        { field: 'status', from: 1, to: 2 },
      ],
    }),
    STATUSES,
    'EA',
  )
  expect(sentence).toBe(
    `buyer@riverside.example changed the quantity from 3 EA to 2 EA, sealed package from yes to no and the status from Pending to Sold on ${formatMoment(AT)}.`,
  )
})

test('a write whose answer never came says it may have happened; an unknown earlier value is "set"', () => {
  expect(changeSentence(change({ state: 'sent, answer unknown', status: null }), STATUSES)).toBe(
    `Sam Seller sent a change on ${formatMoment(AT)}, but its answer never came: it may or may not have happened.`,
  )
  expect(changeSentence(change({ changes: [{ field: 'lotNumber', from: null, to: 'A1' }] }), STATUSES)).toBe(
    `Sam Seller set the lot number to A1 on ${formatMoment(AT)}.`,
  )
  expect(valueText('expirationDate', '2027-05-31T00:00:00Z', STATUSES)).toBe('May 31, 2027')
  expect(valueText('buyersMessage', null, STATUSES)).toBe('none')
})
