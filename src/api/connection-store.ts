import { useSyncExternalStore } from 'react'
import {
  CONNECTION_STORAGE_KEY,
  isConnection,
  readJson,
  sessionStore,
  type Connection,
} from './stored-connection'
import { isSignInMode, openSignInDialog } from './sign-in-mode'

// Which service the dashboard talks to, with which key, acting for which pharmacy. The key lives in
// sessionStorage only (gone when the tab closes), never in a URL, and is never logged. The address and the
// pharmacy last acted for (no secret) are remembered in localStorage, so the next connection, in any tab,
// preselects that pharmacy while it is still a member of the group.
// The http client reads it here so that features never import each other to learn it.
// With sign-in on (session-store.ts) there is no key at all: the connection is this server, with apiKey
// null, acting for one of the signed-in person's pharmacies (session-mode.ts sets it and keeps its NPI);
// nothing is stored here, a 401 asks the person to sign in again, and the connection dialog is never offered.

/** What the connection dialog remembers after a disconnect, to prefill the next connection. */
export interface ConnectionDefaults {
  baseUrl: string
  pharmacyNpi: number | null
}

export interface ConnectionDialogState {
  open: boolean
  /** Why it opened by itself, e.g. the service's 401 message. */
  message: string | null
}

interface State {
  connection: Connection | null
  defaults: ConnectionDefaults
  dialog: ConnectionDialogState
  /** Connections made in this tab (connect()), so a reconnect with the very same key is seen as one. */
  connects: number
}

export { CONNECTION_STORAGE_KEY, type Connection }
const DEFAULTS_KEY = 'marketplace.connection-defaults'

const listeners = new Set<() => void>()
let state: State = initialState()

const storage = sessionStore

/** Where the defaults (address and pharmacy, never the key) outlive the tab. */
function lastingStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function initialState(): State {
  const connection = readJson(CONNECTION_STORAGE_KEY, isConnection)
  const defaults = readJson(DEFAULTS_KEY, isDefaults, lastingStorage()) ??
    readJson(DEFAULTS_KEY, isDefaults) ?? { baseUrl: '', pharmacyNpi: null }
  return { connection, defaults, dialog: { open: connection === null, message: null }, connects: 0 }
}

function isDefaults(value: unknown): value is ConnectionDefaults {
  if (typeof value !== 'object' || value === null) return false
  const d = value as Record<string, unknown>
  return typeof d.baseUrl === 'string' && (d.pharmacyNpi === null || typeof d.pharmacyNpi === 'number')
}

function update(next: Partial<State>): void {
  state = { ...state, ...next }
  // Signed in, nothing is stored here: session-mode.ts keeps the acting pharmacy's NPI, never a key.
  const store = isSignInMode() ? null : storage()
  if (store) {
    if (state.connection) store.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(state.connection))
    else store.removeItem(CONNECTION_STORAGE_KEY)
    store.setItem(DEFAULTS_KEY, JSON.stringify(state.defaults))
  }
  if (!isSignInMode()) lastingStorage()?.setItem(DEFAULTS_KEY, JSON.stringify(state.defaults))
  for (const listener of listeners) listener()
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getConnection(): Connection | null {
  return state.connection
}

export function getConnectionDefaults(): ConnectionDefaults {
  return state.defaults
}

/** How many connections were made in this tab: one more at each connect(), whatever its key. */
export function getConnectCount(): number {
  return state.connects
}

/** Turns a typed service address into the stored form: trimmed, no trailing slash, '' for same origin. */
export function normalizeBaseUrl(input: string): string {
  return input.trim().replace(/\/+$/, '')
}

export function connect(connection: Connection): void {
  const baseUrl = normalizeBaseUrl(connection.baseUrl)
  update({
    connection: { ...connection, baseUrl },
    defaults: { baseUrl, pharmacyNpi: connection.pharmacyNpi },
    dialog: { open: false, message: null },
    connects: state.connects + 1,
  })
}

/** Forgets the key (and asks again); the address and pharmacy stay as defaults for the next connection. */
export function disconnect(): void {
  update({ connection: null, dialog: { open: true, message: null } })
}

/** Sign-in mode (session-mode.ts): the connection made from the session, with no key; no dialog. */
export function setSessionConnection(connection: Connection | null): void {
  update({
    connection,
    defaults: { baseUrl: '', pharmacyNpi: connection?.pharmacyNpi ?? null },
    dialog: { open: false, message: null },
  })
}

export function openConnectionDialog(message: string | null = null): void {
  // Signed in there is no connection to make: what it would ask for is a new sign-in.
  if (isSignInMode()) return openSignInDialog(message)
  update({ dialog: { open: true, message } })
}

export function closeConnectionDialog(): void {
  update({ dialog: { open: false, message: null } })
}

/** A 401 anywhere: the key is wrong or revoked, so ask for it again with the service's reason. */
export function reportUnauthorized(message: string): void {
  // Signed in, a 401 means the session ended: sign in again, over the page, keeping what was typed.
  if (isSignInMode()) return openSignInDialog(message)
  update({ dialog: { open: true, message } })
}

export function useConnection(): Connection | null {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection)
}

export function useConnectionDefaults(): ConnectionDefaults {
  return useSyncExternalStore(subscribeConnection, getConnectionDefaults, getConnectionDefaults)
}

export function getConnectionDialog(): ConnectionDialogState {
  return state.dialog
}

export function useConnectionDialog(): ConnectionDialogState {
  return useSyncExternalStore(subscribeConnection, getConnectionDialog, getConnectionDialog)
}

/** Re-reads sessionStorage; for tests that start from a given storage content. */
export function reloadConnectionFromStorage(): void {
  state = { ...initialState(), connects: state.connects }
  for (const listener of listeners) listener()
}
