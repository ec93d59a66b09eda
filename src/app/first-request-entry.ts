import { pageConnection, readPageSession } from '../api/page-session'
import { readStoredConnection } from '../api/stored-connection'
import { startFirstRequest } from './first-request'

// A script of its own, run before the app's entry (vite.config.ts builds it as a second entry and names
// it in index.html first): it starts the page's first request from the stored connection while the app's
// code is still downloading and evaluating, and the page's query takes the started response over
// (src/api/early-request.ts, docs/decisions/0008). Signed in, the connection is the one the app will make
// from the session in the page (no key: the session's cookie); otherwise the stored connection of a typed
// key. Without either nothing is sent.

const page = readPageSession()
const connection = page ? pageConnection(page) : readStoredConnection()
if (startFirstRequest(location, connection)) performance.mark('marketplace:first-request-started')
