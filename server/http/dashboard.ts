// Serves the built dashboard (./dist) next to the API, with the single-page-app fallback: any GET outside
// /api that is not a file answers index.html, so deep links such as /drafts?page=3 load the app.
// Unknown /api routes (and every other method) answer 404 in shape 4 (spec: Errors > Shape 4).
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { genericBody } from './problems'

const API_PATH = /^\/api(?:[/?#]|$)/i

export function registerNotFound(app: FastifyInstance, dashboardDir: string | undefined): void {
  if (dashboardDir) {
    void app.register(fastifyStatic, { root: dashboardDir, prefix: '/', wildcard: true, index: ['index.html'] })
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (dashboardDir && isPage && !API_PATH.test(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const path = request.url.split('?')[0] ?? request.url
    return reply.code(404).send(genericBody(404, `No resource matches ${request.method} ${path}.`))
  })
}
