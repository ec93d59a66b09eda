import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  HARBOR_POINT_NPI,
  HUMALOG_LISTING,
  RIVERSIDE_NPI,
  demoUser,
  pageWrite,
  signIn,
} from './sign-in-support'

// Sign-in mode end to end: the browser never holds the group's key; what a role or a pharmacy does not
// allow is refused by the server in the API's shape 4 and recorded; an ended session (signed out
// elsewhere, deactivated, expired) asks to sign in again over the page and keeps what was typed; and
// the group's OpenID provider signs a person in. spec: Errors > Shape 4; docs/team-server.md

type Scenario = { groups: { apiKeys: string[] }[]; demoConnection: { apiKey: string } }
const scenario = JSON.parse(readFileSync('server/scenarios/demo.json', 'utf8')) as Scenario
const KEYS = [scenario.demoConnection.apiKey, ...scenario.groups.flatMap((g) => g.apiKeys)]

test('no key in any answer, storage, cookie or state of a signed-in page', async ({ page, context }) => {
  // Every answer the page received, read in full (the app's page, its code, the API's answers).
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    bodies.push(
      response.text().then(
        (text) => `${response.url()}\n${text}`,
        () => response.url(),
      ),
    )
  })
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password)
  await expect(page.getByRole('banner')).toContainText(`${seller.name} · seller`)
  await expect(page.getByRole('banner')).toContainText(`NPI ${RIVERSIDE_NPI}`)
  // The drafts are the home page; the other two lists are each asked for once.
  for (const link of ['Marketplace listings', 'Cash offers']) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/') && r.status() === 200)
    await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click()
    await answered
  }
  // Every request the page sent carried no key, and the writes' header is there for this server.
  const state = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    cookie: document.cookie,
    session: JSON.stringify({ ...sessionStorage }),
    local: JSON.stringify({ ...localStorage }),
  }))
  const cookies = JSON.stringify(await context.cookies())
  expect(state.cookie).toBe('')
  expect(await context.cookies()).toEqual([
    expect.objectContaining({ name: 'session', httpOnly: true, sameSite: 'Strict' }),
  ])
  for (const key of KEYS) {
    for (const [where, text] of Object.entries({
      ...state,
      cookies,
      answers: (await Promise.all(bodies)).join('\n'),
    })) {
      expect(text.includes(key), `${key} in ${where}`).toBe(false)
    }
  }
})

test('a viewer’s save and a seller acting for another pharmacy are refused in shape 4 and recorded', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const as = async (role: 'viewer' | 'seller' | 'admin') => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const user = demoUser(role)
    await signIn(page, user.email, user.password)
    return { context, page }
  }
  const viewer = await as('viewer')
  const refusedRole = await pageWrite(
    viewer.context.request,
    base,
    'PUT',
    `/api/v1/marketplace-listings/${HUMALOG_LISTING}`,
    {
      pharmacyNPI: RIVERSIDE_NPI,
      price: 10.5,
    },
  )
  expect(refusedRole.status()).toBe(403)
  expect(await refusedRole.json()).toEqual({
    error: 'Forbidden',
    statusCode: 403,
    message: 'Your role (viewer) cannot change listings.',
  })

  const seller = await as('seller')
  const refusedNpi = await pageWrite(
    seller.context.request,
    base,
    'PUT',
    `/api/v1/marketplace-listings/${HUMALOG_LISTING}`,
    {
      pharmacyNPI: HARBOR_POINT_NPI,
      price: 10.5,
    },
  )
  expect(refusedNpi.status()).toBe(403)
  expect(await refusedNpi.json()).toEqual({
    error: 'Forbidden',
    statusCode: 403,
    message: `You do not act for pharmacy NPI ${HARBOR_POINT_NPI}.`,
  })

  // Both are in the audit log, as the admin reads it.
  const admin = await as('admin')
  const log = await admin.context.request.get(`${base}/team/audit?operation=updateMarketplaceListing&take=10`)
  expect(log.status()).toBe(200)
  const { data } = (await log.json()) as {
    data: { user: { email: string } | null; answer: { status: number; message: string } | null }[]
  }
  expect(data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        user: expect.objectContaining({ email: demoUser('viewer').email }),
        answer: expect.objectContaining({
          status: 403,
          message: 'Your role (viewer) cannot change listings.',
        }),
      }),
      expect.objectContaining({
        user: expect.objectContaining({ email: demoUser('seller').email }),
        answer: expect.objectContaining({
          status: 403,
          message: `You do not act for pharmacy NPI ${HARBOR_POINT_NPI}.`,
        }),
      }),
    ]),
  )
  for (const { context } of [viewer, seller, admin]) await context.close()
})

