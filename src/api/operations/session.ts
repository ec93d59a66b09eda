import { SessionAnswerSchema, type SessionAnswer, type SignInBody } from '../../contract/session'
import type { ApiTransport, ConnectionTarget } from '../api-transport'

// This server's sign-in and sign-out (docs/team-server.md: HTTP contract for the dashboard), for the
// re-sign-in dialog and the app bar's sign-out. Sent as this server's own calls: the session cookie and
// the dashboard's header, and none of the service's hooks (a refused sign-in is not the service's 429 or
// a reason to open the dialog again).

const THIS_SERVER: ConnectionTarget = { baseUrl: '', apiKey: null, signedIn: true }

/** POST /auth/sign-in: 200 with the new session (and its cookie); 401, 403 or 429 refused. */
export const signIn = (t: ApiTransport, body: SignInBody): Promise<SessionAnswer> =>
  t.request(
    { operation: 'sign in', method: 'POST', path: '/auth/sign-in', body, target: THIS_SERVER },
    SessionAnswerSchema,
  )

/** GET /auth/session: who is signed in now (after the OpenID Connect window); 401 when nobody. */
export const readSession = (t: ApiTransport, signal?: AbortSignal): Promise<SessionAnswer> =>
  t.request(
    { operation: 'read session', method: 'GET', path: '/auth/session', signal, target: THIS_SERVER },
    SessionAnswerSchema,
  )

/** POST /auth/sign-out: 204, the session ends and its cookie is cleared. */
export const signOut = (t: ApiTransport): Promise<void> =>
  t.send({ operation: 'sign out', method: 'POST', path: '/auth/sign-out', target: THIS_SERVER })

/** PUT /auth/acting-pharmacy: the pharmacy to act for, remembered for the next sign-in; the session after. */
export const chooseActingPharmacy = (t: ApiTransport, npi: number): Promise<SessionAnswer> =>
  t.request(
    {
      operation: 'choose the pharmacy you act for',
      method: 'PUT',
      path: '/auth/acting-pharmacy',
      body: { npi },
      target: THIS_SERVER,
    },
    SessionAnswerSchema,
  )
