// The dashboard's pages with sign-in on: the app only with a valid session (and then carrying it), a
// redirect to /sign-in that comes back otherwise, the sign-in page filled in for the request so it works
// without script, and with sign-in off nothing of it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAGE_SESSION_ELEMENT_ID } from '../../src/contract/page-session-element'
import { PageSessionSchema } from '../../src/contract/team'
import { INVALID_FORM, OTHER_PAGE, demoUserLabel } from '../team/dashboard-gate'
import { DEACTIVATED, WRONG_CREDENTIALS } from '../team/sign-in'
import { createTeamTestApp, type TeamTestApp } from '../team-test-app'
import { createTestApp, type TestApp } from '../test-app'
import { KEY_ONE, NPI_MEMBER } from '../test-fixture'

const root = mkdtempSync(join(tmpdir(), 'sign-in-dist-'))
const dist = join(root, 'dist')
const INDEX = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>'
// Long enough to be worth compressing (1 KiB and more).
const SIGN_IN =
  `<!doctype html><html><head><title>Sign in</title><style>${'main{margin:0 auto}'.repeat(60)}</style></head>` +
  '<body><main><div role="alert"><!--sign-in:message--></div>' +
  '<form method="post" action="/auth/sign-in"><!--sign-in:return--></form><!--sign-in:choices--></main></body></html>'
const SIGNED_IN = '<!doctype html><html><head><title>Signed in</title></head><body>Signed in</body></html>'

