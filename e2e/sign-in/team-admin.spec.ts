import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { tabTo } from '../support/keyboard'
import { COLOUR_MODES, switchColourMode } from '../a11y/a11y-support'
import { RIVERSIDE_NPI, demoUser, signIn } from './sign-in-support'

// The admin's pages with sign-in on (docs/team-server.md): users (add, role and pharmacies, deactivate),
// the audit log (filters by person and kind in the URL, the server's CSV), a refused role, and a
// listing's history.

/**
 * A Pending listing of Riverside Pharmacy no other sign-in journey touches: the history of one that another
 * pharmacy's refused write names is refused to a seller who does not act for that pharmacy (the server
 * checks every recorded NPI of the object), so the Humalog listing of session.spec.ts is not used here.
 */
const HISTORY_LISTING = '60bc173e-7e34-46b6-b142-896619880bbc'

const CSV_HEADER =
  'id,at,user,operation,npi,target,state,status,shape,message,address,answered at,sent,request id'

async function signedIn(browser: Browser, email: string, password: string, path = '/'): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, email, password, path)
  return page
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })
const rowOf = (page: Page, name: string) => usersTable(page).getByRole('row').filter({ hasText: name })

test('keyboard only: an admin adds a user with a role and a pharmacy, changes the role, and the user signs in', async ({
  page,
  browser,
}) => {
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/users')
  const nav = page.getByRole('navigation', { name: 'Pages' })
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible()
  await expect(rowOf(page, admin.name)).toBeVisible()

  const email = `kim-${Date.now()}@riverside.example`
  const password = 'kim keeps a long password'
  await page.getByRole('button', { name: 'Add user' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add a user' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Kim Keyboard')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toBeFocused()
  await page.keyboard.type('B')
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('buyer')
  await page.keyboard.press('Tab')
  await expect(
    dialog.getByRole('checkbox', { name: 'Every pharmacy of the group, now and later' }),
  ).toBeFocused()
  // The group's pharmacies follow, in the group's order.
  const riverside = dialog.getByRole('checkbox', { name: new RegExp(`NPI ${RIVERSIDE_NPI}`) })
  await tabTo(page, riverside)
  await page.keyboard.press('Space')
  await expect(riverside).toBeChecked()
  await tabTo(page, dialog.getByLabel('First password'))
  await page.keyboard.type(password)
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/team/users') && r.request().method() === 'POST',
  )
  await page.keyboard.press('Enter')
  expect((await created).status()).toBe(201)
  await expect(dialog).toBeHidden()
  const row = rowOf(page, 'Kim Keyboard')
  await expect(row).toContainText(email)
  await expect(row).toContainText('Buyer')
  await expect(row).toContainText(String(RIVERSIDE_NPI))
  await expect(row).toContainText('Active')

  // A second add with the same address is refused at the e-mail field, and what was typed stays.
  await page.getByRole('button', { name: 'Add user' }).click()
  const again = page.getByRole('dialog', { name: 'Add a user' })
  await again.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await again.getByRole('textbox', { name: 'Name' }).fill('Kim Again')
  await again.getByRole('checkbox', { name: 'Every pharmacy of the group, now and later' }).check()
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/team/users') && r.request().method() === 'POST',
  )
  await again.getByRole('button', { name: 'Add user' }).click()
  expect((await refused).status()).toBe(409)
  await expect(again.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
    `There is already a user with the e-mail address ${email}.`,
  )
  await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('Kim Again')
  await again.getByRole('button', { name: 'Cancel' }).click()

  // The role changes; it holds from the user's next request.
  await row.getByRole('button', { name: 'Change Kim Keyboard' }).click()
  const change = page.getByRole('dialog', { name: 'Change Kim Keyboard' })
  await change.getByRole('combobox', { name: 'Role' }).selectOption('seller')
  const patched = page.waitForResponse(
    (r) => r.url().includes('/team/users/') && r.request().method() === 'PATCH',
  )
  await change.getByRole('button', { name: 'Save user' }).click()
  expect((await patched).status()).toBe(200)
  await expect(row).toContainText('Seller')

  const kim = await signedIn(browser, email, password)
  await expect(kim.getByRole('banner')).toContainText('Kim Keyboard · seller')
  await expect(
    kim.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0)
  await kim.context().close()
})

test('an admin deactivates a signed-in user: that user’s open tab is refused on its next request', async ({
  page,
  browser,
}) => {
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/users')
  const email = `dee-${Date.now()}@riverside.example`
  const password = 'dee has a long password'
  await page.getByRole('button', { name: 'Add user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a user' })
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Dee Deactivated')
  await dialog.getByRole('checkbox', { name: 'Every pharmacy of the group, now and later' }).check()
  await dialog.getByLabel('First password').fill(password)
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(rowOf(page, 'Dee Deactivated')).toContainText('Active')

  const dee = await signedIn(browser, email, password)
  await expect(dee.getByRole('banner')).toContainText('Dee Deactivated · viewer')

  await rowOf(page, 'Dee Deactivated').getByRole('button', { name: 'Deactivate Dee Deactivated' }).click()
  const confirm = page.getByRole('dialog', { name: 'Deactivate Dee Deactivated?' })
  const patched = page.waitForResponse(
    (r) => r.url().includes('/team/users/') && r.request().method() === 'PATCH',
  )
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  expect((await patched).status()).toBe(200)
  await expect(rowOf(page, 'Dee Deactivated')).toContainText('Deactivated')

  const refused = dee.waitForResponse((r) => r.url().includes('/api/v1/') && r.status() === 401)
  await dee.getByRole('navigation').getByRole('link', { name: 'Marketplace listings' }).click()
  await refused
  await expect(dee.getByRole('dialog', { name: 'Sign in again' })).toBeVisible()
  await dee.context().close()
})

