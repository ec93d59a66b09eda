// Cross-site request forgery (OWASP CSRF Prevention Cheat Sheet): a request that changes something and
// carries the session cookie must also carry a custom header, which a cross-site form or image cannot
// send and a cross-site script can only send after a CORS preflight this server never grants, and an
// Origin equal to this server's own. The SameSite=Strict cookie is the first defence; these two hold when
// a browser or a same-site neighbour gets around it. Sign-in checks the Origin too (login CSRF).
import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

export const CSRF_HEADER = 'x-dashboard-request'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method)

export const UNKNOWN_NAME =
  'This server was opened by a name it was not told is its own, so it refused the request. Open it at the address it printed, or ask whoever runs it to set PUBLIC_URL.'

/**
 * A host name no other site can take: an IP address, or localhost (browsers keep it on this machine).
 * Any other name may be a site's own, resolving to this server (DNS rebinding): its pages would send a
 * Host and an Origin that match each other.
 */
function isAddressOrLocalhost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return isIP(bare) !== 0 || bare === 'localhost' || bare.endsWith('.localhost')
}

/**
 * This server's origin: PUBLIC_URL's, else the request's own scheme and Host (X-Forwarded-* with
 * TRUST_PROXY) when that Host is an address or localhost; null when no origin can be trusted as its own.
 */
export function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (publicUrl !== undefined) return publicUrl
  return isAddressOrLocalhost(request.hostname) ? `${request.protocol}://${request.host}` : null
}

/** Why the request's Origin is not this server's, or null when it is. */
export function originProblem(request: FastifyRequest, publicUrl: string | undefined): string | null {
  const origin = request.headers.origin
  if (origin === undefined || origin === '' || origin === 'null')
    return 'This request did not say which page sent it, so it was refused. Reload the dashboard and try again.'
  const own = ownOrigin(request, publicUrl)
  if (own === null) return UNKNOWN_NAME
  if (origin !== own)
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
