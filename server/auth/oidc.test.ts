// OpenID Connect end to end against a real provider (oidc-provider) on the loopback, through this server
// listening on its own port, with an HTTP client that follows every redirect and keeps cookies as a
// browser does; the provider's login and consent pages are filled in as a person would.
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTeamTestApp, type TeamTestApp } from '../team-test-app'

const CLIENT_ID = 'dashboard'
const CLIENT_SECRET = 'a-client-secret-for-tests-only'
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

let issuer: string
let closeProvider: () => Promise<void>
beforeAll(async () => {
  const port = await freePort()
  issuer = `http://127.0.0.1:${port}`
  const appPort = await freePort()
  ourOrigin = `http://127.0.0.1:${appPort}`
  // Logins are names; "<name>" has the address <name>@group-one.test, verified unless the name says not.
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${ourOrigin}/auth/oidc/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: `${id}@group-one.test`,
        email_verified: !id.startsWith('unverified'),
      }),
    }),
    cookies: { keys: ['a-cookie-key-for-tests-only'] },
  })
  const server = provider.listen(port)
  closeProvider = () => new Promise((resolve) => server.close(() => resolve()))
})
afterAll(() => closeProvider())

let ourOrigin: string

/** A browser's cookie jar and redirect following, enough for the provider's pages and ours. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string; host: string }>()

  private cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => c.host === url.host && url.pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split('|')[1]}=${c.value}`)
      .join('; ')
  }

  private keep(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/'
      const gone = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      )
      const key = `${url.host}|${name}|${path}`
      if (gone || value === '') this.cookies.delete(key)
      else this.cookies.set(key, { value, path, host: url.host })
    }
  }

  /** Fetches, following redirects (not to an address `stop` picks); answers the last response and its address. */
  async go(
    address: string,
    init: { method?: string; form?: Record<string, string> } = {},
    stop: (url: URL) => boolean = () => false,
  ): Promise<{ response: Response | null; url: URL; text: string }> {
    let url = new URL(address)
    let method = init.method ?? 'GET'
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined
    for (let hop = 0; hop < 20; hop++) {
      const headers: Record<string, string> = { cookie: this.cookieHeader(url) }
      if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
      const response = await fetch(url, { method, headers, body, redirect: 'manual' })
      this.keep(url, response)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location)
        return { response, url, text: await response.text() }
      url = new URL(location, url)
      if (stop(url)) return { response: null, url, text: '' }
      method = 'GET'
      body = undefined
    }
    throw new Error('too many redirects')
  }

  /** Fills in the provider's login page with a name, then its consent page; answers where it ends. */
  async signInAt(start: string, login: string, stop: (url: URL) => boolean = () => false) {
    let page = await this.go(start)
    for (let step = 0; step < 4 && page.url.host !== new URL(ourOrigin).host; step++) {
      const action = /action="([^"]+)"/.exec(page.text)?.[1]
      const prompt = /name="prompt" value="(\w+)"/.exec(page.text)?.[1]
      if (!action || !prompt) throw new Error(`no form on ${page.url.href}: ${page.text.slice(0, 200)}`)
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }
      page = await this.go(new URL(action, page.url).href, { method: 'POST', form }, stop)
    }
    return page
  }

  session() {
    return fetch(`${ourOrigin}/auth/session`, { headers: { cookie: this.cookieHeader(new URL(ourOrigin)) } })
  }
}

async function ourServer(): Promise<TeamTestApp> {
  const t = await createTeamTestApp({
    team: {
      publicUrl: ourOrigin,
      oidc: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, name: 'Group Login' },
    },
  })
  // Real time: the provider's tokens are dated by its own clock.
  t.clock.now = new Date()
  Object.defineProperty(t.clock, 'now', { get: () => new Date(), set: () => undefined })
  await t.app.listen({ port: Number(new URL(ourOrigin).port), host: '127.0.0.1' })
  return t
}

describe('sign-in through OpenID Connect', () => {
  test('a user with an account signs in; the callback page moves on to the app by a meta refresh', async () => {
    const t = await ourServer()
    try {
      const config: unknown = await fetch(`${ourOrigin}/auth/config`).then((r) => r.json())
      expect(config).toMatchObject({
        oidc: { name: 'Group Login' },
      })
      const browser = new Browser()
      const end = await browser.signInAt(`${ourOrigin}/auth/oidc/start?return=/drafts`, 'seller')
      expect(end.url.pathname).toBe('/auth/oidc/callback')
      expect(end.response?.status).toBe(200)
      expect(end.text).toContain('<meta http-equiv="refresh" content="0;url=/drafts">')
      expect(end.response?.headers.get('content-security-policy')).toContain("connect-src 'self'")
      const session = await browser.session()
      expect(session.status).toBe(200)
      expect(await session.json()).toMatchObject({ user: { email: 'seller@group-one.test', role: 'seller' } })
      const { data } = await t.team.audit.actions({ operation: 'signIn' }, { start: 0, take: 5 })
      expect(data[0]?.entry).toMatchObject({
        userEmail: 'seller@group-one.test',
        data: { answer: { status: 200 }, sent: { body: { method: 'oidc' } } },
      })
    } finally {
      await t.app.close()
    }
  }, 30_000)

  test('no account, an unverified address, a deactivated account: refused and audited', async () => {
    const t = await ourServer()
    try {
      await t.team.users.update(t.users.viewer.id, { active: false }, new Date())
      const cases: [string, number, RegExp][] = [
        ['stranger', 403, /There is no account for stranger@group-one\.test\. Ask an admin/],
        ['unverified', 403, /did not confirm your e-mail address/],
        ['viewer', 403, /This account has been deactivated/],
      ]
      for (const [login, status, message] of cases) {
        const browser = new Browser()
        const end = await browser.signInAt(`${ourOrigin}/auth/oidc/start`, login)
        expect(end.response?.status).toBe(status)
        expect(end.text).toMatch(message)
        expect((await browser.session()).status).toBe(401)
      }
      const { data } = await t.team.audit.actions({ operation: 'signIn' }, { start: 0, take: 5 })
      expect(data.map((a) => (a.entry.data.answer as { status: number }).status)).toEqual([403, 403, 403])
    } finally {
      await t.app.close()
    }
  }, 30_000)

  test('a callback address opened in another browser signs nobody in', async () => {
    const t = await ourServer()
    try {
      const victim = new Browser()
      const attacker = new Browser()
      // The attacker signs in at the provider but stops at the callback address, and sends it to someone.
      const stopped = await attacker.signInAt(`${ourOrigin}/auth/oidc/start`, 'seller', (url) =>
        url.pathname.startsWith('/auth/oidc/callback'),
      )
      const callback = stopped.url.href
      expect(callback).toMatch(/\/auth\/oidc\/callback\?code=/)
      const stolen = await victim.go(callback)
      expect(stolen.response?.status).toBe(400)
      expect(stolen.text).toMatch(/expired or was started in another browser/)
      expect((await victim.session()).status).toBe(401)
    } finally {
      await t.app.close()
    }
  }, 30_000)
})
