// What every server of this product starts with, the sandbox and the proxy alike: Fastify with the
// security headers on every answer and every error answered in one of the documented bodies.
import Fastify, { type FastifyInstance } from 'fastify'
import { registerErrorHandling, sendError } from './error-handler'
import { applySecurityHeaders, registerSecurityHeaders } from './security-headers'

export type ServerBaseOptions = {
  logger?: boolean | { level: string }
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For names the caller. */
  trustProxy?: boolean | string
}

export function createServerBase(options: ServerBaseOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Errors Fastify raises before routing (a malformed URL) take the same path as every other error;
    // they skip onRequest hooks, so the security headers are added here.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(reply)
      sendError(error, request, reply)
    },
  })
  registerSecurityHeaders(app)
  registerErrorHandling(app)
  return app
}
