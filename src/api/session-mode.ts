import { setSessionConnection, getConnection } from './connection-store'
import { ACTING_PHARMACY_KEY, actingPharmacy, readPageSession, type PageSession } from './page-session'
import { enterSignInMode } from './sign-in-mode'
import { getPageSession, openSignInDialog, setPageSession } from './session-store'
import { CONNECTION_STORAGE_KEY, readJson, sessionStore, type Connection } from './stored-connection'

// Sign-in mode's start, loaded before the app's first render only when the server put a session into the
// page (main.tsx), so a typed-key page never downloads it: the session goes to the session store, and the
// connection is made from it (this server, no key, one of the person's pharmacies). Only the acting
// pharmacy's NPI is kept, in sessionStorage (this tab) and localStorage (the next tab): never a key.

const isNpi = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

function lastingStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The connection of a signed-in page: this server, no key, the pharmacy wanted or chosen last if allowed. */
function sessionConnection(page: PageSession, wanted: number | null = null): Connection | null {
  const chosen = [
    wanted,
    readJson(ACTING_PHARMACY_KEY, isNpi),
    readJson(ACTING_PHARMACY_KEY, isNpi, lastingStore()),
  ]
  const npi = actingPharmacy(page.session, chosen)
  if (npi === null) return null
  const pharmacy = page.session.pharmacies?.find((p) => p.npi === npi)
  return {
    baseUrl: '',
    apiKey: null,
    pharmacyNpi: npi,
    groupName: null,
    pharmacyName: pharmacy?.name ?? null,
  }
}

function actAs(connection: Connection | null): void {
  setSessionConnection(connection)
  if (!connection) return
  for (const store of [sessionStore(), lastingStore()]) {
    try {
      store?.setItem(ACTING_PHARMACY_KEY, JSON.stringify(connection.pharmacyNpi))
    } catch {
      // Storage refused: the choice lasts as long as the page.
    }
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
  actAs(sessionConnection(page))
  return true
}

/** Act for another of the person's pharmacies (the server checks it on every call); others are ignored. */
export function actFor(npi: number): void {
  const page = getPageSession()
  const connection = page ? sessionConnection(page, npi) : null
  if (connection?.pharmacyNpi === npi) actAs(connection)
}

/** After the same person signed in again: their pharmacies as the server now says. */
export function refreshSessionConnection(): void {
  const page = getPageSession()
  if (page) actAs(sessionConnection(page, getConnection()?.pharmacyNpi ?? null))
}
