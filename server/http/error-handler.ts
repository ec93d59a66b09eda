// The catch-all: every error becomes one of the documented bodies, never a stack trace, and bad input
// never becomes a 500. ApiProblems carry their own body; Fastify's own refusals (unsupported media type,
// body too large, malformed URL) map to shape 4; anything unexpected is logged and answered 500 in shape 4.
// spec: Errors > Shape 4 ("everything else"), Status rules.
import { validateHeaderValue } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { UNSUPPORTED_MESSAGE } from './content-types'
import { ApiProblem, genericBody } from './problems'
import { INTERNAL_ERROR_MESSAGE } from './refusals'

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, UNSUPPORTED_MESSAGE],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The Content-Type header is not valid.'],
  FST_ERR_BAD_URL: [400, 'The request URL is not valid.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed.'],
  // Fastify's maxParamLength (100): no id or value of this API is that long.
  FST_ERR_MAX_PARAM_LENGTH: [
    414,
    'A part of the address is longer than 100 characters, the most this server reads.',
  ],
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ApiProblem) {
    void reply.code(error.statusCode).send(error.body)
    return
  }
  const fastifyError = error as Partial<FastifyError>
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined
  if (known) {
    void reply.code(known[0]).send(genericBody(known[0], known[1]))
    return
  }
  const status = fastifyError.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    void reply.code(status).send(genericBody(status, 'The request could not be processed.'))
    return
  }
  request.log.error({ err: error }, 'unexpected failure')
  withoutInvalidHeaders(reply)
  void reply.code(500).send(genericBody(500, INTERNAL_ERROR_MESSAGE))
}

/**
 * A header Node refuses to send (a character above U+00FF, a line break) fails the answer as it is
 * written, and comes here; left on the reply it would fail the 500 too, and Fastify's last resort sends
 * one without any header, the security headers included. Only the header at fault is taken off.
 */
function withoutInvalidHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      for (const one of [value ?? ''].flat()) validateHeaderValue(name, String(one))
    } catch {
      void reply.removeHeader(name)
    }
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply))
}
