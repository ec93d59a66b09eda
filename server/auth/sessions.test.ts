// Sessions and CSRF with sign-in on (sessions.ts, ../http/csrf.ts): timeouts on the injected clock, changes to a
// user that hold from the next request, the cookie over HTTPS, and cross-site writes riding the cookie.
import { describe, expect, test } from 'vitest'
import { LISTING_PENDING, NPI_MEMBER } from '../test-fixture'
import { listingBody } from '../test-bodies'
import { expectShape } from '../test-app'
import { ORIGIN, TEAM_USERS, PASSWORD, createTeamTestApp } from '../team-test-app'
import { sessionIdHash } from './sessions'
import { NOT_SIGNED_IN } from '../team/team-context'

const minutes = (n: number) => n * 60_000
const SESSION = { method: 'GET', url: '/auth/session' } as const

describe('timeouts', () => {
  test('a session idle longer than SESSION_IDLE_MINUTES ends; use keeps it going', async () => {
    const t = await createTeamTestApp()
    const cookie = await t.signIn('viewer')
    const start = t.clock.now.getTime()
    t.clock.now = new Date(start + minutes(29))
    expect((await t.browser(cookie, SESSION)).json()).toMatchObject({
      idleExpiresAt: new Date(start + minutes(59)).toISOString(),
    })
    t.clock.now = new Date(start + minutes(58))
    expect((await t.browser(cookie, SESSION)).statusCode).toBe(200)
    t.clock.now = new Date(start + minutes(88))
    expect(expectShape(await t.browser(cookie, SESSION), 401, 4)).toMatchObject({ message: NOT_SIGNED_IN })
  })

  test('last use is written at most once a second', async () => {
    const t = await createTeamTestApp()
    const cookie = await t.signIn('viewer')
    const idHash = sessionIdHash(cookie.split('=')[1]!)
    const start = t.clock.now.getTime()
    const lastSeen = async () => (await t.team.sessions.findWithUser(idHash))?.session.lastSeenAt
    t.clock.now = new Date(start + 999)
    await t.browser(cookie, SESSION)
    expect(await lastSeen()).toBe(new Date(start).toISOString())
    t.clock.now = new Date(start + 1_000)
    await t.browser(cookie, SESSION)
    expect(await lastSeen()).toBe(new Date(start + 1_000).toISOString())
  })

  test.each([
    [1, [55_000]],
    [30, [minutes(29), minutes(29) + 50_000]],
  ])(
    'with a %i-minute limit, a session used at %j ms lasts the limit from its last use, to the second',
    async (limit, uses) => {
      const t = await createTeamTestApp({ team: { sessionIdleMinutes: limit } })
      const cookie = await t.signIn('viewer')
      const start = t.clock.now.getTime()
      const usedAt = uses.at(-1)!
      for (const use of uses.slice(0, -1)) {
        t.clock.now = new Date(start + use)
        expect((await t.browser(cookie, SESSION)).statusCode).toBe(200)
      }
      t.clock.now = new Date(start + usedAt)
      expect((await t.browser(cookie, SESSION)).json()).toMatchObject({
        idleExpiresAt: new Date(start + usedAt + minutes(limit)).toISOString(),
      })
      t.clock.now = new Date(start + usedAt + minutes(limit) - 1_000)
      expect((await t.browser(cookie, SESSION)).statusCode).toBe(200)
      t.clock.now = new Date(start + usedAt + minutes(limit) - 1_000 + minutes(limit))
      expectShape(await t.browser(cookie, SESSION), 401, 4)
    },
  )

  test('a session older than SESSION_ABSOLUTE_HOURS ends however busy it is', async () => {
    const t = await createTeamTestApp()
    const cookie = await t.signIn('seller')
    const start = t.clock.now.getTime()
    for (let m = 20; m < 8 * 60; m += 20) {
      t.clock.now = new Date(start + minutes(m))
      expect((await t.browser(cookie, SESSION)).statusCode).toBe(200)
    }
    t.clock.now = new Date(start + minutes(8 * 60))
    expectShape(await t.browser(cookie, SESSION), 401, 4)
  }, 20_000)
})

