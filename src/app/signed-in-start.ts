import { actFor, startSignInMode } from '../api/session-mode'
import { signInSlots } from '../api/sign-in-mode'
import { getPageSession } from '../api/session-store'
import { LazyRecordHistory } from '../components/pages/lazy-record-history'
import { SessionParts } from '../features/session/session-parts'
import { setAppBarSlot } from './app-bar-slot'
import { JOBS_NAV_ITEM, TEAM_PAGES } from './team-routes'

// Sign-in mode's start, loaded by main.tsx before the first render only when the server put a session
// into the page: the session and its connection (no key), the app bar's menu in place of the connection
// summary, the jobs' and the admin's pages in the navigation (and the admin's routes), a listing's or
// cash offer's history on its page, and who is signed in. One chunk, so the typed-key app's first screen
// carries none of it.

if (startSignInMode()) {
  setAppBarSlot(SessionParts)
  signInSlots.pages = TEAM_PAGES
  signInSlots.navItems = [JOBS_NAV_ITEM, ...TEAM_PAGES.map((page) => ({ ...page, to: page.path }))]
  signInSlots.history = LazyRecordHistory
  signInSlots.pharmacies = () => getPageSession()?.session.pharmacies ?? null
  signInSlots.actFor = actFor
  signInSlots.person = () => getPageSession()?.session.user ?? null
}
