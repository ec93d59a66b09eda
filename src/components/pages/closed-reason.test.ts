import { describe, expect, test } from 'vitest'
import { LISTING_STATUS } from '../../contract/enums'
import { closedReason, type ClosedWords } from './closed-reason'
import type { ObjectKind } from './object-kind'

// The reason a listing or cash offer can no longer be changed: what happened, with the day the resource
// records for that status when it has one. spec: Status rules

const KIND = { one: 'listing' } as ObjectKind
const WORDS: ClosedWords = {
  Accepted: (day) => `accepted${day ? ` on ${day}` : ''}`,
  Purchased: (day) => `sold${day ? ` on ${day}` : ''}`,
  Shipped: (day) => `shipped${day ? ` on ${day}` : ''}`,
  Delivered: (day) => `delivered${day ? ` on ${day}` : ''}`,
  Completed: (day) => `completed${day ? ` on ${day}` : ''}`,
  Cancelled: (day) => `cancelled${day ? ` on ${day}` : ''}`,
}
const DAYS = {
  soldDate: '2026-03-03T14:20:00Z',
  shippingConfirmDate: '2026-03-05T08:00:00Z',
  shippingReceivedConfirmDate: '2026-03-07T17:45:00Z',
  cancelledDate: '2026-02-11T09:00:00Z',
}
const reason = (status: number, days = DAYS) => closedReason(KIND, LISTING_STATUS, { status, ...days }, WORDS)

describe('closedReason', () => {
  test('each status after Pending with its own day, and the rule', () => {
    expect(reason(1)).toBe('This listing accepted: only a Pending listing can be changed.')
    expect(reason(2)).toBe('This listing sold on Mar 3, 2026: only a Pending listing can be changed.')
    expect(reason(5)).toBe('This listing shipped on Mar 5, 2026: only a Pending listing can be changed.')
    expect(reason(6)).toBe('This listing delivered on Mar 7, 2026: only a Pending listing can be changed.')
    expect(reason(7)).toBe('This listing completed: only a Pending listing can be changed.')
    expect(reason(10)).toBe('This listing cancelled on Feb 11, 2026: only a Pending listing can be changed.')
  })

  test('without the day (the sandbox records none), the words without it', () => {
    expect(reason(2, {} as typeof DAYS)).toBe('This listing sold: only a Pending listing can be changed.')
    expect(reason(10, { ...DAYS, cancelledDate: 'not a date' })).toBe(
      'This listing cancelled: only a Pending listing can be changed.',
    )
  })

  test('a code the contract does not name is said as it is', () => {
    expect(reason(3)).toBe('This listing is Unknown (3): only a Pending listing can be changed.')
  })
})