describe('changes to a user hold from their next request', () => {
  const search = {
    method: 'POST',
    url: '/api/v1/draft-listings/search',
    payload: { pharmacyNpi: NPI_MEMBER },
  } as const

  test('deactivation ends their sessions at once', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    expect((await seller(search)).statusCode).toBe(200)
    const admin = await t.as('admin')
    const off = await admin({
      method: 'PATCH',
      url: `/team/users/${t.users.seller.id}`,
      payload: { active: false },
    })
    expect(off.statusCode).toBe(200)
    expectShape(await seller(search), 401, 4)
    // Active again, the old session stays ended: they sign in anew.
    await admin({ method: 'PATCH', url: `/team/users/${t.users.seller.id}`, payload: { active: true } })
    expectShape(await seller(search), 401, 4)
  })

  test('a change of role or pharmacies', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const update = {
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${LISTING_PENDING}`,
      payload: listingBody(),
    } as const
    expect((await seller(update)).statusCode).toBe(200)
    const admin = await t.as('admin')
    await admin({ method: 'PATCH', url: `/team/users/${t.users.seller.id}`, payload: { role: 'viewer' } })
    expect(expectShape(await seller(update), 403, 4)).toMatchObject({
      message: 'Your role (viewer) cannot change listings.',
    })
    await admin({
      method: 'PATCH',
      url: `/team/users/${t.users.seller.id}`,
      payload: { role: 'seller', npis: [1234567901] },
    })
    expect(expectShape(await seller(update), 403, 4)).toMatchObject({
      message: `You do not act for pharmacy NPI ${NPI_MEMBER}.`,
    })
  })
})

describe('the cookie over HTTPS', () => {
  test('PUBLIC_URL on https: __Host-session, Secure', async () => {
    const t = await createTeamTestApp({ team: { publicUrl: 'https://dashboard.test' } })
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { host: 'dashboard.test', origin: 'https://dashboard.test' },
      payload: { email: TEAM_USERS.viewer.email, password: PASSWORD },
    })
    expect(response.cookies[0]).toMatchObject({
      name: '__Host-session',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    })
    expect(response.cookies[0]?.domain).toBeUndefined()
  })

  test('no PUBLIC_URL: the request says, through a trusted balancer (TRUST_PROXY)', async () => {
    const t = await createTeamTestApp({ team: { publicUrl: undefined }, app: { trustProxy: true } })
    const signIn = (proto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        // An address, not a name: without PUBLIC_URL a name is not trusted as this server's (http/csrf.ts).
        headers: { host: '10.0.0.5', origin: `${proto}://10.0.0.5`, 'x-forwarded-proto': proto },
        payload: { email: TEAM_USERS.viewer.email, password: PASSWORD },
      })
    expect((await signIn('https')).cookies[0]).toMatchObject({ name: '__Host-session', secure: true })
    const plain = (await signIn('http')).cookies[0]
    expect(plain).toMatchObject({ name: 'session' })
    expect(plain?.secure).toBeUndefined()
  })
})

describe('cross-site writes riding the session cookie', () => {
  const write = {
    method: 'PUT',
    url: `/api/v1/marketplace-listings/${LISTING_PENDING}`,
    payload: listingBody(),
  } as const

  test.each([
    ['no Origin', { origin: undefined }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['no dashboard header', { 'x-dashboard-request': undefined }],
    ['a wrong dashboard header', { 'x-dashboard-request': 'yes' }],
  ])('%s: 403 in shape 4, audited, nothing sent', async (_name, headers) => {
    const t = await createTeamTestApp()
    const cookie = await t.signIn('seller')
    const response = await t.app.inject({
      ...write,
      headers: Object.fromEntries(
        Object.entries({
          host: 'dashboard.test',
          origin: ORIGIN,
          'x-dashboard-request': '1',
          cookie,
          ...headers,
        }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>,
    })
    expect(expectShape(response, 403, 4).message).toMatch(/refused/)
    const { data } = await t.team.audit.actions(
      { operation: 'updateMarketplaceListing' },
      { start: 0, take: 10 },
    )
    expect(data).toHaveLength(1)
    expect(data[0]?.entry).toMatchObject({
      type: 'event',
      userEmail: TEAM_USERS.seller.email,
      data: { answer: { status: 403 } },
    })
    const listing = await t.call({
      method: 'GET',
      url: `/api/v1/marketplace-listings/${LISTING_PENDING}?pharmacyNpi=${NPI_MEMBER}`,
    })
    expect(listing.json()).toMatchObject({ price: 100 })
  })

  test('a read with the cookie needs neither header', async () => {
    const t = await createTeamTestApp()
    const cookie = await t.signIn('viewer')
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/marketplace-listings?pharmacyNpi=${NPI_MEMBER}`,
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
  })
})
