/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiTransport } from './api-transport'
import {
  getConnection,
  getConnectionDialog,
  openConnectionDialog,
  reloadConnectionFromStorage,
  reportUnauthorized,
} from './connection-store'
import { actFor, displacedActing, leaveActingPharmacy, startSignInMode } from './session-mode'
import { isSignInMode, leaveSignInMode, mayDo } from './sign-in-mode'
import { ACTING_PHARMACY_KEY, PAGE_SESSION_ELEMENT_ID, type PageSession } from './page-session'
import { closeSignInDialog, getPageSession, getSignInDialog, setPageSession } from './session-store'
import { CONNECTION_STORAGE_KEY } from './stored-connection'

// Sign-in mode: the page carries the session, the connection is this server with no key, acting for one
// of the person's pharmacies; a 401 asks to sign in again (never for a key), and requests carry the
// session cookie and the dashboard's header, never X-SERVICE-AUTH.

const PAGE: PageSession = {
  session: {
    user: {
      id: 'u-seller',
      email: 'seller@riverside.example',
      name: 'Sam Seller',
      role: 'seller',
      npis: [1234567893, 1188293744],
    },
    pharmacies: [
      { npi: 1234567893, name: 'Riverside Pharmacy' },
      { npi: 1188293744, name: 'Riverside East' },
    ],
    acting: null,
    idleExpiresAt: '2026-01-01T00:30:00.000Z',
    absoluteExpiresAt: '2026-01-01T08:00:00.000Z',
  },
  oidc: null,
  may: ['updateMarketplaceListing', 'createMarketplaceListing', 'deleteDraftListing'],
}

function signedInPage(page: PageSession | null) {
  document.getElementById(PAGE_SESSION_ELEMENT_ID)?.remove()
  if (page) {
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = PAGE_SESSION_ELEMENT_ID
    element.textContent = JSON.stringify(page)
    document.body.append(element)
  }
  setPageSession(null)
  leaveSignInMode()
  reloadConnectionFromStorage()
  startSignInMode()
}

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => signedInPage(null))

describe('sign-in mode', () => {
  it('offers what the role may do beyond reading, as the page says; with a typed key, everything', () => {
    expect(mayDo('updateCashOffer')).toBe(true)
    signedInPage(PAGE)
    expect(mayDo('updateMarketplaceListing')).toBe(true)
    expect(mayDo('updateCashOffer')).toBe(false)
    expect(mayDo('updateGroupNpis')).toBe(false)
  })

  it('reads the page session: no key, this server, the first of the person’s pharmacies', () => {
    sessionStorage.setItem(
      CONNECTION_STORAGE_KEY,
      JSON.stringify({ baseUrl: '', apiKey: 'typed-before', pharmacyNpi: 1 }),
    )
    signedInPage(PAGE)
    expect(isSignInMode()).toBe(true)
    expect(getPageSession()?.session.user.name).toBe('Sam Seller')
    expect(getConnection()).toEqual({
      baseUrl: '',
      apiKey: null,
      pharmacyNpi: 1234567893,
      groupName: null,
      pharmacyName: 'Riverside Pharmacy',
    })
    // A key typed in this tab before is gone from its storage; the connection dialog stays closed.
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull()
    expect(getConnectionDialog().open).toBe(false)
  })

  it('acts for the pharmacy the server remembers for the person, else the first of theirs', () => {
    signedInPage({
      ...PAGE,
      session: { ...PAGE.session, acting: { npi: 1188293744, name: 'Riverside East' } },
    })
    expect(getConnection()).toMatchObject({ pharmacyNpi: 1188293744, pharmacyName: 'Riverside East' })
    sessionStorage.clear()
    // One no longer theirs is not acted for; the page says so (displacedActing) and acts for the first.
    const gone = { ...PAGE, session: { ...PAGE.session, acting: { npi: 1643820958, name: 'Harbor Point' } } }
    signedInPage(gone)
    expect(getConnection()?.pharmacyNpi).toBe(1234567893)
    expect(displacedActing(gone, 1234567893)).toEqual({ npi: 1643820958, name: 'Harbor Point' })
    expect(displacedActing(PAGE, 1234567893)).toBeNull()
  })

  it('this tab keeps what it acted for over a reload; a sign-out forgets it', () => {
    sessionStorage.setItem(ACTING_PHARMACY_KEY, '1188293744')
    localStorage.setItem(ACTING_PHARMACY_KEY, '1234567893')
    signedInPage({ ...PAGE, session: { ...PAGE.session, acting: { npi: 1234567893, name: null } } })
    expect(getConnection()?.pharmacyNpi).toBe(1188293744)
    // The last tab's choice of an earlier version is gone: the server remembers it now.
    expect(localStorage.getItem(ACTING_PHARMACY_KEY)).toBeNull()
    leaveActingPharmacy()
    expect(sessionStorage.getItem(ACTING_PHARMACY_KEY)).toBeNull()
  })

  it('a choice is sent to the server, and the tab acts for it once the server took it', async () => {
    signedInPage(PAGE)
    const chosen = { ...PAGE.session, acting: { npi: 1188293744, name: 'Riverside East' } }
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(Response.json(chosen, { status: 200 })),
    )
    vi.stubGlobal('fetch', fetch)
    try {
      await actFor(1188293744)
      const [url, init] = fetch.mock.calls[0] ?? []
      expect([url, init?.method, init?.body]).toEqual(['/auth/acting-pharmacy', 'PUT', '{"npi":1188293744}'])
      expect(getConnection()).toMatchObject({ pharmacyNpi: 1188293744, pharmacyName: 'Riverside East' })
      expect(getPageSession()?.session.acting?.npi).toBe(1188293744)
      expect(sessionStorage.getItem(ACTING_PHARMACY_KEY)).toBe('1188293744')
      expect(Object.keys(sessionStorage)).toEqual([ACTING_PHARMACY_KEY])

      fetch.mockResolvedValueOnce(
        Response.json(
          { error: 'Forbidden', statusCode: 403, message: 'You do not act for pharmacy NPI 1643820958.' },
          { status: 403 },
        ),
      )
      await expect(actFor(1643820958)).rejects.toMatchObject({ kind: 'forbidden' })
      expect(getConnection()?.pharmacyNpi).toBe(1188293744)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a 401 opens the dialog to sign in again with the server’s words, never the connection dialog', () => {
    signedInPage(PAGE)
    expect(getSignInDialog()).toEqual({ open: false, message: null })
    reportUnauthorized('Your session has ended.')
    expect(getSignInDialog()).toEqual({ open: true, message: 'Your session has ended.' })
    closeSignInDialog()
    openConnectionDialog('Sign in again.')
    expect(getSignInDialog()).toEqual({ open: true, message: 'Sign in again.' })
    expect(getConnectionDialog().open).toBe(false)
    // The connection is kept: the page, and what was typed in it, stays.
    expect(getConnection()?.pharmacyNpi).toBe(1234567893)
  })

  it('sends the session cookie and the dashboard header, never a key', async () => {
    signedInPage(PAGE)
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}', { status: 200 })))
    const transport = createApiTransport({ baseUrl: '', apiKey: () => null, signedIn: isSignInMode, fetch })
    await transport.send({ operation: 'update listing', method: 'PUT', path: '/api/v1/x', body: { a: 1 } })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('same-origin')
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Dashboard-Request': '1',
    })
  })
})
