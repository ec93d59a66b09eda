/** @vitest-environment jsdom */
import { afterEach, expect, it, vi } from 'vitest'
import { createApiTransport } from '../api/api-transport'
import { reloadConnectionFromStorage } from '../api/connection-store'
import { clearEarlyRequest, withEarlyRequest } from '../api/early-request'
import { searchDrafts } from '../api/operations/drafts'
import {
  ACTING_PHARMACY_KEY,
  PAGE_SESSION_ELEMENT_ID,
  pageConnection,
  readPageSession,
  type PageSession,
} from '../api/page-session'
import { startSignInMode } from '../api/session-mode'
import { setPageSession } from '../api/session-store'
import { isSignInMode, leaveSignInMode } from '../api/sign-in-mode'
import { startFirstRequest } from './first-request'

// Signed in, the page's first request starts from the session the server put into the page (no key:
// the session's cookie and the dashboard's header), and the page's own query, through the signed-in
// transport, takes it over: nothing is sent twice.

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
    idleExpiresAt: '2026-01-01T00:30:00.000Z',
    absoluteExpiresAt: '2026-01-01T08:00:00.000Z',
  },
  oidc: null,
  may: ['updateMarketplaceListing', 'createMarketplaceListing', 'deleteDraftListing'],
}
const EMPTY_PAGE = { data: [], recordsFiltered: 0, recordsTotal: 0, writePagedSearch: null }

afterEach(() => {
  document.getElementById(PAGE_SESSION_ELEMENT_ID)?.remove()
  setPageSession(null)
  leaveSignInMode()
  clearEarlyRequest()
  sessionStorage.clear()
  localStorage.clear()
  reloadConnectionFromStorage()
})

it('the signed-in page’s first search, started from the session in the page, is taken over by the page’s query', async () => {
  // The pharmacy the last tab acted for.
  localStorage.setItem(ACTING_PHARMACY_KEY, '1188293744')
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = PAGE_SESSION_ELEMENT_ID
  element.textContent = JSON.stringify(PAGE)
  document.head.append(element)

  // As the first-request script finds the page: before the app's code ran.
  const connection = pageConnection(readPageSession()!)
  expect(connection).toEqual({
    baseUrl: '',
    apiKey: null,
    pharmacyNpi: 1188293744,
    groupName: null,
    pharmacyName: 'Riverside East',
  })
  const started = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(EMPTY_PAGE)))
  expect(startFirstRequest({ pathname: '/drafts', search: '' }, connection, started)).toBe(true)
  const init = started.mock.calls[0]?.[1]
  expect(started.mock.calls[0]?.[0]).toBe('/api/v1/draft-listings/search')
  expect(init?.credentials).toBe('same-origin')
  expect(init?.headers).toEqual({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Dashboard-Request': '1',
  })

  // Then the app starts in sign-in mode and its drafts page asks for the same page.
  expect(startSignInMode()).toBe(true)
  const sent = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(EMPTY_PAGE)))
  const transport = createApiTransport({
    baseUrl: '',
    apiKey: () => null,
    signedIn: isSignInMode,
    fetch: withEarlyRequest(sent),
  })
  await expect(searchDrafts(transport, { pharmacyNpi: 1188293744, start: 0, take: 10 })).resolves.toEqual(
    EMPTY_PAGE,
  )
  expect(started).toHaveBeenCalledTimes(1)
  expect(sent).not.toHaveBeenCalled()
})
