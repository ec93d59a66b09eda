// Hostile input to every route the server registers (listed by Fastify's onRoute as the app is built, so
// a new route is in without a line here), in typed-key mode and with sign-in on, on the engine given
// (each engine's file runs this suite): a NUL, half a surrogate pair, 17 digits and more, a number that
// overflows, `__proto__` and deep nesting, in each field, query parameter and path parameter
// (hostile-requests.ts). No answer is a 5xx or a body outside the four shapes; with sign-in on, a
// signed-in request that changed anything left an entry in the audit log, and the chain stays intact.
import type { LightMyRequestResponse, RouteOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { hostileRequests } from './hostile-requests'
import { isTeamRoute } from './http/caller-constraint'
import { verifyEntries } from './store/audit-entries'
import type { StoreEngine } from './store/store-engine'
import type { TeamStoreEngine } from './store/team-store'
import { createTeamTestApp, type TeamTestApp } from './team-test-app'
import { createTestApp, isDocumentedShape, type TestApp } from './test-app'
import * as F from './test-fixture'
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Hostile callers come from an address of their own: their failed sign-ins slow nobody else's. */
const HOSTILE_ADDRESS = '127.0.0.7'

type Route = { method: string; url: string; team: boolean }

/** Each method of each route once (HEAD answers as GET does; a catch-all's other methods add nothing). */
function routesOf(registered: RouteOptions[]): Route[] {
  const seen = new Set<string>()
  return registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ method, url: route.url, team: isTeamRoute(route) }))
      .filter(
        ({ method, url, team }) =>
          !seen.has(`${method} ${url} ${team}`) && seen.add(`${method} ${url} ${team}`),
      ),
  )
}

/** What is wrong with an answer to hostile input: a 5xx, a stack trace, a refusal in no documented shape. */
function problemsOf(response: LightMyRequestResponse, what: string): string[] {
  const found: string[] = []
  const status = response.statusCode
  if (status >= 500) found.push(`${what}: ${status} ${response.body.slice(0, 160)}`)
  if (/\bat .+\.(ts|js):\d+/.test(response.body)) found.push(`${what}: a stack trace`)
  if (status >= 400 && !(status === 429 && response.body === '')) {
    let body: unknown
    try {
      body = JSON.parse(response.body)
    } catch {
      body = null
    }
    if (!isDocumentedShape(body))
      found.push(`${what}: ${status} in no documented shape: ${response.body.slice(0, 160)}`)
  }
  return found
}

/**
 * Everything a signed-in user's write can change, read through the stores. A job's progress is the
 * runner's (each call it makes is audited on its own), not the request's: a job counts by what it is.
 */
async function fingerprint(t: TeamTestApp): Promise<string> {
  const group = (await t.repositories.groups.findByApiKey(F.KEY_ONE))!
  const all = { sortName: 'listingDate', descending: true, start: 0, take: null } as const
  const pharmacies = await Promise.all(
    [F.NPI_MEMBER, F.NPI_RESTRICTED].map(async (npi) => (await t.repositories.pharmacies.findByNpi(npi))!),
  )
  const parts = await Promise.all([
    t.team.users.list(),
    t.team.jobs
      .list({}, { start: 0, take: 100 })
      .then(({ data }) =>
        data.map(({ id, kind, userId, npi, retryOf }) => ({ id, kind, userId, npi, retryOf })),
      ),
    t.repositories.groups.members(group.key),
    t.repositories.groups.invitations(group.key),
    ...pharmacies.flatMap((pharmacy) => [
      t.repositories.listings.pageBySeller(pharmacy.key, all).then((page) => page.rows),
      t.repositories.cashOffers.pageByBuyer(pharmacy.key, group.key, all).then((page) => page.rows),
    ]),
    ...Array.from({ length: 9 }, (_, i) => t.repositories.drafts.findById(F.DRAFT(i + 1))),
  ])
  return JSON.stringify(parts)
}

const send = async (t: TestApp, route: Route, ids: Record<string, string>, call: Caller) => {
  const failures: string[] = []
  let count = 0
  for (const { name, request } of hostileRequests(route.method, route.url, ids)) {
    const what = `${route.method} ${route.url}${route.team ? ' (signed in)' : ''} ${name}`
    failures.push(...(await call(route, { ...request, remoteAddress: HOSTILE_ADDRESS }, what)))
    count++
    // A fault rule taken in would answer the next requests with the faults it was asked for.
    if (route.url.startsWith('/api/v1/sandbox/faults'))
      await t.call({ method: 'DELETE', url: '/api/v1/sandbox/faults' })
  }
  return { failures, count }
}
type Caller = (route: Route, request: Parameters<TestApp['call']>[0], what: string) => Promise<string[]>