test('a buyer asking for the users page is refused', async ({ page, baseURL }) => {
  const buyer = demoUser('buyer')
  await signIn(page, buyer.email, buyer.password)
  const users = await page.request.get(`${baseURL ?? ''}/team/users`)
  expect(users.status()).toBe(403)
  expect(await users.json()).toMatchObject({
    error: 'Forbidden',
    statusCode: 403,
    message: expect.stringMatching(/buyer/),
  })
})

test('a session that ends mid-edit: the save asks to sign in again, keeps the typed price, then saves it', async ({
  page,
  baseURL,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, `/listings/${HUMALOG_LISTING}`)
  const form = page.getByRole('form', { name: 'Edit listing' })
  const price = form.getByRole('textbox', { name: 'Price' })
  await expect(price).toBeEditable()
  await price.fill('12.34')
  // The session ends behind the page's back (as an idle timeout or a sign-out in another tab would).
  const signedOut = await pageWrite(page.request, baseURL ?? '', 'POST', '/auth/sign-out')
  expect(signedOut.status()).toBe(204)

  const refused = page.waitForResponse((r) => r.request().method() === 'PUT')
  await form.getByRole('button', { name: 'Save listing' }).click()
  expect((await refused).status()).toBe(401)
  const dialog = page.getByRole('dialog', { name: 'Sign in again' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(seller.email)
  await dialog.getByLabel('Password').fill(seller.password)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(price).toHaveValue('12.34')

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT')
  await form.getByRole('button', { name: 'Save listing' }).click()
  const answer = await saved
  expect(answer.status()).toBe(200)
  expect(answer.request().headers()['x-dashboard-request']).toBe('1')
  expect(answer.request().headers()['x-service-auth']).toBeUndefined()
})

test('a deactivated user’s open tab is refused on its next request', async ({ browser, page, baseURL }) => {
  const base = baseURL ?? ''
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await signIn(adminPage, demoUser('admin').email, demoUser('admin').password)
  const email = `temp-${Date.now()}@riverside.example`
  const password = 'a temporary password'
  const created = await pageWrite(admin.request, base, 'POST', '/team/users', {
    email,
    name: 'Tess Temporary',
    role: 'viewer',
    npis: [RIVERSIDE_NPI],
    password,
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  await signIn(page, email, password)
  await expect(page.getByRole('banner')).toContainText('Tess Temporary · viewer')
  const deactivated = await pageWrite(admin.request, base, 'PATCH', `/team/users/${id}`, { active: false })
  expect(deactivated.status()).toBe(200)

  const refused = page.waitForResponse((r) => r.url().includes('/api/v1/') && r.status() === 401)
  await page.getByRole('navigation').getByRole('link', { name: 'Marketplace listings' }).click()
  await refused
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toBeVisible()
  await admin.close()
})

test('sign-in with the group’s OpenID provider', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Sign in with Riverside Login' }).click()
  // The provider's own pages: a login (any password), then the consent.
  await page.locator('input[name="login"]').fill('seller')
  await page.locator('input[name="password"]').fill('any')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('banner')).toContainText(`${demoUser('seller').name} · seller`)
  // The app's home (the draft listings) under the provider's sign-in, as the sign-in page's return.
  expect(new URL(page.url()).pathname).toBe('/drafts')
})
