// Security headers on every response the sandbox sends: API answers, the dashboard's files, error bodies,
// 404s and 429s. They are set in onRequest, registered before the rate limit, so a reply that is answered
// early (429) or by the error handler carries them too; errors Fastify raises before routing (a URL that
// cannot be decoded) skip onRequest, so the error path applies them as well (applySecurityHeaders).
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The dashboard is a Vite build: every script is a file from this origin, so script-src needs nothing
 * inline and no eval. MUI (emotion) injects <style> elements at run time and components set style
 * attributes, so style-src has to allow inline styles; styles cannot run code, scripts stay locked.
 * In typed-key mode connect-src allows any http(s) origin because the connection dialog lets the user
 * point the dashboard at another marketplace service (a base URL they type); the key is only ever sent in
 * a header to the service the user chose. With sign-in on, the page talks to this server only
 * (connect-src 'self'): the server holds the key and makes every call. Nothing else is loaded from
 * elsewhere, and the page may not be framed.
 */
export function contentSecurityPolicy(signIn: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    signIn ? "connect-src 'self'" : "connect-src 'self' http: https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(false)
export const SIGN_IN_CONTENT_SECURITY_POLICY = contentSecurityPolicy(true)

/** A year: the browser keeps to HTTPS for this host that long after each answer (RFC 6797). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

/**
 * `https`: PUBLIC_URL is https, so the browser is told to use nothing else for this host. Only this host:
 * the server cannot know whether every name under its domain serves HTTPS (no includeSubDomains).
 */
export function securityHeaders(signIn: boolean, https = false): Readonly<Record<string, string>> {
  return {
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
    'content-security-policy': contentSecurityPolicy(signIn),
    // Responses are JSON or the dashboard's own typed files: never let a browser guess another type.
    'x-content-type-options': 'nosniff',
    // The dashboard's URLs (NDCs, filters) are nobody else's business; nothing here needs a Referer.
    'referrer-policy': 'no-referrer',
  }
}

export const SECURITY_HEADERS = securityHeaders(false)

export function applySecurityHeaders(
  reply: FastifyReply,
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
): void {
  void reply.headers(headers)
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply, headers)
    done()
  })
}
