// Serves the built dashboard (./dist) next to the API, with the single-page-app fallback: any GET outside
// /api that is not a file answers index.html, so deep links such as /drafts?page=3 load the app.
// Files go out compressed when the browser accepts it (dashboard-files.ts); hashed /assets/ files never
// change, so browsers may keep them for a year, while index.html is revalidated on every visit.
// Unknown /api routes (and every other method) answer 404 in shape 4 (spec: Errors > Shape 4).
//
// With sign-in on (docs/team-server.md) the server decides where a browser goes: the app's page only with
// a valid session, and then carrying that session (the user, their pharmacies) for the first screen;
// without one, a redirect to /sign-in that comes back to the address asked for. /sign-in is its own small
// page (sign-in.html), filled in here so it works without script; signed in already, it goes to the app.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PAGE_SESSION_ELEMENT_ID } from '../../src/contract/page-session-element'
import type { PageSession } from '../../src/contract/team'
import { dashboardFiles, oneOffPage, type DashboardFile } from './dashboard-files'
import { withPageSession } from './page-preloads'
import { genericBody } from './problems'

const API_PATH = /^\/api(?:[/?#]|$)/i
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A page made for one person is never kept by a browser or anything in between. */
const PRIVATE = 'no-store'

export const SIGN_IN_PATH = '/sign-in'
/** Where the OpenID Connect sign-in of the re-sign-in dialog's window ends: it tells the app and closes. */
export const SIGNED_IN_PATH = '/signed-in'

/** What the pages need of sign-in (server/team/dashboard-gate.ts); absent with sign-in off. */
export type DashboardGate = {
  /** What the app's page carries for the request's session, or null without a valid one. */
  pageSession(request: FastifyRequest): Promise<PageSession | null>
  /** The sign-in page: the built template filled in for this request (message, return address, choices). */
  signInPage(template: string, query: Record<string, unknown>): Promise<string>
  /** Where /sign-in sends a browser already signed in: the `return` path asked for, else the app. */
  returnTo(query: Record<string, unknown>): string
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: DashboardFile,
  cacheControl: string,
): FastifyReply {
  void reply
    .header('content-type', file.type)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
  if (file.etag !== '') void reply.header('etag', file.etag)
  if (file.encoding !== 'identity') void reply.header('content-encoding', file.encoding)
  if (file.etag !== '' && request.headers['if-none-match'] === file.etag) return reply.code(304).send()
  return reply.send(file.body)
}

const redirect = (reply: FastifyReply, location: string) =>
  reply.code(303).header('cache-control', PRIVATE).header('location', location).send()

export function registerNotFound(
  app: FastifyInstance,
  dashboardDir: string | undefined,
  gate?: DashboardGate,
): void {
  const files = dashboardDir ? dashboardFiles(dashboardDir) : null
  if (files) void files.warm()

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url
    return reply.code(404).send(genericBody(404, `No resource matches ${request.method} ${path}.`))
  }

  const signInPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>
    // Typed-key mode has nobody to sign in: the app asks for a key.
    if (!gate) return redirect(reply, '/')
    if (await gate.pageSession(request)) return redirect(reply, gate.returnTo(query))
    const template = await files?.text('/sign-in.html')
    if (!template) return notFound(request, reply)
    const html = await gate.signInPage(template, query)
    return send(request, reply, oneOffPage(html, request.headers['accept-encoding']), PRIVATE)
  }

  const appPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const accept = request.headers['accept-encoding']
    if (!gate) {
      const index = await files?.page(path, accept)
      return index ? send(request, reply, index, 'no-cache') : notFound(request, reply)
    }
    const data = await gate.pageSession(request)
    if (!data) {
      const back = request.url === '/' ? '' : `?${new URLSearchParams({ return: request.url }).toString()}`
      return redirect(reply, `${SIGN_IN_PATH}${back}`)
    }
    const html = await files?.pageText(path)
    if (!html) return notFound(request, reply)
    const page = withPageSession(html, data, PAGE_SESSION_ELEMENT_ID)
    return send(request, reply, oneOffPage(page, accept), PRIVATE)
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!files || API_PATH.test(request.url)) return notFound(request, reply)
    const path = request.url.split(/[?#]/)[0] ?? '/'
    if (path === SIGN_IN_PATH || path === `${SIGN_IN_PATH}/`) return signInPage(request, reply)
    if (path === SIGNED_IN_PATH) {
      const done = await files.read('/signed-in.html', request.headers['accept-encoding'])
      return done ? send(request, reply, done, 'no-cache') : notFound(request, reply)
    }
    // An HTML file by its name is a page like any other: /index.html goes through the same door as /.
    const file =
      path === '/' || path.endsWith('.html')
        ? null
        : await files.read(path, request.headers['accept-encoding'])
    if (file) return send(request, reply, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    return appPage(request, reply, path)
  }

  // GET (and the HEAD Fastify derives from it) of any path: a file, else the app; everything else is 404.
  if (files) app.get('/*', page)
  app.setNotFoundHandler(notFound)
}
