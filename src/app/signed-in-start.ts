import { startSignInMode } from '../api/session-mode'
import { SessionParts } from '../features/session/session-parts'
import { setAppBarSlot } from './app-bar-slot'

// Sign-in mode's start, loaded by main.tsx before the first render only when the server put a session
// into the page: the session and its connection (no key), and the app bar's menu in place of the
// connection summary. One chunk, so the typed-key app's first screen carries none of it.

if (startSignInMode()) setAppBarSlot(SessionParts)
