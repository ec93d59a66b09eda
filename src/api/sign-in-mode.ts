// What the app's first screen needs to know of sign-in mode (docs/team-server.md), kept tiny: whether it
// is on, and how to ask the person to sign in again. Everything else of it (the session, the dialog's
// state) is in session-store.ts, loaded before the first render only when the page carries a session
// (main.tsx), so a typed-key page never downloads it.

let on = false
let askToSignIn: (message: string | null) => void = () => undefined

/** True with sign-in on: the browser holds no key, the server adds the group's; calls carry the cookie. */
export function isSignInMode(): boolean {
  return on
}

/** Sign-in mode's start (session-mode.ts): from now on a 401 asks through `ask`. */
export function enterSignInMode(ask: (message: string | null) => void): void {
  on = true
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