test('a buyer opening the users page is refused; the admin finds the refusal in the audit log and exports it', async ({
  page,
  browser,
}) => {
  const buyer = demoUser('buyer')
  const buyerPage = await signedIn(browser, buyer.email, buyer.password)
  await expect(
    buyerPage.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0)
  const read = buyerPage.waitForResponse((r) => r.url().endsWith('/team/users'))
  await buyerPage.goto('/users')
  expect((await read).status()).toBe(403)
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  const refusal = buyerPage.getByRole('alert')
  await expect(refusal).toContainText('You cannot open this page')
  await expect(refusal).toContainText("Your role (buyer) cannot read the team's users.")
  await expect(buyerPage.getByRole('table', { name: 'Users' })).toHaveCount(0)
  await buyerPage.context().close()

  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/audit')
  const filters = page.getByRole('form', { name: 'Audit log filters' })
  await filters
    .getByRole('combobox', { name: 'Person' })
    .selectOption({ label: `${buyer.name} (${buyer.email})` })
  await filters
    .getByRole('combobox', { name: 'Kind of action' })
    .selectOption({ label: 'Refused by this server' })
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]kind=refused(&|$)/)
  await expect(page).toHaveURL(/[?&]user=/)
  const table = page.getByRole('table', { name: 'Audit log' })
  const first = table.getByRole('row').nth(1)
  await expect(first).toContainText(`${buyer.name} tried to read the team's users.`)
  await expect(first).toContainText("Refused by this server: Your role (buyer) cannot read the team's users.")
  // Every row is a refusal of the buyer's.
  const rows = await table.getByRole('row').count()
  for (let i = 1; i < rows; i += 1)
    await expect(table.getByRole('row').nth(i)).toContainText('Refused by this server')

  // A reload keeps the filters (they are the URL).
  await page.reload()
  await expect(
    page.getByRole('form', { name: 'Audit log filters' }).getByRole('combobox', { name: 'Kind of action' }),
  ).toHaveValue('refused')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await download
  const text = readFileSync((await file.path()) ?? '', 'utf8')
  const lines = text.trim().split('\r\n')
  expect(lines[0]).toBe(CSV_HEADER)
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.slice(1)).toContainEqual(
    expect.stringContaining(
      `,${buyer.email},listUsers,,,not sent,403,4,Your role (buyer) cannot read the team's users.,`,
    ),
  )
  for (const line of lines.slice(1)) {
    expect(line).toContain(`,${buyer.email},`)
    expect(line).toContain(',not sent,40')
  }
})

test('a listing’s page shows the price change just made, who made it and when', async ({ page }) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, `/listings/${HISTORY_LISTING}`)
  const form = page.getByRole('form', { name: 'Edit listing' })
  const price = form.getByRole('textbox', { name: 'Price' })
  await expect(price).toBeEditable()
  const before = Number(await price.inputValue())
  const after = (Math.round(before * 100) + 137) / 100
  await price.fill(after.toFixed(2))
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT')
  await form.getByRole('button', { name: 'Save listing' }).click()
  expect((await saved).status()).toBe(200)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('listitem').first()).toContainText(
    new RegExp(
      `^${seller.name} changed (.*, )?the price from \\$${before.toFixed(2)} to \\$${after.toFixed(2)}( and .*)? on [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}:\\d{2} [AP]M \\S+\\.$`,
    ),
  )
})

test('the users page, a user dialog and the audit page: no axe violations in light and dark, usable at 390 px', async ({
  page,
}) => {
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/users')
  await expect(rowOf(page, admin.name)).toBeVisible()
  for (const mode of COLOUR_MODES) {
    await switchColourMode(page, mode)
    await expectNoAxeViolations(page)
  }
  await page.getByRole('button', { name: 'Add user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a user' })
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(
    dialog.getByRole('checkbox', { name: new RegExp(`NPI ${RIVERSIDE_NPI}`) }),
  ).toHaveAccessibleDescription('Choose at least one pharmacy, or every pharmacy of the group.')
  for (const mode of COLOUR_MODES) {
    await switchColourMode(page, mode)
    await expectNoAxeViolations(page)
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/audit')
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toBeVisible()
  for (const mode of COLOUR_MODES) {
    await switchColourMode(page, mode)
    await expectNoAxeViolations(page)
  }

  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/users', '/audit']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: /Apply filters|Add user/ })).toBeVisible()
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(sideways, path).toBeLessThanOrEqual(0)
  }
})
