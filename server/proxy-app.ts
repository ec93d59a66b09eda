// Proxy mode (UPSTREAM_URL): this server serves the dashboard and forwards every /api/v1/* request to the
// vendor's service, so the dashboard reaches a service that does not answer CORS preflights for our page.
// The forwarding is @fastify/http-proxy's: method, path, query and the body bytes go out unchanged (the
// body is streamed, never parsed), with Content-Type and the key; the upstream's status, body,
// Content-Type and Retry-After come back unchanged. The sandbox's own data, routes and rate limit are off:
// the service counts its 300 requests a minute per address, and everyone behind this server shares one.
// Nothing stores or logs a key (the access log names method, route and status only, and the key header
// is redacted from any line: ops/access-log.ts).
import fastifyHttpProxy from '@fastify/http-proxy'
import type { FastifyInstance } from 'fastify'
import { registerNotFound } from './http/dashboard'
import { genericProblem } from './http/problems'
import { createServerBase } from './ops/server-base'
import { registerHealth, type Lifecycle } from './http/health'
import { registerTextChecks } from './http/unstorable-text'
import { PROXY_HEADER } from '../src/contract/sandbox-extensions'
import { registerSignInOff, registerTeam, type TeamOptions } from './team/team-layer'
import { dashboardGate } from './team/dashboard-gate'
import { Metrics } from './ops/metrics'
import type { LoggerOptions } from './ops/access-log'

export type ProxyAppOptions = {
  /** The service's base address, e.g. https://service.example (its /api/v1 is forwarded to). */
  upstreamUrl: string
  /** No answer from the upstream in this time: 504. */
  timeoutMs: number
  /** Request bodies above this many bytes are refused (413) before anything is sent. */
  bodyLimitBytes: number
  dashboardDir?: string
  logger?: boolean | LoggerOptions
  trustProxy?: boolean | string
  /** PUBLIC_URL (the team's own when absent): https adds Strict-Transport-Security. */
  publicUrl?: string
  /**
   * Sign-in on: signed-in users' calls go to the service with the group's key (its upstream), and a
   * request that brings a key of its own is refused; nothing is forwarded as it came.
   */
  team?: TeamOptions
  /** The server's counters (server/ops/metrics.ts); a registry of this app's own when absent. */
  metrics?: Metrics
  /** METRICS_TOKEN: GET /metrics for whoever brings it (docs/operations.md); absent, no /metrics. */
  metricsToken?: string
  /** Stopping (SIGTERM) fails /readyz while the server still answers (server/ops/shutdown.ts). */
  lifecycle?: Lifecycle
}

/** Request headers the service needs; everything else the browser sent (cookies, referer...) stays here. */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-length',
  'content-type',
  'x-service-auth',
] as const

const unreachable = (why: string) =>
  `The marketplace service could not be reached through this server: ${why}. Nothing was changed by this server; the service may or may not have received the request.`

export function buildProxyApp(options: ProxyAppOptions): FastifyInstance {
  const metrics = options.metrics ?? new Metrics()
  const app = createServerBase({
    ...options,
    metrics,
    signIn: options.team !== undefined,
    publicUrl: options.publicUrl ?? options.team?.publicUrl,
    keylessAreTeam: true,
  })
  // Ready without asking the vendor's service (its outage is not this instance's); with sign-in, the
  // team store must answer.
  const store = options.team?.store
  registerHealth(app, {
    mode: 'proxy',
    check: () => (store ? store.health() : Promise.resolve(true)),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  })

  // Refused before a byte goes out: a declared length above the limit, or a body of unknown length.
  app.addHook('onRequest', (request, _reply, done) => {
    const length = request.headers['content-length']
    if (length !== undefined && Number(length) > options.bodyLimitBytes) {
      return done(
        genericProblem(
          413,
          `The request body is larger than ${options.bodyLimitBytes} bytes, the most this server forwards.`,
        ),
      )
    }
    if (length === undefined && request.headers['transfer-encoding'] !== undefined) {
      return done(genericProblem(411, 'Send the request body with a Content-Length.'))
    }
    done()
  })

  // Signed-in users' calls are read, checked and audited here; what is forwarded as it came is not read.
  if (options.team) registerTextChecks(app)
  const team = options.team ? registerTeam(app, { ...options.team, metrics }, true) : null
  if (!team) registerForwarding(app, options)
  registerNotFound(app, options.dashboardDir, team ? dashboardGate(team) : undefined)
  return app
}

function registerForwarding(app: FastifyInstance, options: ProxyAppOptions): void {
  registerSignInOff(app)
  void app.register(fastifyHttpProxy, {
    upstream: options.upstreamUrl.replace(/\/+$/, ''),
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    http: { requestOptions: { timeout: options.timeoutMs } },
    replyOptions: {
      // Marks every forwarded answer, so the dashboard can say that a 429 counts this server's users as one.
      rewriteHeaders: (headers) => ({ ...headers, [PROXY_HEADER]: 'forwarded' }),
      rewriteRequestHeaders: (_request, headers) =>
        Object.fromEntries(
          FORWARDED_REQUEST_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [
            name,
            headers[name],
          ]),
        ),
      onError: (reply, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504
        const problem = timedOut
          ? genericProblem(
              504,
              unreachable(`it did not answer within ${Math.round(options.timeoutMs / 1000)} s`),
            )
          : genericProblem(502, unreachable('the connection failed'))
        void reply.code(problem.statusCode).send(problem.body)
      },
    },
  })
}
