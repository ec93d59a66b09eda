// Proxy mode with sign-in on, over real HTTP, against a vendor on the loopback that records what it
// receives: the group's key is the server's, the browser's own key is never passed on, nothing of the
// browser's but the checked body goes out, redirects are not followed, a hanging vendor leaves "sent,
// answer unknown" in the audit log, and the page may connect to this server only.
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { CSRF_HEADER } from '../http/csrf'
import { SIGN_IN_OFF } from '../team/team-layer'
import { CONTENT_SECURITY_POLICY, SIGN_IN_CONTENT_SECURITY_POLICY } from '../http/security-headers'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import { listingBody } from '../test-bodies'
import * as F from '../test-fixture'
import { ORIGIN, PASSWORD, TEAM_USERS, hashedPassword } from '../team-test-app'
import { buildProxyApp } from '../proxy-app'
import { KEY_REFUSED } from '../team/team-forward'
import { httpUpstream } from './upstream'
import { recordingServer, type Answer } from './test-recording-server'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!()
})
const urlOf = (address: AddressInfo | string | null) => `http://127.0.0.1:${(address as AddressInfo).port}`
const SERVER_KEY = 'the-group-key-held-by-the-server'

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_seen, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    response.end(JSON.stringify(body))
  }

async function vendor(answer: Answer) {
  const server = await recordingServer(answer)
  closers.push(server.close)
  return server
}

