// GET /healthz: for test runners and load balancers. No key, outside /api, so the rate limit never counts
// or refuses it. 200 when this server can do its work (the database answers), 503 otherwise.
import type { FastifyInstance } from 'fastify'

export type HealthOptions = {
  mode: 'sandbox' | 'proxy'
  /** Resolves true when the store answers; false or a rejection means unhealthy. */
  check: () => Promise<boolean>
}

export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  app.get('/healthz', async (_request, reply) => {
    const ok = await Promise.resolve()
      .then(options.check)
      .catch(() => false)
    void reply.header('cache-control', 'no-store')
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', mode: options.mode })
  })
}
