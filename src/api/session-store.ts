import { useSyncExternalStore } from 'react'
import type { PageSession, SessionAnswer } from './page-session'

// Sign-in mode (docs/team-server.md): the session the server put into the app's page (read by
// session-mode.ts; both are loaded before the first render only when the page has one), and the dialog that asks the person to sign in again when the server answers 401 (the session ended:
// idle, absolute, signed out in another tab, deactivated). A dialog over the page, never a page change,
// so nothing typed into a form is lost; the person sends it again once signed in. Without the page's
// session (typed-key mode) nothing of this applies: the connection store asks for a key instead.

export interface SignInDialogState {
  open: boolean
  /** Why it opened: the server's words. */
  message: string | null
}

interface State {
  page: PageSession | null
  dialog: SignInDialogState
}

const CLOSED: SignInDialogState = { open: false, message: null }
const listeners = new Set<() => void>()
let state: State = { page: null, dialog: CLOSED }

function update(next: Partial<State>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Sign-in mode's start (session-mode.ts), or its end in tests. */
export function setPageSession(page: PageSession | null): void {
  update({ page, dialog: CLOSED })
}

export function getPageSession(): PageSession | null {
  return state.page
}

export function usePageSession(): PageSession | null {
  return useSyncExternalStore(subscribeSession, getPageSession, getPageSession)
}

/** The same person signed in again: their session as the server now answers it (pharmacies may change). */
export function replaceSession(session: SessionAnswer): void {
  if (state.page) update({ page: { ...state.page, session } })
}

/** Reached through sign-in-mode.ts's openSignInDialog, which the first screen's code calls on a 401. */
export function openSignInDialog(message: string | null = null): void {
  update({ dialog: { open: true, message } })
}

export function closeSignInDialog(): void {
  update({ dialog: CLOSED })
}

export function getSignInDialog(): SignInDialogState {
  return state.dialog
}

export function useSignInDialog(): SignInDialogState {
  return useSyncExternalStore(subscribeSession, getSignInDialog, getSignInDialog)
}
