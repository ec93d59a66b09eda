// What every signed-in route shares: the team store, sessions, the audit log, the upstream, the clock,
// and the check each of them starts with (signedInFor): a session, then for a changing request the CSRF
// check, then the role against the access table (src/contract/access.ts). A refusal is a 401 or 403 in
// shape 4; the CSRF and role refusals are written to the audit log.
import type { FastifyRequest } from 'fastify'
import { ACCESS, roleMayCall, roleRefusal, type Operation } from '../../src/contract/access'
import type { AuthConfig } from '../../src/contract/team'
import type { AuditLog } from '../audit/audit-log'
import { sentOf } from '../audit/audit-log'
import { genericProblem, type ApiProblem } from '../http/problems'
import type { Meter } from '../meter/meter'
import type { Metrics } from '../ops/metrics'
import type { GroupMember } from '../proxy/group-members'
import type { Upstream } from '../proxy/upstream'
import type { TeamStore } from '../store/team-store'
import type { OidcSignIn } from '../auth/oidc'
import { csrfProblem } from '../http/csrf'
import type { SignedIn, Sessions } from '../auth/sessions'

export type TeamContext = {
  store: TeamStore
  sessions: Sessions
  audit: AuditLog
  /** Every call to the service: the meter (server/meter/), over the upstream of the mode. */
  upstream: Upstream
  meter: Meter
  clock: () => Date
  publicUrl: string | undefined
  upstreamTimeoutMs: number
  /** Proxy mode: a request with a key of its own is refused (the group's key is the server's). */
  proxyMode: boolean
  oidc: OidcSignIn | null
  /** The group's member pharmacies, as the service lists them (kept a minute); null when it cannot say. */
  groupMembers: () => Promise<GroupMember[] | null>
  /** The group's members were changed through this server: the next ask reads them afresh. */
  groupChanged: () => void
  /** The demo scenario's users with their passwords (GET /auth/config), while their password is unchanged. */
  demoUsers: () => Promise<AuthConfig['demoUsers']>
  /** The server's counters (server/ops/metrics.ts): sign-ins, jobs and their rows. */
  metrics: Metrics
}

export const NOT_SIGNED_IN = 'You are not signed in, or your session has ended. Sign in to continue.'

export const actorOf = (signedIn: SignedIn | null) =>
  signedIn ? { id: signedIn.user.id, email: signedIn.user.email } : null

/** Writes a refusal to the audit log and answers the problem to throw. */
export async function refuse(
  ctx: TeamContext,
  request: FastifyRequest,
  signedIn: SignedIn | null,
  operation: string,
  status: number,
  message: string,
  facts: { npi?: number | null; targetId?: string | null; body?: unknown } = {},
): Promise<ApiProblem> {
  await ctx.audit.event(
    request,
    { operation, actor: actorOf(signedIn), npi: facts.npi ?? null, targetId: facts.targetId ?? null },
    { status, shape: 4, message },
    sentOf(request, facts.body ?? null),
  )
  return genericProblem(status, message)
}

/** The signed-in user allowed to call `operation` (its role, and the CSRF check for a change), or a refusal. */
export async function signedInFor(
  ctx: TeamContext,
  request: FastifyRequest,
  operation: Operation,
): Promise<SignedIn> {
  const hasCookie = ctx.sessions.hasCookie(request)
  const signedIn = await ctx.sessions.current(request)
  // A forged request riding on the cookie is refused whether or not its session is still valid.
  const forged = hasCookie ? csrfProblem(request, ctx.publicUrl) : null
  if (forged !== null) throw await refuse(ctx, request, signedIn, operation, 403, forged)
  if (!signedIn) throw genericProblem(401, NOT_SIGNED_IN)
  if (!roleMayCall(signedIn.user.role, operation))
    throw await refuse(ctx, request, signedIn, operation, 403, roleRefusal(signedIn.user.role, operation), {
      targetId: targetOf(request, operation),
    })
  return signedIn
}

export function targetOf(request: FastifyRequest, operation: Operation): string | null {
  const name = ACCESS[operation].target
  if (name === undefined) return null
  const value = (request.params as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : null
}
