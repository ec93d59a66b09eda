// buildApp wires the sandbox over the repositories it is given: security headers, CORS and the rate limit
// first, then content types, routes, error and not-found handling. Tests call it directly (app.inject)
// with SQLite in memory (or another implementation of a repository) and a clock they control.
import type { FastifyInstance, RouteOptions } from 'fastify'
// zod's English messages for every answer the server writes (the contract leaves the locale to programs).
import '../src/contract/zod-locale'
import { registerApiReference } from './http/api-reference'
import { registerCors } from './http/cors'
import { registerHealth, type Lifecycle } from './http/health'
import { registerContentTypes } from './http/content-types'
import { registerTextChecks } from './http/unstorable-text'
import { registerNotFound } from './http/dashboard'
import { isTeamRequest, isTeamRoute } from './http/caller-constraint'
import { registerSignInOff, registerTeam, type TeamOptions } from './team/team-layer'
import { dashboardGate } from './team/dashboard-gate'
import { registerRateLimit } from './http/rate-limit'
import { memoryRateLimitStore, type RateLimitStore } from './store/rate-limit-store'
import { createServerBase } from './ops/server-base'
import { Metrics } from './ops/metrics'
import type { LoggerOptions } from './ops/access-log'
import { cashOfferRoutes } from './routes/cash-offers'
import type { RouteContext } from './routes/context'
import { draftListingRoutes } from './routes/draft-listings'
import { groupRoutes } from './routes/groups'
import { marketplaceListingRoutes } from './routes/marketplace-listings'
import { marketplaceListingReadRoutes } from './routes/marketplace-listings-read'
import { ndcStatisticRoutes } from './routes/ndc-statistics'
import { sandboxRoutes } from './routes/sandbox'
import { FAULTS_PATH, RESET_PATH, sandboxControlRoutes } from './routes/sandbox-controls'
import { RequestGate, registerRequestGate } from './sandbox/request-gate'
import { registerTeamKey, type TeamKey } from './sandbox/team-key'
import { registerFaultInjection } from './sandbox/fault-injection'
import type { FaultRuleStore } from './store/fault-rule-store'
import { MemoryFaultRules } from './store/memory-fault-rules'
import type { Repositories } from './store/repositories'
import type { TenantDirectory } from './store/tenant-directory'
import { DEFAULT_TENANT_SETTINGS, tenantRoutes, type TenantSettings } from './tenants/tenant-routes'
import {
  createTenancy,
  reachesATenant,
  registerTenantLookup,
  registerTenantRouting,
  type TenantScope,
} from './tenants/tenant-scope'

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 300

