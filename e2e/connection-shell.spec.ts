import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { CONNECTION_DIALOG, DEMO, connectWithDemo, startConnected } from './support/connect'
import { tabTo } from './support/keyboard'

// The first journey of every user: open the dashboard, connect, find the pages, come back later.

const PAGES = [
  'Draft listings',
  'Marketplace listings',
  'Cash offers',
  'NDC price statistics',
  'Group NPIs',
] as const

const dialog = (page: Page) => page.getByRole('dialog', { name: CONNECTION_DIALOG })
const nav = (page: Page) => page.getByRole('navigation', { name: 'Pages' })

test('a new user connects with the demo, visits every page by keyboard, reloads, and disconnects', async ({
  page,
}) => {
  await page.goto('/')
  await expect(dialog(page)).toBeVisible()
  await expect(page).toHaveURL(/\/drafts$/)

  await dialog(page).getByRole('button', { name: 'Use the demo connection' }).click()
  await expect(dialog(page)).toBeHidden()
  const banner = page.getByRole('banner')
  await expect(banner).toContainText(`${DEMO.pharmacyName} · NPI ${DEMO.pharmacyNpi}`)
  // The dashboard's own server goes without its host name (it is in the browser's own bar).
  await expect(banner).toContainText(DEMO.groupName)
  await expect(banner).not.toContainText(new URL(page.url()).host)
  await expect(page.getByRole('status').filter({ hasText: 'Connected to the sandbox demo' })).toBeVisible()

  for (const name of [...PAGES.slice(1), PAGES[0]]) {
    const link = nav(page).getByRole('link', { name })
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveTitle(`${name} · Pharmacy Marketplace`)
    await expect(link).toHaveAttribute('aria-current', 'page')
  }

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Draft listings' })).toBeVisible()
  await expect(banner).toContainText(`NPI ${DEMO.pharmacyNpi}`)
  await expect(dialog(page)).toBeHidden()

  await banner.getByRole('button', { name: new RegExp(`NPI ${DEMO.pharmacyNpi}`) }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByLabel('API key', { exact: true })).toHaveValue('')
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(banner.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  await expect(banner).not.toContainText(`NPI ${DEMO.pharmacyNpi}`)

  await page.reload()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Use the demo connection' })).toBeVisible()
})

test('connecting by hand: a wrong key is refused at its field, a right one lists the group to choose from', async ({
  page,
}) => {
  await page.goto('/group-npis')
  await dialog(page).getByLabel('API key', { exact: true }).fill('not-a-key')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(dialog(page).getByText(/The service did not accept this key/)).toBeVisible()

  await dialog(page).getByLabel('API key', { exact: true }).fill('demo-lakeside-key')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(dialog(page)).toContainText('The key belongs to Lakeside Pharmacies')
  await dialog(page).getByRole('combobox', { name: 'Acting pharmacy' }).click()
  await page.getByRole('option', { name: /\(Lakeside Pharmacy #07\), NPI 1729604813/ }).click()
  await dialog(page).getByRole('button', { name: 'Connect', exact: true }).click()

  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('banner')).toContainText('Lakeside Pharmacy #07 · NPI 1729604813')
  await expect(page.getByRole('heading', { level: 1, name: 'Group NPIs' })).toBeVisible()
})

test('a mistyped address shows the not-found page with a way back', async ({ page }) => {
  await startConnected(page, '/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Pharmacy Marketplace')
  await page.getByRole('main').getByRole('link', { name: 'Go to draft listings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Draft listings' })).toBeVisible()
})

test('on a small screen the navigation is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await startConnected(page, '/drafts')
  await expect(nav(page)).toBeHidden()
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await nav(page).getByRole('link', { name: 'Cash offers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cash offers' })).toBeVisible()
  await expect(nav(page)).toBeHidden()
})

for (const mode of ['Light', 'Dark'] as const) {
  test(`axe finds nothing on the shell and the connection dialog in ${mode.toLowerCase()} mode`, async ({
    page,
  }) => {
    await connectWithDemo(page, '/drafts')
    await page.getByRole('button', { name: /^Color theme/ }).click()
    await page.getByRole('menuitem', { name: mode }).click()
    await expect(page.getByRole('button', { name: `Color theme: ${mode}` })).toBeVisible()
    await expect(page.getByRole('menu')).toBeHidden()
    await expectNoAxeViolations(page)

    await page
      .getByRole('banner')
      .getByRole('button', { name: /NPI 1234567893/ })
      .click()
    await expect(dialog(page)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('the system colour mode follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await startConnected(page, '/ndc-stats')
  await expect(page.getByRole('button', { name: 'Color theme: System' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)')
  await expectNoAxeViolations(page)
})

test("the theme's colours are defined once, by the entry's stylesheet, in light and in dark", async ({
  page,
}) => {
  await startConnected(page, '/drafts')
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    )
  // Where the variables are defined: the entry's stylesheet only, not rules the theme provider inserted.
  const definedIn = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule) => rule.cssText.includes('--mui-palette-primary-main:'))
        .map(() =>
          sheet.href
            ? new URL(sheet.href).pathname
            : sheet.ownerNode instanceof HTMLElement && 'themeVariables' in sheet.ownerNode.dataset
              ? 'theme variables'
              : 'inserted by the page',
        ),
    ),
  )
  expect(definedIn).toEqual(['theme variables', 'theme variables'])
  expect(await primary()).toBe('#00695c')
  await page.getByRole('button', { name: /^Color theme/ }).click()
  await page.getByRole('menuitem', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  expect(await primary()).toBe('#4db6ac')
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)')
})
