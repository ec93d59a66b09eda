import type { CreateUserBody, UpdateUserBody } from '../../contract/team'
import {
  TeamUserListSchema,
  TeamUserSchema,
  type ResetPasswordBody,
  type TeamUser,
} from '../../contract/team-user'
import {
  AuditPageSchema,
  HistorySchema,
  type AuditPage,
  type AuditQuery,
  type History,
} from '../../contract/team-audit'
import type { ApiTransport, ConnectionTarget } from '../api-transport'
import { buildUrl } from '../request-shape'

// This server's team endpoints with sign-in on (docs/team-server.md): the admin's users and audit log,
// and a listing's or cash offer's history for anyone who acts for its pharmacy. Sent through the
// dashboard's transport, so a 401 opens the re-sign-in dialog as any other call does; a refusal (403) is
// this server's shape 4, recorded in the audit log by the server.

const THIS_SERVER: ConnectionTarget = { baseUrl: '', apiKey: null, signedIn: true }
const userPath = (id: string) => `/team/users/${encodeURIComponent(id)}`

/** GET /team/users: every user of the team (admins only). */
export const listUsers = (t: ApiTransport, signal?: AbortSignal): Promise<TeamUser[]> =>
  t
    .request({ operation: 'list users', method: 'GET', path: '/team/users', signal }, TeamUserListSchema)
    .then((list) => list.data)

/** POST /team/users: 201 with the new user; 409 when the e-mail address is taken. */
export const createUser = (t: ApiTransport, body: CreateUserBody): Promise<TeamUser> =>
  t.request({ operation: 'add user', method: 'POST', path: '/team/users', body }, TeamUserSchema)

/** PATCH /team/users/:id: name, role, pharmacies or active; deactivating ends the user's sessions. */
export const updateUser = (t: ApiTransport, id: string, body: UpdateUserBody): Promise<TeamUser> =>
  t.request({ operation: 'change user', method: 'PATCH', path: userPath(id), body }, TeamUserSchema)

/** POST /team/users/:id/password: a new password; the user's sessions end. */
export const resetUserPassword = (t: ApiTransport, id: string, body: ResetPasswordBody): Promise<TeamUser> =>
  t.request(
    { operation: 'reset password', method: 'POST', path: `${userPath(id)}/password`, body },
    TeamUserSchema,
  )

/** The audit log's filters and page as query parameters (AuditQuerySchema). */
export type AuditParams = Omit<AuditQuery, 'npi'> & { npi?: number }

/** GET /team/audit: one page of the log, newest first (admins only). */
export const listAudit = (t: ApiTransport, query: AuditParams, signal?: AbortSignal): Promise<AuditPage> =>
  t.request(
    { operation: 'read audit log', method: 'GET', path: '/team/audit', query, signal },
    AuditPageSchema,
  )

/** The address of GET /team/audit.csv with the same filters: a download the browser makes itself. */
export const auditCsvUrl = (query: Omit<AuditParams, 'start' | 'take'>): string =>
  buildUrl(THIS_SERVER.baseUrl, '/team/audit.csv', query)

/** GET /team/history/:targetId: the changes made through this server, newest first. */
export const readHistory = (t: ApiTransport, targetId: string, signal?: AbortSignal): Promise<History> =>
  t.request(
    {
      operation: 'read history',
      method: 'GET',
      path: `/team/history/${encodeURIComponent(targetId)}`,
      signal,
    },
    HistorySchema,
  )