let team: TeamTestApp
let keyed: TestApp
beforeAll(async () => {
  mkdirSync(join(dist, '.vite'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'sign-in.html'), SIGN_IN)
  writeFileSync(join(dist, 'signed-in.html'), SIGNED_IN)
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}')
  team = await createTeamTestApp({
    app: { dashboardDir: dist },
    team: {
      demoUsers: () =>
        Promise.resolve([
          {
            email: 'admin@group-one.test',
            name: 'Admin User',
            role: 'admin',
            password: 'an admin demo password',
          },
        ]),
    },
  })
  keyed = createTestApp({ app: { dashboardDir: dist } })
})
afterAll(async () => {
  await team.app.close()
  await keyed.app.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string, cookie: string | null = null) =>
  team.browser(cookie, { method: 'GET', url, headers: { 'accept-encoding': 'identity' } })

describe('sign-in on', () => {
  test('without a session, the app redirects to sign-in, which returns to the address asked for', async () => {
    const index = await get('/')
    expect(index.statusCode).toBe(303)
    expect(index.headers.location).toBe('/sign-in')
    const deep = await get('/drafts?q=humira&sort=price')
    expect(deep.statusCode).toBe(303)
    expect(deep.headers.location).toBe('/sign-in?return=%2Fdrafts%3Fq%3Dhumira%26sort%3Dprice')
    expect(deep.headers['cache-control']).toBe('no-store')
    // By its file name too: index.html is the app.
    expect((await get('/index.html')).headers.location).toBe('/sign-in?return=%2Findex.html')
  })

  test('the sign-in page is the built page with its return address and choices filled in', async () => {
    const page = await get('/sign-in?return=%2Fdrafts%3Fq%3Dhumira')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<input type="hidden" name="return" value="/drafts?q=humira">')
    expect(page.body).toContain('<div role="alert"></div>')
    // The demo scenario's users, each a form of its own that posts without script.
    expect(page.body).toContain(
      `<button type="submit" class="secondary">${demoUserLabel({ role: 'admin', email: 'admin@group-one.test' })}</button>`,
    )
    expect(demoUserLabel({ role: 'admin', email: 'a@b.test' })).toBe('Sign in as Admin (a@b.test)')
    expect(page.body).toContain('<input type="hidden" name="password" value="an admin demo password">')
    // No OpenID provider is set up: no link to one.
    expect(page.body).not.toContain('/auth/oidc/start')
  })

  test('another site as the return address is dropped, and what is echoed is escaped', async () => {
    const away = await get('/sign-in?return=%2F%2Fevil.example')
    expect(away.body).not.toContain('evil.example')
    expect(away.body).not.toContain('name="return"')
    const quoted = await get('/sign-in?return=%2Fdrafts%3Fq%3D%22%3E%3Cscript%3E')
    expect(quoted.body).toContain('value="/drafts?q=&quot;&gt;&lt;script&gt;"')
    expect(quoted.body).not.toContain('"><script>')
  })

  test.each([
    ['credentials', WRONG_CREDENTIALS],
    ['deactivated', DEACTIVATED],
    ['invalid', INVALID_FORM],
    ['origin', OTHER_PAGE],
    ['throttled&wait=120', 'Too many failed sign-ins. Try again in 2 minutes.'],
    ['throttled&wait=30', 'Too many failed sign-ins. Try again in a minute.'],
  ])('after a form post that failed (%s), the page says why in its alert', async (failed, message) => {
    const page = await get(`/sign-in?failed=${failed}`)
    expect(page.body).toContain(`<div role="alert">${message.replace(/'/g, '&#39;')}</div>`)
  })

  test('an unknown failure says nothing', async () => {
    expect((await get('/sign-in?failed=%3Cb%3E')).body).toContain('<div role="alert"></div>')
  })

  test('signed in, the app carries the session and is never kept; /sign-in goes on to the app', async () => {
    const cookie = await team.signIn('seller')
    const page = await get('/drafts', cookie)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers.etag).toBeUndefined()
    const json = new RegExp(
      `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`,
    ).exec(page.body)?.[1]
    const data = PageSessionSchema.parse(JSON.parse(json ?? 'null'))
    expect(data.session.user).toMatchObject({
      email: 'seller@group-one.test',
      role: 'seller',
      npis: [NPI_MEMBER],
    })
    expect(data.session.pharmacies?.map((p) => p.npi)).toEqual([NPI_MEMBER])
    expect(data.oidc).toBeNull()
    // What a seller may do beyond reading, by the access table: the dashboard hides the rest. Bulk jobs
    // are a seller's too (their rows are the seller's own operations).
    expect([...data.may].sort()).toEqual([
      'cancelJob',
      'createMarketplaceListing',
      'deleteDraftListing',
      'pauseJob',
      'resumeJob',
      'retryJob',
      'startJob',
      'updateMarketplaceListing',
    ])
    // The group's key is the server's: never in a page.
    expect(page.body).not.toContain(KEY_ONE)

    const back = await get('/sign-in?return=%2Flistings', cookie)
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe('/listings')
    expect((await get('/sign-in', cookie)).headers.location).toBe('/')
  })

  test('a name in the session cannot end its element', async () => {
    const admin = await team.as('admin')
    const seller = team.users.seller
    expect(
      (await admin({ method: 'PATCH', url: `/team/users/${seller.id}`, payload: { name: '</script><b>x' } }))
        .statusCode,
    ).toBe(200)
    const page = await get('/drafts', await team.signIn('seller'))
    expect(page.body).toContain('\\u003c/script>\\u003cb>x')
    expect(page.body).not.toContain('</script><b>')
  })

  test('the page goes out gzipped to a browser that takes it', async () => {
    const page = await team.browser(null, {
      method: 'GET',
      url: '/sign-in?failed=credentials',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.rawPayload).toString()).toContain(WRONG_CREDENTIALS)
  })

  test('/signed-in, where the sign-in window of OpenID Connect ends, is its own page', async () => {
    const page = await get('/signed-in')
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe(SIGNED_IN)
  })
})

describe('sign-in off', () => {
  const getKeyed = (url: string) => keyed.app.inject({ method: 'GET', url })

  test('the app opens without a session and carries none; /sign-in goes to the app', async () => {
    const page = await getKeyed('/drafts')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).toContain('<h1>Draft listings</h1>')
    expect(page.body).not.toContain(PAGE_SESSION_ELEMENT_ID)
    const signIn = await getKeyed('/sign-in?return=%2Fdrafts')
    expect(signIn.statusCode).toBe(303)
    expect(signIn.headers.location).toBe('/')
  })
})
