// What every server of this product starts with, the sandbox and the proxy alike: Fastify with the
// security headers on every answer and every error answered in one of the documented bodies.
import Fastify, { type FastifyInstance } from 'fastify'
import { registerErrorHandling, sendError } from './error-handler'
import { callerConstraint } from './caller-constraint'
import { applySecurityHeaders, registerSecurityHeaders, securityHeaders } from './security-headers'

export type ServerBaseOptions = {
  logger?: boolean | { level: string }
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For names the caller. */
  trustProxy?: boolean | string
  /** Sign-in on: the page may connect to this server only (its Content-Security-Policy). */
  signIn?: boolean
  /** PUBLIC_URL: when https, every answer carries Strict-Transport-Security. */
  publicUrl?: string | undefined
  /** Proxy mode: every request without a key is the team's (caller-constraint.ts). */
  keylessAreTeam?: boolean
}

export function createServerBase(options: ServerBaseOptions): FastifyInstance {
  const headers = securityHeaders(options.signIn ?? false, options.publicUrl?.startsWith('https:') ?? false)
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
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
  return app
}