async function sweep(t: TestApp, routes: Route[], ids: Record<string, string>, call: Caller) {
  const failures: string[] = []
  let count = 0
  for (const route of routes) {
    const result = await send(t, route, ids, call)
    failures.push(...result.failures)
    count += result.count
  }
  return { failures, count }
}

const TYPED_KEY_IDS = {
  'marketplace-listings': F.LISTING_PENDING,
  'draft-listings': F.DRAFT(1),
  'cash-offers': F.OFFER_STANDARD,
}

/** Typed-key mode: every route of the sandbox, with the key of group one. */
async function typedKey(name: string, engine: StoreEngine) {
  const registered: RouteOptions[] = []
  const t = createTestApp({ engine, app: { onRoute: (route) => registered.push(route) } })
  try {
    await t.app.ready()
    const routes = routesOf(registered)
    const { failures, count } = await sweep(t, routes, TYPED_KEY_IDS, async (_route, request, what) =>
      problemsOf(await t.call(request), what),
    )
    expect(failures).toEqual([])
    expect(routes.length).toBeGreaterThan(20)
    console.info(`hostile, typed key, ${name}: ${count} requests to ${routes.length} routes`)
  } finally {
    await t.app.close()
  }
}

/**
 * Sign-in on: every route but the sandbox's own for callers with a key (the same handlers as in typed-key
 * mode), as the signed-in admin; each request that may write is checked against the audit log.
 */
async function signedIn(name: string, engine: StoreEngine, teamEngine: TeamStoreEngine) {
  const registered: RouteOptions[] = []
  const t = await createTeamTestApp({
    sandboxEngine: engine,
    engine: teamEngine,
    app: { onRoute: (route) => registered.push(route) },
  })
  try {
    await t.app.ready()
    const routes = routesOf(registered).filter((route) => route.team || !route.url.startsWith('/api/v1'))
    const ids = { ...TYPED_KEY_IDS, users: t.users.viewer.id, history: F.LISTING_PENDING }
    let cookie = await t.signIn('admin')
    let lastSeq = (await t.team.audit.entries(0, 10_000)).at(-1)?.seq ?? 0
    // Each write is judged over the span since the last one: what the stores hold then and now, and the
    // entries written between (a read that wrote would show in the next span).
    let state = await fingerprint(t)
    const { failures, count } = await sweep(t, routes, ids, async (route, request, what) => {
      const response = await t.browser(cookie, request)
      const found = problemsOf(response, what)
      if (route.method !== 'GET') {
        const written = await t.team.audit.entries(lastSeq, 10_000)
        lastSeq = written.at(-1)?.seq ?? lastSeq
        const now = await fingerprint(t)
        if (written.length === 0 && now !== state)
          found.push(`${what}: ${response.statusCode}, changed without an audit entry`)
        state = now
      }
      // A sign-out (or anything else that ended the session) is followed by a new sign-in; a refused
      // sign-in (401 for the wrong password) ends nothing.
      if (route.url === '/auth/sign-out' || (response.statusCode === 401 && route.url !== '/auth/sign-in'))
        cookie = await t.signIn('admin')
      return found
    })
    expect(failures).toEqual([])
    expect(routes.filter((route) => route.team).length).toBeGreaterThan(10)
    expect(verifyEntries(await t.team.audit.entries(0, 100_000), undefined, t.team.audit.seal)).toBeNull()
    console.info(`hostile, sign-in, ${name}: ${count} requests to ${routes.length} routes`)
  } finally {
    await t.app.close()
  }
}

/** One mode per file, so that the files of a run share the machine's cores. */
export function describeHostile(
  mode: 'typed key' | 'sign-in',
  name: string,
  engine: StoreEngine,
  teamEngine: TeamStoreEngine,
) {
  describe(`hostile input to every route, on ${name}`, () => {
    if (mode === 'typed key')
      test(
        'typed-key mode: no 5xx, every refusal in one of the four shapes',
        () => typedKey(name, engine),
        600_000,
      )
    else
      test(
        'sign-in mode: no 5xx, no write without its audit entry, the chain intact',
        () => signedIn(name, engine, teamEngine),
        600_000,
      )
  })
}
