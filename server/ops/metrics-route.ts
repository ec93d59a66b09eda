// GET /metrics (docs/operations.md, "Metrics"): Prometheus' text format, for a scraper holding the token
// (METRICS_TOKEN): `Authorization: Bearer <token>`, compared in constant time; anything else is 401 in
// shape 4. Not registered at all without a token, so a server nobody set up for scraping shows nothing.
// Outside /api: the rate limit never counts or refuses a scrape. And every request's count and duration,
// by its route's pattern (not its path, which would make a series per id) and status.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { genericBody } from '../http/problems'
import { isInProcess } from '../http/in-process-call'
import type { Metrics } from './metrics'

export const METRICS_PATH = '/metrics'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** True when the header is `Bearer <token>`; a hash of each side, so the comparison's time says nothing. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token))
}

/** Counts every answered request: its method, route pattern ('unmatched' for none) and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!isInProcess(request.raw)) {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      }
      metrics.requests.inc(labels)
      metrics.requestDuration.observe(labels, reply.elapsedTime / 1000)
    }
    done()
  })
}

export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get(METRICS_PATH, async (request, reply) => {
    void reply.header('cache-control', 'no-store')
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(genericBody(401, 'Send the metrics token as Authorization: Bearer <token>.'))
    const text = await metrics.registry.metrics()
    return reply.header('content-type', metrics.registry.contentType).send(text)
  })
}
