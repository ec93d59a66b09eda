// The sandbox with sign-in on, for the server's tests: the test scenario (test-fixture.ts), a team store
// of its own (SQLite in memory unless a test names another engine, or with TEST_STORE=postgres a schema of
// its own on the run's PostgreSQL cluster) holding one user per role in group one, signed-in users' calls
// going to the sandbox in this process with group one's key, and a clock the test controls. Requests are
// made as the browser on this server's origin makes them.
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { BuildAppOptions } from './app'
import type { PharmacyScope, Role } from '../src/contract/access'
import { CSRF_HEADER } from './http/csrf'
import { hashPassword } from './auth/passwords'
import type { TeamOptions } from './team/team-layer'
import { sandboxUpstream } from './proxy/upstream'
import { postgresTestTeamEngine } from './store/postgres/test-engine'
import { sqliteMemoryTeamEngine } from './store/sqlite/team-store'
import type { StoreEngine } from './store/store-engine'
import type { Scenario } from './scenarios/scenario'
import type { TeamStore, TeamStoreEngine, UserRow } from './store/team-store'
import { createTestApp, type TestApp } from './test-app'
import { KEY_ONE, NPI_MEMBER } from './test-fixture'

export const ORIGIN = 'http://dashboard.test'
export const PASSWORD = 'correct horse battery staple'

export const TEAM_USERS: Record<Role, { email: string; npis: PharmacyScope }> = {
  admin: { email: 'admin@group-one.test', npis: 'all' },
  seller: { email: 'seller@group-one.test', npis: [NPI_MEMBER] },
  buyer: { email: 'buyer@group-one.test', npis: [NPI_MEMBER] },
  viewer: { email: 'viewer@group-one.test', npis: [NPI_MEMBER] },
}

/** The team store engine of the tests that name none, beside the sandbox's (test-app.ts DEFAULT_TEST_ENGINE). */
export const DEFAULT_TEAM_TEST_ENGINE: TeamStoreEngine =
  process.env.TEST_STORE === 'postgres' ? postgresTestTeamEngine : sqliteMemoryTeamEngine

let passwordHash: Promise<string> | undefined
/** PASSWORD hashed once per test file (argon2id takes tens of milliseconds a hash). */
export const hashedPassword = () => (passwordHash ??= hashPassword(PASSWORD))

export type TeamTestApp = TestApp & {
  team: TeamStore
  users: Record<Role, UserRow>
  /** Signs in with a password through the API and answers the Cookie header to send. */
  signIn: (role: Role) => Promise<string>
  /** app.inject as the browser does: this origin, the dashboard's header, the cookie; no key. */
  browser: (cookie: string | null, request: InjectOptions) => Promise<LightMyRequestResponse>
  /** Signs in as `role` and answers a browser call of that user. */
  as: (role: Role) => Promise<(request: InjectOptions) => Promise<LightMyRequestResponse>>
}

export async function createTeamTestApp(
  options: {
    engine?: TeamStoreEngine
    /** The sandbox's storage engine (test-app.ts DEFAULT_TEST_ENGINE when absent). */
    sandboxEngine?: StoreEngine
    /** The sandbox's data (the test scenario when absent). */
    scenario?: Scenario
    team?: Partial<TeamOptions>
    now?: Date
    /** Further options of buildApp (trustProxy, ...). */
    app?: Partial<BuildAppOptions>
  } = {},
): Promise<TeamTestApp> {
  const team = await (options.engine ?? DEFAULT_TEAM_TEST_ENGINE)()
  const hash = await hashedPassword()
  const base = createTestApp({
    ...(options.now ? { now: options.now } : {}),
    ...(options.sandboxEngine ? { engine: options.sandboxEngine } : {}),
    ...(options.scenario ? { scenario: options.scenario } : {}),
    app: {
      ...options.app,
      team: {
        store: team,
        upstream: (self) => sandboxUpstream({ app: () => self, apiKey: KEY_ONE, timeoutMs: 5_000 }),
        publicUrl: ORIGIN,
        sessionIdleMinutes: 30,
        sessionAbsoluteHours: 8,
        upstreamTimeoutMs: 5_000,
        // The test clock stands still: a limit no test reaches keeps the meter from waiting for a minute
        // that never comes (server/meter/meter.test.ts tests the meter on a clock that moves).
        meter: { limitPerMinute: 1_000_000, maxWaitSeconds: 30, interactiveReserve: 0 },
        jobs: { pollMs: 20, lostCheckDelayMs: 0 },
        ...options.team,
      },
    },
  })
  base.app.addHook('onClose', () => team.close())
  const users = {} as Record<Role, UserRow>
  for (const [role, user] of Object.entries(TEAM_USERS) as [Role, (typeof TEAM_USERS)[Role]][]) {
    // A store shared with another test server (a restart) holds them already.
    users[role] =
      (await team.users.findByEmail(user.email)) ??
      (await team.users.create(
        {
          email: user.email,
          name: `${role[0]!.toUpperCase()}${role.slice(1)} User`,
          role,
          npis: user.npis,
          passwordHash: hash,
        },
        base.clock.now,
      ))
  }
  const browser = (cookie: string | null, request: InjectOptions) =>
    base.app.inject({
      ...request,
      headers: {
        host: 'dashboard.test',
        origin: ORIGIN,
        [CSRF_HEADER]: '1',
        ...(cookie === null ? {} : { cookie }),
        ...(request.headers ?? {}),
      },
    })
  const signIn = async (role: Role) => {
    const response = await browser(null, {
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: TEAM_USERS[role].email, password: PASSWORD },
    })
    if (response.statusCode !== 200)
      throw new Error(`sign-in as ${role}: ${response.statusCode} ${response.body}`)
    return cookieOf(response)
  }
  const as = async (role: Role) => {
    const cookie = await signIn(role)
    return (request: InjectOptions) => browser(cookie, request)
  }
  return { ...base, team, users, signIn, browser, as }
}

/** The Cookie header that sends back the session cookie an answer set. */
export function cookieOf(response: LightMyRequestResponse): string {
  const set = response.cookies.find((c) => c.name === 'session' || c.name === '__Host-session')
  if (!set) throw new Error(`no session cookie in ${JSON.stringify(response.headers['set-cookie'])}`)
  return `${set.name}=${set.value}`
}
