import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { COLOUR_MODES, switchColourMode } from '../a11y/a11y-support'
import { MAPLE_GROVE_NPI, addUser, demoUser, pageWrite, signIn, signInAsIs } from './sign-in-support'

// The pharmacy a person acts for is theirs: chosen in "Acting for" (a control that says it opens),
// remembered by the server across sign-outs, browsers and changes of the group, changed by nobody else;
// and a listing of another of their pharmacies names that pharmacy and offers to act for it.
// docs/team-server.md, "The dashboard signed in".

/** Cedar Hollow Pharmacy: registered, in no group; added to the group it sorts before every member. */
const CEDAR_HOLLOW_NPI = 1976403521
/** A Pending listing of Maple Grove Drug no other journey opens. */
const MAPLE_GROVE_LISTING = 'ba5240ec-aabf-4d49-a027-e1065fceb517'
/** A Pending listing of Harbor Point, which the demo seller does not act for. */
const HARBOR_POINT_LISTING = '0f849548-0ba3-4bde-a052-3ce344b212ff'

const switcher = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Acting for/ })

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

/** An admin of this journey's own, for every pharmacy of the group, added by the demo admin. */
async function ownAdmin(browser: Browser, baseURL: string, name: string) {
  const demo = await newPage(browser)
  const admin = demoUser('admin')
  await signIn(demo, admin.email, admin.password)
  const user = {
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@riverside.example`,
    name,
    role: 'admin' as const,
    npis: 'all' as const,
    password: `${name} keeps a long password`,
  }
  await addUser(demo, baseURL, user)
  return { demo, user }
}

test('an admin’s chosen pharmacy survives sign-out, a pharmacy added to the group, and sign-in in another browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // Argon2 at every sign-in and user added, on a busy machine: more than the default minute.
  test.setTimeout(180_000)
  const { demo, user } = await ownAdmin(browser, baseURL ?? '', 'Ada Acting')
  await signInAsIs(page, user.email, user.password)
  // A control that says what it is and that it opens.
  await expect(switcher(page)).toHaveAttribute('aria-haspopup', 'menu')
  await expect(switcher(page)).not.toContainText('Maple Grove')

  await switcher(page).click()
  const menu = page.getByRole('menu', { name: 'Act for' })
  const chosen = page.waitForResponse((r) => r.url().endsWith('/auth/acting-pharmacy'))
  await menu.getByRole('menuitemradio', { name: new RegExp(`NPI.${MAPLE_GROVE_NPI}`) }).click()
  expect((await chosen).status()).toBe(200)
  await expect(menu).toBeHidden()
  await expect(switcher(page)).toContainText(`Maple Grove Drug · NPI\u00a0${MAPLE_GROVE_NPI}`)

  await page
    .getByRole('banner')
    .getByRole('button', { name: `${user.name} · admin` })
    .click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in/)

  // Meanwhile the group gains a pharmacy whose name comes before every other.
  const added = await pageWrite(demo.request, baseURL ?? '', 'POST', '/api/v1/groups/npi-update', [
    CEDAR_HOLLOW_NPI,
  ])
  expect(added.status()).toBe(200)

  // Signed in again, in the same tab and in another browser: still Maple Grove, the new one offered.
  const again = page.waitForRequest((r) => r.url().includes('/api/v1/draft-listings/search'))
  await signInAsIs(page, user.email, user.password)
  expect((await again).postDataJSON()).toMatchObject({ pharmacyNpi: MAPLE_GROVE_NPI })
  await expect(switcher(page)).toContainText('Maple Grove Drug')
  const other = await newPage(browser)
  await signInAsIs(other, user.email, user.password)
  await expect(switcher(other)).toContainText('Maple Grove Drug')
  await switcher(other).click()
  const offered = other.getByRole('menu', { name: 'Act for' })
  await expect(
    offered.getByRole('menuitemradio', { name: new RegExp(`NPI.${CEDAR_HOLLOW_NPI}`) }),
  ).toBeVisible()
  await expect(offered.getByRole('menuitemradio', { checked: true })).toContainText('Maple Grove Drug')
  await demo.context().close()
  await other.context().close()
})

test('a listing of another of the person’s pharmacies names it and offers to act for it; one of none of theirs says so', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { demo, user } = await ownAdmin(browser, baseURL ?? '', 'Alex Acting')
  await demo.context().close()
  await signInAsIs(page, user.email, user.password, `/listings/${MAPLE_GROVE_LISTING}`)
  // Acting for the first of the group's (not Maple Grove): the service refuses the read.
  const refusal = page.getByRole('alert').filter({ hasText: 'This listing belongs to' })
  await expect(refusal).toContainText(`This listing belongs to Maple Grove Drug (NPI ${MAPLE_GROVE_NPI})`)
  const act = refusal.getByRole('button', { name: 'Act for Maple Grove Drug' })
  await act.click()
  await expect(page.getByRole('form', { name: 'Edit listing' }).getByLabel('Lot number')).toHaveValue(
    'JU4749P',
  )
  await expect(switcher(page)).toContainText('Maple Grove Drug')

  // The demo seller acts for Riverside and Maple Grove, not Harbor Point: the page cannot say whose it is.
  const seller = demoUser('seller')
  const sellerPage = await newPage(browser)
  await signIn(sellerPage, seller.email, seller.password, `/listings/${HARBOR_POINT_LISTING}`)
  const none = sellerPage.getByRole('alert').filter({ hasText: 'You cannot open this listing' })
  await expect(none).toContainText('It belongs to none of the pharmacies you act for.')
  await expect(none.getByRole('button')).toHaveCount(0)
  await sellerPage.context().close()
})

test('the switcher, its menu and a refusal naming another pharmacy: axe in light and dark; whole at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const admin = demoUser('admin')
  // The tab acts for Riverside (sign-in-support.ts): Maple Grove's listing is another pharmacy's.
  await signIn(page, admin.email, admin.password, `/listings/${MAPLE_GROVE_LISTING}`)
  const refusal = page.getByRole('alert').filter({ hasText: 'This listing belongs to' })
  await expect(refusal.getByRole('button', { name: 'Act for Maple Grove Drug' })).toBeVisible()
  for (const mode of COLOUR_MODES) {
    await switchColourMode(page, mode)
    await expectNoAxeViolations(page)
    await switcher(page).click()
    await expect(page.getByRole('menu', { name: 'Act for' })).toBeVisible()
    // A popup menu is drawn outside the landmarks, as the colour theme's (e2e/a11y/axe.spec.ts).
    await expectNoAxeViolations(page, { skipRules: ['region'] })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu', { name: 'Act for' })).toBeHidden()
  }
  // On a phone: "Acting for" and the pharmacy's whole name within the bar; nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(switcher(page)).toContainText('Acting for')
  await expect(switcher(page)).toContainText('Riverside Pharmacy')
  const bar = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().height)
  expect(bar).toBeLessThanOrEqual(56)
  await expect(refusal.getByRole('button', { name: 'Act for Maple Grove Drug' })).toBeVisible()
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(sideways).toBeLessThanOrEqual(0)
})
