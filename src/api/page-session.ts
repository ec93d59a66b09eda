import { PAGE_SESSION_ELEMENT_ID } from '../contract/page-session-element'
import type { SessionAnswer } from '../contract/session'
import type { PageSession } from '../contract/team'

// What the server put into the app's page with sign-in on (server/http/dashboard.ts): the signed-in
// user, the pharmacies they act for and the OpenID provider, read before anything is asked of the server
// (docs/decisions/0019). Dependency-free (no zod, no React): the script that starts the page's first
// request (src/app/first-request-entry.ts) reads it too, and the sign-in pages share its names. Of the
// contract it takes types and one constant from a file that imports nothing.

export { PAGE_SESSION_ELEMENT_ID, type PageSession, type SessionAnswer }

/** sessionStorage: the pharmacy this tab acts for, in sign-in mode (no key is ever stored then). */
export const ACTING_PHARMACY_KEY = 'marketplace.acting-pharmacy'

/** The channel on which the sign-in window of OpenID Connect (signed-in.html) tells the app's tabs. */
export const SIGN_IN_CHANNEL = 'marketplace.sign-in'
export const SIGNED_IN_MESSAGE = 'signed-in'
/** Where that window's sign-in ends: the server's /signed-in page. */
export const SIGNED_IN_PATH = '/signed-in'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Enough of the shape to rely on; the app checks the rest with the contract (session-store.ts). */
export function isPageSession(value: unknown): value is PageSession {
  if (!isObject(value) || !isObject(value.session) || !isObject(value.session.user)) return false
  const { user, pharmacies } = value.session
  return (
    typeof user.id === 'string' &&
    typeof user.role === 'string' &&
    (user.npis === 'all' || Array.isArray(user.npis)) &&
    (pharmacies === null || Array.isArray(pharmacies)) &&
    Array.isArray(value.may)
  )
}

/** The page's session, or null: typed-key mode (or a page served by another host). */
export function readPageSession(doc: Document | undefined = globalThis.document): PageSession | null {
  const text = doc?.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return isPageSession(value) ? value : null
  } catch {
    return null
  }
}

/** The NPIs a session may act for, in the order offered: its pharmacies, else its own list. */
export function sessionNpis(session: SessionAnswer): number[] {
  if (session.pharmacies) return session.pharmacies.map((pharmacy) => pharmacy.npi)
  return session.user.npis === 'all' ? [] : session.user.npis
}

/**
 * The pharmacy to act for: the one this tab (or, before it, the last tab) chose while the session still
 * acts for it, else the first of the session's. null when none can be told (the picker then asks).
 */
export function actingPharmacy(session: SessionAnswer, chosen: readonly (number | null)[]): number | null {
  const npis = sessionNpis(session)
  const allowed = (npi: number) =>
    npis.includes(npi) || (session.pharmacies === null && session.user.npis === 'all')
  return chosen.find((npi): npi is number => npi !== null && allowed(npi)) ?? npis[0] ?? null
}