async function signedInProxy(upstreamUrl: string, timeoutMs = 5_000) {
  const store = await sqliteMemoryTeamEngine()
  const hash = await hashedPassword()
  for (const role of ['admin', 'seller'] as const)
    await store.users.create(
      { email: TEAM_USERS[role].email, name: role, role, npis: TEAM_USERS[role].npis, passwordHash: hash },
      new Date(),
    )
  const app = buildProxyApp({
    upstreamUrl,
    timeoutMs,
    bodyLimitBytes: 100_000,
    team: {
      store,
      upstream: () => httpUpstream({ baseUrl: upstreamUrl, apiKey: SERVER_KEY, timeoutMs }),
      publicUrl: ORIGIN,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      upstreamTimeoutMs: timeoutMs,
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  closers.push(() => app.close().then(() => store.close()))
  const base = urlOf(app.server.address())
  const headers = (cookie: string | null, extra: Record<string, string> = {}) => ({
    origin: ORIGIN,
    [CSRF_HEADER]: '1',
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
    ...extra,
  })
  const signIn = async (role: 'admin' | 'seller') => {
    const response = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: headers(null),
      body: JSON.stringify({ email: TEAM_USERS[role].email, password: PASSWORD }),
    })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie()[0]!.split(';')[0]!
  }
  return { base, store, headers, signIn }
}

describe('proxy mode with sign-in on', () => {
  test("a signed-in user's call goes out with the server's key and nothing else of the browser's", async () => {
    const v = await vendor(
      json(200, { id: F.LISTING_PENDING, price: 10.5 }, { 'retry-after': '7', 'set-cookie': 'vendor=1' }),
    )
    const p = await signedInProxy(v.url)
    const cookie = await p.signIn('seller')
    const response = await fetch(`${p.base}/api/v1/marketplace-listings/${F.LISTING_PENDING}`, {
      method: 'PUT',
      headers: p.headers(cookie, { referer: `${ORIGIN}/listings`, 'accept-language': 'en' }),
      body: JSON.stringify(listingBody()),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: F.LISTING_PENDING, price: 10.5 })
    expect(response.headers.get('retry-after')).toBe('7')
    expect(response.headers.get('x-marketplace-proxy')).toBe('forwarded')
    expect(response.headers.get('set-cookie')).toBeNull()
    const put = v.seen.find((s) => s.method === 'PUT')!
    expect(put.headers['x-service-auth']).toBe(SERVER_KEY)
    for (const name of ['cookie', 'origin', 'referer', CSRF_HEADER]) expect(put.headers[name]).toBeUndefined()
    expect(JSON.parse(put.body)).toEqual(listingBody())
  })

  test("the browser's own key is never passed on: refused whether or not it is signed in", async () => {
    const v = await vendor(json(200, {}))
    const p = await signedInProxy(v.url)
    const cookie = await p.signIn('admin')
    for (const withCookie of [null, cookie]) {
      const response = await fetch(`${p.base}/api/v1/draft-listings/search`, {
        method: 'POST',
        headers: p.headers(withCookie, { 'x-service-auth': 'browser-typed-key' }),
        body: JSON.stringify({ pharmacyNpi: F.NPI_MEMBER }),
      })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Forbidden', statusCode: 403, message: KEY_REFUSED })
    }
    expect(v.seen.filter((s) => s.headers['x-service-auth'] === 'browser-typed-key')).toEqual([])
    expect(v.seen.filter((s) => s.url.startsWith('/api/v1/draft-listings'))).toEqual([])
  })

  test('a redirect from the vendor is not followed', async () => {
    const v = await vendor((seen, response) => {
      if (seen.url.startsWith('/elsewhere')) return json(200, { followed: true })(seen, response)
      response.writeHead(302, { location: '/elsewhere' })
      response.end()
    })
    const p = await signedInProxy(v.url)
    const cookie = await p.signIn('seller')
    const response = await fetch(`${p.base}/api/v1/pharmacies/search`, {
      headers: p.headers(cookie),
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBeNull()
    // The sign-in asked for the group's pharmacies too; nothing went to /elsewhere.
    expect(new Set(v.seen.map((s) => s.url))).toEqual(new Set(['/api/v1/pharmacies/search']))
  })

  test('a vendor that does not answer in time: 504, and the write reads "sent, answer unknown"', async () => {
    const v = await vendor(() => undefined)
    const p = await signedInProxy(v.url, 300)
    const cookie = await p.signIn('seller')
    const response = await fetch(`${p.base}/api/v1/marketplace-listings/${F.LISTING_PENDING}`, {
      method: 'PUT',
      headers: p.headers(cookie),
      body: JSON.stringify(listingBody()),
    })
    expect(response.status).toBe(504)
    expect(((await response.json()) as { message: string }).message).toMatch(
      /did not answer within 0 s|did not answer within/,
    )
    const admin = await p.signIn('admin')
    const audit = await fetch(`${p.base}/team/audit?operation=updateMarketplaceListing`, {
      headers: p.headers(admin),
    })
    const { data } = (await audit.json()) as { data: { state: string; answer: unknown; npi: number }[] }
    expect(data).toEqual([
      expect.objectContaining({ state: 'sent, answer unknown', answer: null, npi: F.NPI_MEMBER }),
    ])
  })

  test('against a vendor without the read extension only someone acting for every pharmacy deletes a draft', async () => {
    const v = await vendor((seen, response) => {
      if (seen.url.startsWith('/api/v1/openapi.json'))
        return json(404, { error: 'Not Found', statusCode: 404, message: 'No.' })(seen, response)
      if (seen.url.startsWith('/api/v1/pharmacies/search')) return json(403, {})(seen, response)
      response.writeHead(204)
      response.end()
    })
    const p = await signedInProxy(v.url)
    const seller = await p.signIn('seller')
    const refused = await fetch(`${p.base}/api/v1/draft-listings/${F.DRAFT(1)}`, {
      method: 'DELETE',
      headers: p.headers(seller),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^The marketplace service cannot tell which pharmacy/,
    )
    const admin = await p.signIn('admin')
    const deleted = await fetch(`${p.base}/api/v1/draft-listings/${F.DRAFT(1)}`, {
      method: 'DELETE',
      headers: p.headers(admin),
    })
    expect(deleted.status).toBe(204)
    expect(v.seen.filter((s) => s.method === 'DELETE').map((s) => s.headers['x-service-auth'])).toEqual([
      SERVER_KEY,
    ])
  })

  test("the session's pharmacies are asked of the service once a minute, not on every page load", async () => {
    const v = await vendor(
      json(200, {
        groupId: F.GROUP_ONE,
        groupName: 'Group One',
        members: [
          {
            id: F.PHARMACY_MEMBER,
            npi: F.NPI_MEMBER,
            name: 'Main Street',
            dba: null,
            city: null,
            stateAcronym: null,
          },
        ],
        pendingInvitations: [],
      }),
    )
    const p = await signedInProxy(v.url)
    const cookie = await p.signIn('seller')
    for (let i = 0; i < 3; i++) {
      const session = await fetch(`${p.base}/auth/session`, { headers: p.headers(cookie) })
      expect(await session.json()).toMatchObject({ pharmacies: [{ npi: F.NPI_MEMBER, name: 'Main Street' }] })
    }
    expect(v.seen.filter((s) => s.url === '/api/v1/pharmacies/search')).toHaveLength(1)
  })

  test("the page's Content-Security-Policy allows connections to this server only", async () => {
    const v = await vendor(json(200, {}))
    const p = await signedInProxy(v.url)
    const signedIn = await fetch(`${p.base}/auth/config`)
    expect(signedIn.headers.get('content-security-policy')).toBe(SIGN_IN_CONTENT_SECURITY_POLICY)
    expect(SIGN_IN_CONTENT_SECURITY_POLICY).toContain("connect-src 'self';")
    const typedKey = buildProxyApp({ upstreamUrl: v.url, timeoutMs: 1000, bodyLimitBytes: 1000 })
    const answer = await typedKey.inject({ method: 'GET', url: '/auth/config' })
    expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(answer.json()).toEqual({ signIn: false, oidc: null, demoUsers: [] })
    const session = await typedKey.inject({ method: 'GET', url: '/auth/session' })
    expect({ status: session.statusCode, body: session.json<unknown>() }).toEqual({
      status: 404,
      body: { error: 'Not Found', statusCode: 404, message: SIGN_IN_OFF },
    })
    await typedKey.close()
  })
})
