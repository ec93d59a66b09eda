// Sign-in on one server (docs/team-server.md): cookies, the sign-in form's body, /auth/*, /team/* and the
// API for signed-in users (team-forward.ts), in a plugin of their own so nothing of it touches the
// sandbox's routes for callers with a key. The sandbox (app.ts) and proxy mode (proxy-app.ts) both
// register it; each gives the upstream its signed-in users' calls go to.
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import type { AuthConfig } from '../../src/contract/team'
import { usersRoutes } from './users-routes'
import { AuditLog } from '../audit/audit-log'
import { auditRoutes } from './audit-routes'
import { registerContentTypes, UNSUPPORTED_BODY } from '../http/content-types'
import { genericProblem } from '../http/problems'
import { registerJobs, type JobsOptions } from './jobs/job-routes'
import { Meter } from '../meter/meter'
import { meterRoutes } from './meter-routes'
import { readMeterSettings, type MeterSettings } from '../meter/meter-settings'
import { Metrics } from '../ops/metrics'
import { teamForwardRoutes } from './team-forward'
import { cachedGroupMembers } from '../proxy/group-members'
import type { Upstream } from '../proxy/upstream'
import type { TeamStore } from '../store/team-store'
import { authRoutes } from './auth-routes'
import { OidcSignIn } from '../auth/oidc'
import { SESSION_READ, Sessions } from '../auth/sessions'
import type { TeamContext } from './team-context'
import type { OidcSettings } from '../auth/team-settings'

export type TeamOptions = {
  store: TeamStore
  /** Where signed-in users' calls go, given the app (the built-in sandbox calls into it). */
  upstream: (app: FastifyInstance) => Upstream
  clock?: () => Date
  publicUrl?: string
  sessionIdleMinutes: number
  sessionAbsoluteHours: number
  upstreamTimeoutMs: number
  oidc?: OidcSettings
  /** The demo users to list on the sign-in page (the demo scenario only). */
  demoUsers?: () => Promise<AuthConfig['demoUsers']>
  /** The meter's budget (server/meter/meter-settings.ts); the service's 300 a minute when absent. */
  meter?: MeterSettings
  /** The bulk jobs' runner (server/team/jobs/job-runner.ts): its instance id, lease and polling. */
  jobs?: JobsOptions
  /** The server's metrics (server/ops/metrics.ts); counted in a registry of this layer's own when absent. */
  metrics?: Metrics
}

const FORM = /^application\/x-www-form-urlencoded(?:;|$)/i

export function registerTeam(app: FastifyInstance, options: TeamOptions, proxyMode: boolean): TeamContext {
  const clock = options.clock ?? (() => new Date())
  app.decorateRequest(SESSION_READ, null)
  const sessions = new Sessions({
    store: options.store,
    clock,
    idleMs: options.sessionIdleMinutes * 60_000,
    absoluteMs: options.sessionAbsoluteHours * 3_600_000,
    publicUrl: options.publicUrl,
  })
  const settings = options.meter ?? readMeterSettings({})
  const metrics = options.metrics ?? new Metrics()
  const upstream = new Meter({
    upstream: options.upstream(app),
    store: options.store.meter,
    clock,
    limit: settings.limitPerMinute,
    maxWaitMs: settings.maxWaitSeconds * 1000,
    reserve: settings.interactiveReserve,
    onOutcome: (outcome) => metrics.upstream(outcome),
  })
  metrics.watchMeter({
    limit: settings.limitPerMinute,
    status: () => upstream.status(),
    held: () => upstream.heldCounts(),
  })
  // Before the server stops listening: a person's call held at the meter is answered 429 with
  // Retry-After now, rather than waiting past the server's end (docs/operations.md, "Stopping").
  app.addHook('preClose', (done) => {
    upstream.stop()
    done()
  })
  const members = cachedGroupMembers(upstream, clock)
  const ctx: TeamContext = {
    store: options.store,
    sessions,
    audit: new AuditLog(options.store, clock),
    upstream,
    meter: upstream,
    groupMembers: members.members,
    groupChanged: members.forget,
    clock,
    publicUrl: options.publicUrl,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    proxyMode,
    oidc: options.oidc && options.publicUrl ? new OidcSignIn(options.oidc, options.publicUrl) : null,
    demoUsers: options.demoUsers ?? (() => Promise.resolve([])),
    metrics,
  }
  void app.register(async (team) => {
    await team.register(fastifyCookie)
    registerContentTypes(team)
    // The sign-in page's form posts (no script needed); nowhere else is a form body read.
    team.addContentTypeParser(FORM, { parseAs: 'string' }, (request, body, done) =>
      done(
        null,
        request.url.split('?')[0] === '/auth/sign-in'
          ? Object.fromEntries(new URLSearchParams(body as string))
          : UNSUPPORTED_BODY,
      ),
    )
    authRoutes(team, ctx)
    usersRoutes(team, ctx)
    auditRoutes(team, ctx)
    meterRoutes(team, ctx)
    registerJobs(team, ctx, options.jobs ?? {})
    teamForwardRoutes(team, ctx)
  })
  return ctx
}

export const SIGN_IN_OFF = 'Sign-in is off on this server: it works with the key each person types in.'

/**
 * With sign-in off: GET /auth/config, which the dashboard asks to know the mode, and a 404 in shape 4 for
 * the rest of /auth and /team (rather than the dashboard's page, which the single-page fallback would send).
 */
export function registerSignInOff(app: FastifyInstance): void {
  app.get('/auth/config', (_request, reply) => {
    const config: AuthConfig = { signIn: false, oidc: null, demoUsers: [] }
    return reply.header('cache-control', 'no-store').send(config)
  })
  const off = () => Promise.reject(genericProblem(404, SIGN_IN_OFF))
  for (const url of ['/auth/*', '/team/*']) app.all(url, off)
}