export type BuildAppOptions = {
  /** The storage the routes read and write (store/repositories.ts); SQLite in store/sqlite/. */
  repositories: Repositories
  /** The rate limit's counts; this process's own by default. */
  rateLimitStore?: RateLimitStore
  /** The fault rules (faults on demand); this process's own by default. */
  faultRules?: FaultRuleStore
  clock?: () => Date
  rateLimitPerMinute?: number
  /** Folder of the built dashboard to serve next to the API; omitted: API only. */
  dashboardDir?: string
  logger?: boolean | LoggerOptions
  /** PUBLIC_URL, with sign-in on or off (the team's own when absent): https adds Strict-Transport-Security. */
  publicUrl?: string
  /** Browser origins allowed to call the API (CORS_ORIGINS); none by default. */
  corsOrigins?: string[] | '*'
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For names the caller the rate limit counts. */
  trustProxy?: boolean | string
  /** The sandbox's control surface (faults on demand, reset); on unless false (SANDBOX_CONTROLS). */
  sandboxControls?: boolean
  /** Puts the data back to the scenario loaded at start (POST /api/v1/sandbox/reset). */
  resetData?: (now: Date) => void | Promise<void>
  /** Tenants (decision 0021): a request with a tenant's key reaches that tenant's data; none without. */
  tenants?: TenantDirectory
  /** How long an unused tenant lives and how many there may be (TENANT_IDLE_MINUTES, TENANT_LIMIT). */
  tenantSettings?: TenantSettings
  /**
   * Sign-in on (docs/team-server.md): signed-in users' calls reach these routes through the upstream
   * given (the built-in sandbox: this app, with the group's key); callers with a key reach them as before.
   */
  team?: TeamOptions
  /** Told of every route as it is registered (Fastify's onRoute), before the first: tests list them. */
  onRoute?: (route: RouteOptions) => void
  /**
   * The key the server made for its signed-in team, standing for the demo group's (sandbox/team-key.ts,
   * decision 0024); absent when the operator set UPSTREAM_API_KEY, or sign-in is off.
   */
  teamKey?: TeamKey
  /** The server's counters (server/ops/metrics.ts); a registry of this app's own when absent. */
  metrics?: Metrics
  /** METRICS_TOKEN: GET /metrics for whoever brings it (docs/operations.md); absent, no /metrics. */
  metricsToken?: string
  /** Stopping (SIGTERM) fails /readyz while the server still answers (server/ops/shutdown.ts). */
  lifecycle?: Lifecycle
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const clock = options.clock ?? (() => new Date())
  const publicUrl = options.publicUrl ?? options.team?.publicUrl
  const metrics = options.metrics ?? new Metrics()
  const app = createServerBase({ ...options, metrics, signIn: options.team !== undefined, publicUrl })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  registerCors(app, options.corsOrigins ?? [])
  // After the CORS plugin has loaded, so that its hook runs first (server/http/cors.ts says why).
  const controls = options.sandboxControls ?? true
  const faultRules = options.faultRules ?? new MemoryFaultRules()
  const resetData = options.resetData ?? (() => Promise.reject(new Error('no scenario to reset to')))
  const directory = options.tenants
  const defaultScope: TenantScope = {
    repositories: options.repositories,
    reset: (now) => Promise.resolve(resetData(now)),
    gate: new RequestGate(),
    // Without tenants a reset clears every key's rules; with them, only the scenario's keys' rules.
    get apiKeys() {
      return directory ? [...directory.defaultKeys] : 'every'
    },
  }
  const tenancy = createTenancy(defaultScope)
  // First of the hooks below: the rate limit, the tenant and the fault rules see the group's key.
  if (options.teamKey) registerTeamKey(app, options.teamKey)
  const tenantSettings = options.tenantSettings ?? DEFAULT_TENANT_SETTINGS
  app.after(() => {
    registerRateLimit(app, {
      perMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
      clock,
      store: options.rateLimitStore ?? memoryRateLimitStore(),
      // A signed-in user's request is not a call to the service: the calls the server makes for it are.
      skip: isTeamRequest,
    })
    if (directory) registerTenantLookup(app, { directory, clock, idleMinutes: tenantSettings.idleMinutes })
    // Counted by the rate limit like any call, then answered by a fault rule if one matches.
    if (controls) registerFaultInjection(app, faultRules, directory ? reachesATenant : undefined)
  })
  // Outside the gate: signed-in users' routes (the calls they make into this app are inside it), the reset itself, and the list of fault rules, a long poll that may wait 30 s, which
  // a reset must not wait for (routes/sandbox-controls.ts). Its only read of data is the caller's key,
  // one statement, which a reset puts back unchanged; the reset's clear of the rules wakes it.
  const readsRules = (method: string | string[]) => [method].flat().every((m) => m === 'GET' || m === 'HEAD')
  if (controls)
    registerRequestGate(
      app,
      () => tenancy.current().gate,
      (route) =>
        route.url === RESET_PATH ||
        (route.url === FAULTS_PATH && readsRules(route.method)) ||
        isTeamRoute(route),
    )
  // After the gate, so that the gate's wrapper runs inside the tenant's scope and takes its gate.
  if (directory) registerTenantRouting(app, tenancy.within)
  registerContentTypes(app)
  registerTextChecks(app)
  const teamStore = options.team?.store
  registerHealth(app, {
    mode: 'sandbox',
    check: async () => (await options.repositories.health()) && (teamStore ? await teamStore.health() : true),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  })
  const ctx: RouteContext = { repos: directory ? tenancy.repositories : options.repositories, clock }
  marketplaceListingRoutes(app, ctx)
  marketplaceListingReadRoutes(app, ctx)
  draftListingRoutes(app, ctx)
  cashOfferRoutes(app, ctx)
  ndcStatisticRoutes(app, ctx)
  groupRoutes(app, ctx)
  sandboxRoutes(app, ctx, options.teamKey?.standsFor)
  if (controls) {
    sandboxControlRoutes(app, ctx, {
      rules: faultRules,
      tenant: tenancy.current,
      ...(options.teamKey
        ? {
            team: {
              groupKey: options.teamKey.standsFor,
              onSharedData: () => tenancy.current() === defaultScope,
            },
          }
        : {}),
    })
    if (directory)
      tenantRoutes(app, { repos: ctx.repos, directory, rules: faultRules, clock, settings: tenantSettings })
  }
  const team = options.team ? registerTeam(app, { clock, ...options.team, metrics }, false) : null
  if (!team) registerSignInOff(app)
  registerApiReference(app, options.team !== undefined)
  registerNotFound(app, options.dashboardDir, team ? dashboardGate(team) : undefined)
  return app
}
