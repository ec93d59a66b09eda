// A browsable API reference at /api/docs, rendered by Swagger UI from the same OpenAPI document the
// sandbox serves at /api/v1/openapi.json. Its files come from the npm package and are served by us, so it
// works with no network; the page loads its scripts from files (no inline script), and the online spec
// validator stays off, so no request leaves the machine.
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { openApiDocument } from './openapi-document'
import { contentSecurityPolicy } from './security-headers'

export const API_REFERENCE_PATH = '/api/docs'

/** Swagger UI's stylesheet draws its icons from data: URLs; everything else keeps the dashboard's policy. */
export const apiReferenceCsp = (signIn: boolean) =>
  contentSecurityPolicy(signIn).replace("img-src 'self'", "img-src 'self' data:")
export const API_REFERENCE_CSP = apiReferenceCsp(false)

export function registerApiReference(app: FastifyInstance, signIn = false): void {
  const policy = apiReferenceCsp(signIn)
  const referenceHeaders = (reply: FastifyReply) => void reply.header('content-security-policy', policy)
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
