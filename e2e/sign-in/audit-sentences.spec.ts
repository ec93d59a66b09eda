import { expect, test } from '@playwright/test'
import { RIVERSIDE_NPI, addUser, demoUser, signIn } from './sign-in-support'

// The audit log says what changed (docs/team-server.md, "The audit log"): from the audit page, who
// changed a listing's price and from what is read in a sentence two clicks away, and the listing's own
// page (a third) shows the same change in its history. A seller's ordinary browsing leaves no refusal
// in the log: a page asks only for what the role may read.

/** A Pending listing of Riverside Pharmacy no other journey opens: Jardiance (empagliflozin) 25 mg. */
const JARDIANCE_LISTING = 'e185f2bb-5846-4f5a-b96b-f6c276ea3fc2'
const JARDIANCE = 'Jardiance (empagliflozin) 25 mg, lot NG8474Z'

const money = (value: number) => `$${value.toFixed(2)}`

test('the admin finds who changed a listing’s price and from what in three clicks; the seller’s browsing leaves no refusal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/audit')
  // A seller of this journey's own: no other journey's refusals are theirs.
  const stamp = Date.now()
  const seller = {
    email: `sol-${stamp}@riverside.example`,
    name: `Sol Seller ${stamp}`,
    role: 'seller' as const,
    npis: [RIVERSIDE_NPI],
    password: 'sol keeps a long password',
  }
  await addUser(page, baseURL ?? '', seller)

  // The seller opens every page of the navigation, then a listing, whose price they change.
  const sellerPage = await (await browser.newContext()).newPage()
  await signIn(sellerPage, seller.email, seller.password)
  const nav = sellerPage.getByRole('navigation', { name: 'Pages' })
  await expect(nav.getByRole('link', { name: 'Draft listings' })).toBeVisible()
  const links = await nav.getByRole('link').allTextContents()
  expect(links.length).toBeGreaterThanOrEqual(4)
  for (const name of links) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(sellerPage.getByRole('heading', { level: 1 })).toBeVisible()
    await sellerPage.waitForLoadState('networkidle')
  }
  await sellerPage.goto(`/listings/${JARDIANCE_LISTING}`)
  const form = sellerPage.getByRole('form', { name: 'Edit listing' })
  const price = form.getByRole('textbox', { name: 'Price' })
  await expect(price).toBeEditable()
  const before = Number(await price.inputValue())
  const after = (Math.round(before * 100) - 25) / 100
  await price.fill(after.toFixed(2))
  const saved = sellerPage.waitForResponse((r) => r.request().method() === 'PUT')
  await form.getByRole('button', { name: 'Save listing' }).click()
  expect((await saved).status()).toBe(200)
  await sellerPage.waitForLoadState('networkidle')
  await sellerPage.context().close()

  // The admin, on the audit page: (1) the person, (2) apply. The first record says who, what, from what.
  await page.goto('/audit')
  const filters = page.getByRole('form', { name: 'Audit log filters' })
  await filters
    .getByRole('combobox', { name: 'Person' })
    .selectOption({ label: `${seller.name} (${seller.email})` })
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  const table = page.getByRole('table', { name: 'Audit log' })
  const first = table.getByRole('row').nth(1)
  const sentence = `${seller.name} changed the price of ${JARDIANCE}, from ${money(before)} to ${money(after)}.`
  await expect(first).toContainText(sentence)
  await expect(first).toContainText('Riverside Pharmacy')
  await expect(first).toContainText('Done')
  // (3) The listing's page: the same change in its history.
  await first.getByRole('link', { name: JARDIANCE }).click()
  await expect(page).toHaveURL(new RegExp(`/listings/${JARDIANCE_LISTING}$`))
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(
    `${seller.name} changed the price from ${money(before)} to ${money(after)} on `,
  )

  // Back on the audit page: nothing of the seller's was refused.
  await page.goBack()
  await filters
    .getByRole('combobox', { name: 'Kind of action' })
    .selectOption({ label: 'Refused by this server' })
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]kind=refused(&|$)/)
  await expect(table).toContainText('No record matches these filters.')
  // Every record of the seller's names a person and a thing, never an operation's code name or an id.
  await filters.getByRole('combobox', { name: 'Kind of action' }).selectOption({ label: 'Every kind' })
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(table.getByRole('row').nth(1)).toContainText(seller.name)
  const text = (await table.textContent()) ?? ''
  expect(text).not.toMatch(/updateMarketplaceListing|listFaultRules|[0-9a-f]{8}-[0-9a-f]{4}-/)
})
