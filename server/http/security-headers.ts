// Security headers on every response the sandbox sends: API answers, the dashboard's files, error bodies,
// 404s and 429s. They are set in onRequest, registered before the rate limit, so a reply that is answered
// early (429) or by the error handler carries them too; errors Fastify raises before routing (a URL that
// cannot be decoded) skip onRequest, so the error path applies them as well (applySecurityHeaders).
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The dashboard is a Vite build: every script is a file from this origin, so script-src needs nothing
 * inline and no eval. MUI (emotion) injects <style> elements at run time and components set style
 * attributes, so style-src has to allow inline styles; styles cannot run code, scripts stay locked.
 * connect-src allows any http(s) origin because the connection dialog lets the user point the dashboard
 * at another marketplace service (a base URL they type); the key is only ever sent in a header to the
 * service the user chose. Nothing else is loaded from elsewhere, and the page may not be framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // Responses are JSON or the dashboard's own typed files: never let a browser guess another type.
  'x-content-type-options': 'nosniff',
  // The dashboard's URLs (NDCs, filters) are nobody else's business; nothing here needs a Referer.
  'referrer-policy': 'no-referrer',
}

export function applySecurityHeaders(reply: FastifyReply): void {
  void reply.headers(SECURITY_HEADERS)
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply)
    done()
  })
}
