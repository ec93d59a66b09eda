import { describe, expect, it } from 'vitest'
import { actingPharmacy, isPageSession, sessionNpis, type SessionAnswer } from './page-session'

// The page's session as the app reads it before its first request: the shape relied on, the NPIs a
// session acts for, and which pharmacy a tab acts for.

const session = (npis: SessionAnswer['user']['npis'], pharmacies: SessionAnswer['pharmacies']) => ({
  user: { id: 'u1', email: 'sam@group.test', name: 'Sam Seller', role: 'seller' as const, npis },
  pharmacies,
  acting: null,
  idleExpiresAt: '2026-01-01T00:30:00.000Z',
  absoluteExpiresAt: '2026-01-01T08:00:00.000Z',
})
const TWO = [
  { npi: 1234567893, name: 'Riverside North' },
  { npi: 1188293744, name: 'Riverside South' },
]

describe('isPageSession', () => {
  it('takes the shape the server writes and refuses others', () => {
    expect(isPageSession({ session: session('all', TWO), oidc: null, may: [] })).toBe(true)
    expect(isPageSession({ session: session('all', TWO), oidc: null })).toBe(false)
    expect(
      isPageSession({
        session: session([1234567893], null),
        oidc: { name: 'Okta' },
        may: ['updateCashOffer'],
      }),
    ).toBe(true)
    expect(isPageSession({ session: { user: { id: 1 } } })).toBe(false)
    expect(isPageSession({ session: session('some' as never, TWO) })).toBe(false)
    expect(isPageSession(null)).toBe(false)
  })
})

describe('sessionNpis and actingPharmacy', () => {
  it('offers the pharmacies the service lists, else the user’s own list', () => {
    expect(sessionNpis(session([1188293744], TWO))).toEqual([1234567893, 1188293744])
    expect(sessionNpis(session([1188293744], null))).toEqual([1188293744])
    expect(sessionNpis(session('all', null))).toEqual([])
  })

  it('keeps the chosen pharmacy while the session acts for it, else the first of the session’s', () => {
    expect(actingPharmacy(session('all', TWO), [1188293744, null])).toBe(1188293744)
    expect(actingPharmacy(session('all', TWO), [null, 1188293744])).toBe(1188293744)
    expect(actingPharmacy(session('all', TWO), [1111111111])).toBe(1234567893)
    expect(actingPharmacy(session('all', null), [1111111111])).toBe(1111111111)
    expect(actingPharmacy(session('all', null), [null])).toBeNull()
  })
})
