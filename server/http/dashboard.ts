// Serves the built dashboard (./dist) next to the API, with the single-page-app fallback: any GET outside
// /api that is not a file answers index.html, so deep links such as /drafts?page=3 load the app.
// Files go out compressed when the browser accepts it (dashboard-files.ts); hashed /assets/ files never
// change, so browsers may keep them for a year, while index.html is revalidated on every visit.
// Unknown /api routes (and every other method) answer 404 in shape 4 (spec: Errors > Shape 4).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { dashboardFiles, type DashboardFile } from './dashboard-files'
import { genericBody } from './problems'

const API_PATH = /^\/api(?:[/?#]|$)/i
const IMMUTABLE = 'public, max-age=31536000, immutable'

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: DashboardFile,
  cacheControl: string,
): FastifyReply {
  void reply
    .header('content-type', file.type)
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding')
  if (file.encoding !== 'identity') void reply.header('content-encoding', file.encoding)
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
  return reply.send(file.body)
}

export function registerNotFound(app: FastifyInstance, dashboardDir: string | undefined): void {
  const files = dashboardDir ? dashboardFiles(dashboardDir) : null
  if (files) void files.warm()

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url
    return reply.code(404).send(genericBody(404, `No resource matches ${request.method} ${path}.`))
  }
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!files || API_PATH.test(request.url)) return notFound(request, reply)
    const path = request.url.split(/[?#]/)[0] ?? '/'
    const accept = request.headers['accept-encoding']
    const file = path === '/' ? null : await files.read(path, accept)
    if (file) return send(request, reply, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    const index = await files.page(path, accept)
    return index ? send(request, reply, index, 'no-cache') : notFound(request, reply)
  }

  // GET (and the HEAD Fastify derives from it) of any path: a file, else the app; everything else is 404.
  if (files) app.get('/*', page)
  app.setNotFoundHandler(notFound)
}
