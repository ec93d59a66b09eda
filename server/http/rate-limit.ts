// spec: Limits and Errors > Rate-limit rejection: 300 requests per minute per calling IP, fixed window
// (not rolling); request 301 of a window gets 429 with an empty body and Retry-After. It runs in onRequest,
// before the body is read or anything else happens, so a refused request writes nothing.
// Windows are whole minutes of the injected clock. Only /api requests count: the dashboard's own files
// are not part of the API.
import type { FastifyInstance, FastifyReply } from 'fastify'

const WINDOW_MS = 60_000

export function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; clock: () => Date },
): void {
  let window = Number.NaN
  let counts = new Map<string, number>()
  app.addHook('onRequest', (request, reply, done) => {
    if (!/^\/api(?:[/?#]|$)/i.test(request.url)) return done()
    const now = options.clock().getTime()
    const current = Math.floor(now / WINDOW_MS)
    if (current !== window) {
      // A new window forgets every caller of the old one, so memory stays bounded by one minute's callers.
      window = current
      counts = new Map()
    }
    const count = (counts.get(request.ip) ?? 0) + 1
    counts.set(request.ip, count)
    if (count <= options.perMinute) return done()
    sendRateLimited(reply, Math.max(1, Math.ceil(((current + 1) * WINDOW_MS - now) / 1000)))
  })
}

/** spec: Errors > Rate-limit rejection: 429, an empty body, and the seconds to wait in Retry-After. */
export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number): void {
  void reply.code(429).header('retry-after', String(retryAfterSeconds)).send()
}
