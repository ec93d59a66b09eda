// What every server of this product starts with, the sandbox and the proxy alike: Fastify with the
// security headers on every answer and every error answered in one of the documented bodies.
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { registerErrorHandling, sendError } from '../http/error-handler'
import { callerConstraint } from '../http/caller-constraint'
import { Metrics } from './metrics'
import { registerMetricsRoute, registerRequestMetrics } from './metrics-route'
import { loggerOptions, registerAccessLog, requestIds, type LoggerOptions } from './access-log'
import { applySecurityHeaders, registerSecurityHeaders, securityHeaders } from '../http/security-headers'

export type ServerBaseOptions = {
  logger?: boolean | LoggerOptions
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For names the caller. */
  trustProxy?: boolean | string
  /** Sign-in on: the page may connect to this server only (its Content-Security-Policy). */
  signIn?: boolean
  /** PUBLIC_URL: when https, every answer carries Strict-Transport-Security. */
  publicUrl?: string | undefined
  /** Proxy mode: every request without a key is the team's (caller-constraint.ts). */
  keylessAreTeam?: boolean
  /** The server's counters (server/ops/metrics.ts), which count every request; its own when absent. */
  metrics?: Metrics
  /** METRICS_TOKEN: GET /metrics answers whoever brings it; without one there is no /metrics. */
  metricsToken?: string | undefined
}

export function createServerBase(options: ServerBaseOptions): FastifyInstance {
  const headers = securityHeaders(options.signIn ?? false, options.publicUrl?.startsWith('https:') ?? false)
  const app = Fastify({
    // JSON lines with secrets redacted; one access line per request (ops/access-log.ts), not Fastify's two.
    logger: loggerOptions(options.logger),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIds(options.trustProxy),
    trustProxy: options.trustProxy ?? false,
    // While it closes, a request that still arrives (on a connection already open, or a signed-in user's
    // call into the built-in sandbox) is answered, not refused with a 503: the balancer stopped sending
    // new ones during the drain (ops/shutdown.ts), and a 503 to a POST it may not resend is a lost write.
    return503OnClosing: false,
    // Signed-in users' calls and keyed calls share /api/v1 paths (caller-constraint.ts).
    routerOptions: { constraints: { caller: callerConstraint(options.keylessAreTeam ?? false) } },
    // Errors Fastify raises before routing (a malformed URL) take the same path as every other error;
    // they skip onRequest hooks, so the security headers are added here.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(reply, headers)
      sendError(error, request, reply)
    },
  })
  registerSecurityHeaders(app, headers)
  registerErrorHandling(app)
  const metrics = options.metrics ?? new Metrics()
  registerAccessLog(app)
  registerRequestMetrics(app, metrics)
  if (options.metricsToken !== undefined) registerMetricsRoute(app, metrics, options.metricsToken)
  return app
}
