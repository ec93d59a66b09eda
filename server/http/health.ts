// Health for balancers, orchestrators and test runners (docs/operations.md, "Health"). No key, outside
// /api, so the rate limit never counts or refuses them; never cached.
//   GET /livez   the process answers: 200, always. Never asks the database or the vendor's service, so a
//                database outage does not get every instance restarted.
//   GET /readyz  this instance should be sent requests: 200 while its stores answer (their migrations ran
//                before it listened) and it is not stopping; 503 otherwise. deploy/haproxy.cfg checks it.
//   GET /healthz as /readyz, with the mode in the body: the address the balancer and the tests used first.
import type { FastifyInstance } from 'fastify'

/** Whether the server is on its way out (SIGTERM: server/ops/shutdown.ts); readiness fails from then on. */
export class Lifecycle {
  stopping = false

  stop(): void {
    this.stopping = true
  }
}

export type HealthOptions = {
  mode: 'sandbox' | 'proxy'
  /** Resolves true when the stores answer; false or a rejection means not ready. */
  check: () => Promise<boolean>
  lifecycle?: Lifecycle
}

type Readiness = 'ok' | 'unavailable' | 'stopping'

export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const lifecycle = options.lifecycle ?? new Lifecycle()
  const readiness = async (): Promise<Readiness> => {
    if (lifecycle.stopping) return 'stopping'
    const ok = await Promise.resolve()
      .then(options.check)
      .catch(() => false)
    // Stopping may have begun while the stores were asked.
    if (lifecycle.stopping) return 'stopping'
    return ok ? 'ok' : 'unavailable'
  }
  app.get('/livez', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', mode: options.mode }),
  )
  for (const path of ['/readyz', '/healthz'])
    app.get(path, async (_request, reply) => {
      const status = await readiness()
      void reply.header('cache-control', 'no-store')
      return reply.code(status === 'ok' ? 200 : 503).send({ status, mode: options.mode })
    })
}
