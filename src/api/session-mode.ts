import { setSessionConnection, getConnection } from './connection-store'
import { dashboardTransport } from './http-client'
import { chooseActingPharmacy } from './operations/session'
import { ACTING_PHARMACY_KEY, actingPharmacy, readPageSession, type PageSession } from './page-session'
import { enterSignInMode } from './sign-in-mode'
import { getPageSession, openSignInDialog, replaceSession, setPageSession } from './session-store'
import { CONNECTION_STORAGE_KEY, readJson, sessionStore, type Connection } from './stored-connection'

// Sign-in mode's start, loaded before the app's first render only when the server put a session into the
// page (main.tsx), so a typed-key page never downloads it: the session goes to the session store, and the
// connection is made from it (this server, no key, one of the person's pharmacies). The pharmacy a person
// acts for is theirs on the server (PUT /auth/acting-pharmacy, the session's `acting`), so it survives a
// sign-out, another browser and a change of the group; this tab keeps its NPI in sessionStorage, so a
// reload acts for what the tab acted for. Never a key.

const isNpi = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

/** Where an earlier version kept the last tab's choice; the server remembers it now. */
function forgetLastTab(): void {
  try {
    localStorage.removeItem(ACTING_PHARMACY_KEY)
  } catch {
    // No storage: nothing to forget.
  }
}

/**
 * The connection of a signed-in page: this server, no key, acting for the pharmacy wanted, else the one
 * this tab acted for, else the one the server remembers for the person, while the session acts for it.
 */
function sessionConnection(page: PageSession, wanted: number | null = null): Connection | null {
  const chosen = [wanted, readJson(ACTING_PHARMACY_KEY, isNpi), page.session.acting?.npi ?? null]
  const npi = actingPharmacy(page.session, chosen)
  if (npi === null) return null
  const pharmacy = page.session.pharmacies?.find((p) => p.npi === npi)
  const named = pharmacy?.name ?? (page.session.acting?.npi === npi ? page.session.acting.name : null)
  return { baseUrl: '', apiKey: null, pharmacyNpi: npi, groupName: null, pharmacyName: named }
}

function actAs(connection: Connection | null): void {
  setSessionConnection(connection)
  if (!connection) return
  try {
    sessionStore()?.setItem(ACTING_PHARMACY_KEY, JSON.stringify(connection.pharmacyNpi))
  } catch {
    // Storage refused: the tab's choice lasts as long as the page (the server still has it).
  }
}

/** Enters sign-in mode when the page carries a session; false (typed-key mode) when it does not. */
export function startSignInMode(doc: Document = document): boolean {
  const page = readPageSession(doc)
  if (!page) return false
  setPageSession(page)
  enterSignInMode(openSignInDialog, page.may)
  // A key typed in this tab before sign-in was turned on has no business staying in its storage.
  try {
    sessionStore()?.removeItem(CONNECTION_STORAGE_KEY)
  } catch {
    // Storage refused: nothing was kept there either.
  }
  forgetLastTab()
  actAs(sessionConnection(page))
  return true
}

/**
 * Act for another of the person's pharmacies from now on: the server remembers it for their next
 * sign-in (and refuses one not theirs, with its reason, thrown as an ApiError); then this tab acts for it.
 */
export async function actFor(npi: number): Promise<void> {
  const session = await chooseActingPharmacy(dashboardTransport, npi)
  replaceSession(session)
  const page = getPageSession()
  const connection = page ? sessionConnection(page, npi) : null
  if (connection?.pharmacyNpi === npi) actAs(connection)
}

/** Sign-out: this tab forgets what it acted for, so whoever signs in next acts for their own choice. */
export function leaveActingPharmacy(): void {
  try {
    sessionStore()?.removeItem(ACTING_PHARMACY_KEY)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** After the same person signed in again: their pharmacies as the server now says. */
export function refreshSessionConnection(): void {
  const page = getPageSession()
  if (page) actAs(sessionConnection(page, getConnection()?.pharmacyNpi ?? null))
}

/**
 * The pharmacy the server remembers for the person when the session no longer acts for it (their
 * pharmacies changed): the page says so, and acts for another only until the person chooses.
 */
export function displacedActing(page: PageSession, acting: number | null): PageSession['session']['acting'] {
  const remembered = page.session.acting
  return remembered &&
    remembered.npi !== acting &&
    actingPharmacy(page.session, [remembered.npi]) !== remembered.npi
    ? remembered
    : null
}
