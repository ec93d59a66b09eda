import { readStoredConnection } from '../api/stored-connection'
import { startFirstRequest } from './first-request'

// A script of its own, run before the app's entry (vite.config.ts builds it as a second entry and names
// it in index.html first): it starts the page's first request from the stored connection while the app's
// code is still downloading and evaluating, and the page's query takes the started response over
// (src/api/early-request.ts, docs/decisions/0008). Without a stored connection nothing is sent.

if (startFirstRequest(location, readStoredConnection())) performance.mark('marketplace:first-request-started')
