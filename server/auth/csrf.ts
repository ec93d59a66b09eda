// Cross-site request forgery (OWASP CSRF Prevention Cheat Sheet): a request that changes something and
// carries the session cookie must also carry a custom header, which a cross-site form or image cannot
// send and a cross-site script can only send after a CORS preflight this server never grants, and an
// Origin equal to this server's own. The SameSite=Strict cookie is the first defence; these two hold when
// a browser or a same-site neighbour gets around it. Sign-in checks the Origin too (login CSRF).
import type { FastifyRequest } from 'fastify'

export const CSRF_HEADER = 'x-dashboard-request'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method)

/** This server's origin: PUBLIC_URL's, else the request's own scheme and Host (X-Forwarded-* with TRUST_PROXY). */
export function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

/** Why the request's Origin is not this server's, or null when it is. */
export function originProblem(request: FastifyRequest, publicUrl: string | undefined): string | null {
  const origin = request.headers.origin
  if (origin === undefined || origin === '' || origin === 'null')
    return 'This request did not say which page sent it, so it was refused. Reload the dashboard and try again.'
  if (origin !== ownOrigin(request, publicUrl))
    return "This request came from another site's page, so it was refused. Use the dashboard at its own address."
  return null
}

/** Why a changing request with the session cookie is refused, or null when it may go on. */
export function csrfProblem(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (isSafeMethod(request.method)) return null
  if (request.headers[CSRF_HEADER] !== '1')
    return 'This request did not come from the dashboard, so it was refused. Reload the dashboard and try again.'
  return originProblem(request, publicUrl)
}
