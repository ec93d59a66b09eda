// A browsable API reference at /api/docs, rendered by Swagger UI from the same OpenAPI document the
// sandbox serves at /api/v1/openapi.json. Its files come from the npm package and are served by us, so it
// works with no network; the page loads its scripts from files (no inline script), and the online spec
// validator stays off, so no request leaves the machine.
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { openApiDocument } from './openapi-document'
import { CONTENT_SECURITY_POLICY } from './security-headers'

export const API_REFERENCE_PATH = '/api/docs'

/** Swagger UI's stylesheet draws its icons from data: URLs; everything else keeps the dashboard's policy. */
export const API_REFERENCE_CSP = CONTENT_SECURITY_POLICY.replace("img-src 'self'", "img-src 'self' data:")

function referenceHeaders(reply: FastifyReply): void {
  void reply.header('content-security-policy', API_REFERENCE_CSP)
}

export function registerApiReference(app: FastifyInstance): void {
  void app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: openApiDocument() as never },
  })
  void app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    uiHooks: {
      onRequest: (_request, reply, done) => {
        referenceHeaders(reply)
        done()
      },
    },
  })
}
