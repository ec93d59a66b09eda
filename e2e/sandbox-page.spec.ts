import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { Scenario } from '../server/scenarios/scenario'
import { expectNoAxeViolations } from './support/axe'
import { startConnected } from './support/connect'

// A tester drives the sandbox from its own page: a fault on "Update a marketplace listing", then the
// listing form shows it the way the fetch layer maps it. The journeys act for Lakeside Pharmacies (its
// own key), so the faults touch no other journey's calls. docs/sandbox.md "Faults on demand"

const demo = JSON.parse(
  readFileSync(new URL('../server/scenarios/demo.json', import.meta.url), 'utf8'),
) as Scenario
const LAKESIDE = {
  apiKey: 'demo-lakeside-key',
  pharmacyNpi: 1507382160,
  groupName: 'Lakeside Pharmacies',
  pharmacyName: 'Lakeside Pharmacies, Inc.',
} as const
const seller = demo.pharmacies.find((p) => p.npi === LAKESIDE.pharmacyNpi)!
const LISTING = demo.listings.find((l) => l.sellerPharmacyId === seller.id && l.status === 0)!

const listingForm = (page: Page) => page.getByRole('form', { name: 'Edit listing' })

async function addFault(
  page: Page,
  answer: string,
  extra?: [string, string],
  operation = 'Update a marketplace listing',
) {
  await startConnected(page, '/sandbox', LAKESIDE)
  await expect(page.getByRole('heading', { name: 'Sandbox', level: 1 })).toBeVisible()
  await page.getByLabel('Operation').selectOption({ label: operation })
  await page.getByLabel('Answer with').selectOption({ label: answer })
  if (extra) await page.getByLabel(extra[0]).fill(extra[1])
  await page.getByRole('button', { name: 'Add fault' }).click()
  const rules = page.getByRole('table', { name: 'Active faults' })
  await expect(rules.getByRole('row', { name: new RegExp(operation) })).toContainText('1 of 1')
}

/** Opens the listing and saves it with a new price; returns the PUTs the page sent. */
async function saveListing(page: Page, price: string): Promise<string[]> {
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url())
  })
  await page.goto(`/listings/${LISTING.id}`)
  await expect(listingForm(page)).toBeVisible()
  await listingForm(page).getByRole('textbox', { name: 'Price' }).fill(price)
  await listingForm(page).getByRole('button', { name: 'Save listing' }).click()
  return puts
}

test.describe.configure({ mode: 'serial' })

test('the Sandbox page is in the navigation of a sandbox; its controls have names; axe finds nothing', async ({
  page,
}) => {
  await startConnected(page, '/drafts', LAKESIDE)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Sandbox' }).click()
  await expect(page.getByRole('heading', { name: 'Add a fault' })).toBeVisible()
  await expect(page.getByText('No fault is active')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a fault used up by a call from elsewhere leaves the list at once, with nothing clicked', async ({
  page,
}) => {
  await addFault(page, '409 No longer Pending')
  // Another client of the same key (a team's own tests) makes the call the rule answers.
  const call = await page.request.put(`/api/v1/marketplace-listings/${LISTING.id}`, {
    headers: { 'X-SERVICE-AUTH': LAKESIDE.apiKey },
    data: {},
  })
  expect(call.status()).toBe(409)
  await expect(page.getByText('No fault is active')).toBeVisible()
})

test('back on the Sandbox page after a page used the fault up, the list is as it is now', async ({
  page,
}) => {
  await addFault(page, '400 Generic (shape 4)', undefined, 'NDC price statistics')
  const nav = page.getByRole('navigation', { name: 'Pages' })
  await nav.getByRole('link', { name: 'NDC price statistics' }).click()
  await page.getByRole('textbox', { name: 'National Drug Code (NDC)' }).fill('00002-7597-01')
  const faulted = page.waitForResponse((r) => r.url().includes('/ndc-transaction-statistic'))
  await page.getByRole('button', { name: 'Show prices' }).click()
  expect((await faulted).status()).toBe(400)
  await nav.getByRole('link', { name: 'Sandbox' }).click()
  await expect(page.getByText('No fault is active')).toBeVisible()
})

test('429: the save waits for Retry-After, is sent again once, and succeeds', async ({ page }) => {
  await addFault(page, '429 Too many requests', ['Retry after (seconds)', '1'])
  const puts = await saveListing(page, '21.01')
  await expect(page.getByText(/saved/i).first()).toBeVisible({ timeout: 15_000 })
  expect(puts).toHaveLength(2)
})

test('409: the form says the listing is no longer Pending', async ({ page }) => {
  await addFault(page, '409 No longer Pending')
  await saveListing(page, '21.02')
  await expect(page.getByText(/no longer Pending/i).first()).toBeVisible()
})

test('400 shape 1: the business rule message is shown as the service wrote it', async ({ page }) => {
  await addFault(page, '400 Business rule (shape 1)')
  await saveListing(page, '21.03')
  await expect(page.getByText(/restricted in this state/).first()).toBeVisible()
})

test('400 shape 2: the stable code ndcSellLimitReached is explained', async ({ page }) => {
  await addFault(page, '400 Field validation (shape 2)')
  await saveListing(page, '21.04')
  await expect(page.getByText(/pending listings of this NDC/).first()).toBeVisible()
})

test('400 shape 3: a missing field is shown at that field', async ({ page }) => {
  await addFault(page, '400 Request shape (shape 3)')
  await saveListing(page, '21.05')
  const lot = listingForm(page).getByLabel('Lot number')
  await expect(lot).toHaveAttribute('aria-invalid', 'true')
  await expect(lot).toHaveAccessibleDescription(/required/i)
})

test('400 shape 4: the message is shown above the save button, and the typed price is kept', async ({
  page,
}) => {
  await addFault(page, '400 Generic (shape 4)')
  await saveListing(page, '21.06')
  await expect(page.getByText(/pharmacyNpi is required/).first()).toBeVisible()
  await expect(listingForm(page).getByRole('textbox', { name: 'Price' })).toHaveValue('21.06')
})

test('reset asks first, then clears the faults', async ({ page }) => {
  await addFault(page, '504 Gateway timeout')
  await page.getByRole('button', { name: 'Reset data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset the sandbox data?' })
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Reset' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('No fault is active')).toBeVisible()
})
