// spec: Limits and Errors > Rate-limit rejection: 300 requests per minute per calling IP, fixed window
// (not rolling); request 301 of a window gets 429 with an empty body and Retry-After. It runs in onRequest,
// before the body is read or anything else happens, so a refused request writes nothing.
// Windows are whole minutes of the injected clock. Only /api requests count: the dashboard's own files
// are not part of the API. The counts live in a RateLimitStore: in this process by default, or shared by
// several instances of the sandbox (docs/scaling.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RateLimitStore } from '../store/rate-limit-store'

const WINDOW_MS = 60_000

export function registerRateLimit(
  app: FastifyInstance,
  options: {
    perMinute: number
    clock: () => Date
    store: RateLimitStore
    /** Requests the limit leaves alone. */
    skip?: (request: FastifyRequest) => boolean
  },
): void {
  const refuse = (reply: FastifyReply, now: number, window: number) =>
    sendRateLimited(reply, Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)))
  app.addHook('onRequest', (request, reply, done) => {
    if (!/^\/api(?:[/?#]|$)/i.test(request.url) || options.skip?.(request)) return done()
    const now = options.clock().getTime()
    const window = Math.floor(now / WINDOW_MS)
    const counted = options.store.hit(request.ip, window)
    // The in-process store answers at once: no promise, no extra turn of the event loop per request.
    if (typeof counted === 'number') return counted <= options.perMinute ? done() : refuse(reply, now, window)
    counted.then(
      (count) => (count <= options.perMinute ? done() : refuse(reply, now, window)),
      (error: Error) => done(error),
    )
  })
}

/** spec: Errors > Rate-limit rejection: 429, an empty body, and the seconds to wait in Retry-After. */
export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number): void {
  void reply.code(429).header('retry-after', String(retryAfterSeconds)).send()
}
