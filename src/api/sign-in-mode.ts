import type { ComponentType, ReactNode } from 'react'

// What the app's first screen needs to know of sign-in mode (docs/team-server.md), kept tiny: whether it
// is on, and how to ask the person to sign in again. Everything else of it (the session, the dialog's
// state) is in session-store.ts, loaded before the first render only when the page carries a session
// (main.tsx), so a typed-key page never downloads it.

let on = false
let allowed: ReadonlySet<string> = new Set()
let askToSignIn: (message: string | null) => void = () => undefined

/** True with sign-in on: the browser holds no key, the server adds the group's; calls carry the cookie. */
export function isSignInMode(): boolean {
  return on
}

/**
 * Whether the person may do `operation` (an operation name of src/contract/access.ts) beyond reading.
 * With a typed key, always: the key can do everything. Signed in, as the server said for their role; the
 * server checks every call anyway, so this only hides what would be refused.
 */
export function mayDo(operation: string): boolean {
  return !on || allowed.has(operation)
}

/**
 * Why a signed-in person is not offered something, the one true reason: "Your role (viewer) cannot
 * change listings." (`action` as the access table says it, src/contract/access.ts).
 */
export function roleCannot(action: string): string {
  const role = signInSlots.person?.()?.role
  return `Your role${role ? ` (${role})` : ''} cannot ${action}.`
}

/** Sign-in mode's start (session-mode.ts): from now on a 401 asks through `ask`. */
export function enterSignInMode(ask: (message: string | null) => void, may: readonly string[]): void {
  on = true
  allowed = new Set(may)
  askToSignIn = ask
}

/** Tests: back to typed-key mode. */
export function leaveSignInMode(): void {
  on = false
  askToSignIn = () => undefined
}

/** The session ended (a 401): the dialog to sign in again, over the page, keeping what was typed. */
export function openSignInDialog(message: string | null = null): void {
  askToSignIn(message)
}

/** What an edit page hands sign-in mode's history of its object (src/components/pages/record-history.tsx). */
export type HistoryProps = {
  targetId: string
  /** "listing", "cash offer". */
  what: string
  /** The resource's status names by code, to name a change of status. */
  statuses: Readonly<Record<string, number>>
  /** When the object was last read: a save rereads it, and so its history. */
  version: number
  /** The unit its quantity counts in (EA, ML), to say a change of quantity with it; null when not known. */
  unit?: string | null
}

/**
 * What sign-in mode adds to screens every mode shares: its own pages (routes and navigation entries,
 * each entry listed to a role that may call its operation) and a listing's or cash offer's history.
 * Filled before the first render by sign-in mode's start (src/app/signed-in-start.ts), which a typed-key
 * page never downloads; the history is a lazy chunk of its own besides. So no page's first screen
 * carries their code, signed in or not (bench/bundle-size.ts).
 */
export const signInSlots: {
  pages?: readonly { path: string; Page: ComponentType }[]
  navItems?: readonly { to: string; label: string; icon: ReactNode; operation: string }[]
  history?: ComponentType<HistoryProps>
  /**
   * The group's pharmacies the person acts for, as the session says now (null: the server could not
   * ask the service): what the admin's pages offer. Read through here so those pages share no chunk
   * with the session's store, which would add a file to every first screen's list of chunks.
   */
  pharmacies?: () => readonly { npi: number; name: string | null }[] | null
  /**
   * Act for another of the person's pharmacies (remembered by the server for their next sign-in): what a
   * refusal about another pharmacy offers. Rejects with the server's ApiError when it refuses.
   */
  actFor?: (npi: number) => Promise<void>
  /** Who is signed in, and their role: what a refusal names ("Your role (viewer) cannot …"). */
  person?: () => { id: string; name: string; email: string; role: string } | null
} = {}
