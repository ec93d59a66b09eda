import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_USERS } from '../../server/scenarios/demo-users'

// Sign-in mode's journeys (the "sign-in" project: its own server with the demo scenario's users, the
// group's key on the server, and a real OpenID provider on the loopback; playwright.config.ts).

export type DemoRole = 'admin' | 'seller' | 'buyer' | 'viewer'

export function demoUser(role: DemoRole): { email: string; name: string; password: string } {
  const user = DEMO_USERS.find((u) => u.role === role)
  if (!user?.demoPassword) throw new Error(`no demo ${role}`)
  return { email: user.email, name: user.name, password: user.demoPassword }
}

/** Riverside Pharmacy: a member every demo user acts for. */
export const RIVERSIDE_NPI = 1234567893
/** Harbor Point Pharmacy: a member of the group the demo seller does not act for. */
export const HARBOR_POINT_NPI = 1643820958
/** A Pending listing of Riverside Pharmacy (server/scenarios/README.md). */
export const HUMALOG_LISTING = 'd4c469f6-362b-4e1e-9a67-4e11d688753e'

/** Signs in on the sign-in page as a person does, and waits for the app at `path`. */
export async function signIn(page: Page, email: string, password: string, path = '/'): Promise<void> {
  // The acting pharmacy every demo user has, chosen for this tab before the app loads.
  await page.addInitScript(
    (npi) => sessionStorage.setItem('marketplace.acting-pharmacy', String(npi)),
    RIVERSIDE_NPI,
  )
  await signInAsIs(page, email, password, path)
}

/** Signs in as a person does, the tab choosing no pharmacy: the app acts for the one the server remembers. */
export async function signInAsIs(page: Page, email: string, password: string, path = '/'): Promise<void> {
  await page.goto(path === '/' ? '/sign-in' : `/sign-in?return=${encodeURIComponent(path)}`)
  const form = page.locator('form[data-main]')
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  // The person's menu ("Sam Seller · seller"), beside "Acting for". A sign-in hashes the password
  // (argon2) and the app then starts: on a busy machine that is more than the usual ten seconds.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /· (admin|seller|buyer|viewer)$/ }),
  ).toBeVisible({ timeout: 30_000 })
}

/** A write to this server as the page's own script sends it: the session cookie, the header, the Origin. */
export function pageWrite(
  request: APIRequestContext,
  baseURL: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  return request.fetch(`${baseURL}${path}`, {
    method,
    headers: { 'X-Dashboard-Request': '1', Origin: baseURL, 'Content-Type': 'application/json' },
    ...(data === undefined ? {} : { data }),
  })
}

/** Maple Grove Drug: a member of the group the demo admin and seller act for. */
export const MAPLE_GROVE_NPI = 1188293744

/** A user of one journey's own (so no other journey's actions are theirs), added by a signed-in admin's page. */
export async function addUser(
  admin: Page,
  baseURL: string,
  user: { email: string; name: string; role: DemoRole; npis: number[] | 'all'; password: string },
): Promise<void> {
  const created = await pageWrite(admin.request, baseURL, 'POST', '/team/users', user)
  expect(created.status(), await created.text()).toBe(201)
}
