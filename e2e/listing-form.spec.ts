import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { DEMO, startConnected } from './support/connect'

// A seller corrects a listing: the quantity rule and the other value rules as they type (nothing is sent
// for a refused value), a save that shows on the list and in the NDC statistics, a listing that is no
// longer Pending, a field error only the service can know, and leaving with unsaved changes.
// Demo data: server/scenarios/README.md. spec: Endpoints > 1, Errors, Status rules

const LISTINGS = {
  // Pending, partial, package size 10 ML.
  humalog: { id: 'd4c469f6-362b-4e1e-9a67-4e11d688753e', name: 'Humalog (insulin lispro)', lot: 'B649952' },
  // Pending, partial, package size 2 EA.
  humira: { id: '19045536-9462-46ce-ab3e-02b285f0605c' },
  // Pending, 23 of 30 EA; its NDC is used by no other journey, so its statistics can change here.
  jardiance: { id: 'cef78f03-f208-49c3-9b21-71af7548ebe6', ndc: '00597-0153-30', lot: 'MS4635C' },
  // Pending, 12 of 30 EA.
  zyprexa: { id: '9979ac03-1763-44d3-8c5e-65d6d20e0e8d' },
  // Accepted (not Pending), price $14.94.
  accepted: { id: 'c9b3724f-8377-4bf7-b924-94087b6c41d7', price: 14.94 },
} as const

const form = (page: Page) => page.getByRole('form', { name: 'Edit listing' })
const quantity = (page: Page) => form(page).getByRole('textbox', { name: 'Quantity' })
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save listing' })

/** Opens a listing's form, counting the updates the page sends from then on. */
async function openListing(page: Page, id: string): Promise<string[]> {
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url())
  })
  await startConnected(page, `/listings/${id}`)
  await expect(form(page)).toBeVisible()
  return puts
}

async function expectRefusedAt(page: Page, name: string, message: string | RegExp) {
  const field = form(page).getByLabel(name)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
}

test('full package on: quantity 1 is accepted, 2 is refused at the field before any request', async ({
  page,
}) => {
  const puts = await openListing(page, LISTINGS.humalog.id)
  // By keyboard: Tab from the price to the checkbox, Space to tick it.
  await form(page).getByRole('textbox', { name: 'Price' }).focus()
  await page.keyboard.press('Tab')
  await expect(form(page).getByRole('checkbox', { name: 'Full package' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(form(page).getByRole('checkbox', { name: 'Full package' })).toBeChecked()
  await expect(quantity(page)).toHaveValue('1')
  await expect(quantity(page)).toHaveAccessibleDescription(/A full package is always quantity 1\./)
  await expect(quantity(page)).toHaveAttribute('aria-invalid', 'false')

  await quantity(page).fill('2')
  await expectRefusedAt(page, 'Quantity', /Quantity must be exactly 1 for a full package\./)
  await saveButton(page).click()
  await expect(quantity(page)).toBeFocused()

  await quantity(page).fill('1')
  await expect(quantity(page)).toHaveAttribute('aria-invalid', 'false')
  expect(puts).toEqual([])
})

test('full package off: 0.01 and the package size are accepted; 0, 0.001 and size + 0.01 are refused', async ({
  page,
}) => {
  const puts = await openListing(page, LISTINGS.humira.id)
  await expect(quantity(page)).toHaveAccessibleDescription(/From 0\.01 up to 2 EA, the package size\./)
  for (const refused of ['0', '0.001', '2.01']) {
    await quantity(page).fill(refused)
    await expectRefusedAt(page, 'Quantity', /Quantity must be between 0\.01 and 2\./)
    await saveButton(page).click()
    await expect(quantity(page)).toBeFocused()
  }
  for (const accepted of ['0.01', '2']) {
    await quantity(page).fill(accepted)
    await expect(quantity(page)).toHaveAttribute('aria-invalid', 'false')
  }
  expect(puts).toEqual([])
})

test('a past expiration date and a whitespace-only serial number are refused at their fields', async ({
  page,
}) => {
  const puts = await openListing(page, LISTINGS.humalog.id)
  await form(page).getByLabel('Expiration date').fill('2020-01-01')
  await form(page).getByRole('textbox', { name: 'Serial number (optional)' }).fill('   ')
  await expectRefusedAt(page, 'Expiration date', /Expiration date must be in the future\./)
  await expectRefusedAt(page, 'Serial number (optional)', /Serial number cannot be empty or only spaces\./)
  await saveButton(page).click()
  await expect(form(page).getByLabel('Expiration date')).toBeFocused()
  expect(puts).toEqual([])
})

test('a valid edit is saved (200), shows on the list and in the NDC statistics, and leaving asks nothing', async ({
  page,
}) => {
  const { id, ndc, lot } = LISTINGS.jardiance
  const puts = await openListing(page, id)
  await form(page).getByRole('textbox', { name: 'Price' }).fill('412.34')
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(id))
  await saveButton(page).click()
  expect((await response).status()).toBe(200)
  await expect(
    page.getByRole('status').filter({ hasText: `Listing saved: lot ${lot}, $412.34 for 23 EA.` }),
  ).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'Price' })).toHaveValue('412.34')
  await expect(form(page).getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  expect(puts).toHaveLength(1)

  // Saved: neither the browser (reload) nor the app (a link) asks before leaving.
  const browserDialogs: string[] = []
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.type())
    void dialog.dismiss()
  })
  await page.reload()
  await expect(form(page).getByRole('textbox', { name: 'Price' })).toHaveValue('412.34')
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Marketplace listings' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace listings' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`lot ${lot}$`) }) })
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByRole('cell', { name: '$412.34' })).toBeVisible()

  await page.goto(`/ndc-stats?ndc=${ndc}`)
  const table = page.getByRole('table', { name: `Price points for NDC ${ndc}` })
  const mostRecent = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Most recent' }) })
  // Columns: transacted, offered, listed.
  await expect(mostRecent.getByRole('cell').nth(2)).toContainText('$412.34')
  expect(browserDialogs).toEqual([])
})

test('a listing that stopped being Pending while open: the save is refused with 409, the form is disabled, nothing changed', async ({
  page,
  request,
}) => {
  const { id, price } = LISTINGS.accepted
  // The listing was still Pending when the page read it; a buyer accepted it before the save. (A listing
  // read as not Pending opens read-only: read-only-pages.spec.ts.)
  await page.route(`**/api/v1/marketplace-listings/${id}?*`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const listing = (await response.json()) as { status: number }
    return route.fulfill({ response, json: { ...listing, status: 0 } })
  })
  const puts = await openListing(page, id)
  await form(page).getByRole('textbox', { name: 'Price' }).fill('99.99')
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(id))
  await saveButton(page).click()
  expect((await response).status()).toBe(409)
  await expect(form(page).getByRole('alert')).toContainText('This listing is no longer Pending')
  await expect(saveButton(page)).toBeDisabled()
  await expect(form(page).getByRole('textbox', { name: 'Price' })).toBeDisabled()
  await expect(form(page).getByRole('textbox', { name: 'Price' })).toHaveValue('99.99')
  await expect(form(page).getByRole('button', { name: 'Reload' })).toBeEnabled()
  expect(puts).toHaveLength(1)

  const stored = await request.get(`/api/v1/marketplace-listings/${id}?pharmacyNpi=${DEMO.pharmacyNpi}`, {
    headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
  })
  expect(stored.status()).toBe(200)
  expect(await stored.json()).toMatchObject({ id, status: 1, price })
})

test('a quantity above a package size the form was not told is refused by the service at the quantity field', async ({
  page,
}) => {
  const { id } = LISTINGS.zyprexa
  // The read is answered without the drug package, as a service without the extension's package would.
  await page.route(`**/api/v1/marketplace-listings/${id}?*`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const { drugPackage: _dropped, ...listing } = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: listing })
  })
  const puts = await openListing(page, id)
  await expect(quantity(page)).toHaveAccessibleDescription(/The package size is not known here/)
  await form(page).getByRole('textbox', { name: 'Lot number' }).fill('NEW-LOT-7')
  await quantity(page).fill('31')
  await expect(quantity(page)).toHaveAttribute('aria-invalid', 'false')
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(id))
  await saveButton(page).click()
  expect((await response).status()).toBe(400)
  await expectRefusedAt(page, 'Quantity', /Quantity must be between 0\.01 and 30\./)
  await expect(quantity(page)).toBeFocused()
  await expect(quantity(page)).toHaveValue('31')
  await expect(form(page).getByRole('textbox', { name: 'Lot number' })).toHaveValue('NEW-LOT-7')
  expect(puts).toHaveLength(1)
})

test('leaving with unsaved changes asks first: a link, the back button, closing the tab', async ({
  page,
}) => {
  const { id, name, lot } = LISTINGS.humalog
  await startConnected(page, '/listings')
  const edit = page.getByRole('link', { name: `Edit listing ${name}, lot ${lot}` })
  await edit.scrollIntoViewIfNeeded()
  await edit.click()
  await expect(page).toHaveURL(new RegExp(`/listings/${id}$`))
  const lotNumber = form(page).getByRole('textbox', { name: 'Lot number' })
  await lotNumber.fill('CHANGED-LOT')

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Cash offers' }).click()
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/listings/${id}$`))
  await expect(lotNumber).toHaveValue('CHANGED-LOT')

  await page.goBack()
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace listings' })).toBeVisible()

  await page.goForward()
  await lotNumber.fill('CHANGED-AGAIN')
  const browserAsks = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await browserAsks
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
})

test('the notes field shows three rows, grows with its text instead of scrolling it, and shrinks back', async ({
  page,
}) => {
  await openListing(page, LISTINGS.zyprexa.id)
  const notes = form(page).getByRole('textbox', { name: 'Additional package notes (optional)' })
  await notes.fill('')
  const size = () =>
    notes.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(element).lineHeight),
      hidden: element.scrollHeight - element.clientHeight,
    }))
  const empty = await size()
  expect(empty.height).toBeCloseTo(3 * empty.line, 0)
  await notes.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of the notes`).join('\n'))
  await expect.poll(async () => (await size()).height).toBeCloseTo(8 * empty.line, 0)
  expect((await size()).hidden).toBeLessThanOrEqual(0)
  await notes.fill('One line')
  await expect.poll(async () => (await size()).height).toBeCloseTo(3 * empty.line, 0)
})

test('axe finds no violations on the listing form, with errors shown, in light and dark mode', async ({
  page,
}) => {
  await openListing(page, LISTINGS.humalog.id)
  await form(page).getByRole('checkbox', { name: 'Full package' }).check()
  await quantity(page).fill('2')
  await form(page)
    .getByRole('textbox', { name: 'Additional package notes (optional)' })
    .fill('n'.repeat(1700))
  await expect(form(page).getByText('1,700 of 2,000 characters')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expectNoAxeViolations(page)
})

test('the list shows statuses by name, filters by status in the address, and links to each form', async ({
  page,
}) => {
  await startConnected(page, '/listings')
  const table = page.getByRole('table', { name: 'Listings' })
  await expect(table.getByRole('cell', { name: 'Pending', exact: true }).first()).toBeVisible()
  await page.getByRole('combobox', { name: /^Status/ }).click()
  await page.getByRole('option', { name: 'Accepted' }).click()
  await expect(page).toHaveURL(/\/listings\?status=Accepted$/)
  // The filtered list is there (the table is hidden while it loads, so a count before it would see none).
  await expect(table.getByRole('cell', { name: 'Accepted', exact: true }).first()).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Pending', exact: true })).toHaveCount(0)
  const rows = await table.getByRole('row').count()
  expect(rows).toBeGreaterThan(1)
  await expect(table.getByRole('cell', { name: 'Accepted', exact: true })).toHaveCount(rows - 1)
  // An Accepted listing can no longer be changed: its row offers View, not Edit, which shows it read-only.
  await expect(table.getByRole('link', { name: /^Edit listing/ })).toHaveCount(0)
  await table
    .getByRole('link', { name: /^View listing Mupirocin/ })
    .first()
    .click()
  await expect(
    page.getByText('This listing has been accepted: only a Pending listing can be changed.'),
  ).toBeVisible()
  await expect(form(page)).toHaveCount(0)
})

test('without the read extensions: the list says why and opens by id; the form opens empty and says so', async ({
  page,
}) => {
  const notFound = { status: 404, json: { error: 'Not Found', statusCode: 404, message: 'Route not found' } }
  await page.route('**/api/v1/marketplace-listings?*', (route) => route.fulfill(notFound))
  await page.route(`**/api/v1/marketplace-listings/${LISTINGS.humalog.id}?*`, (route) =>
    route.request().method() === 'GET' ? route.fulfill(notFound) : route.fallback(),
  )
  await startConnected(page, '/listings')
  await expect(
    page.getByText(/This service does not list listings: the list is a sandbox extension/),
  ).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  // With no list, "open by id" is the way in: shown open.
  const byId = page.getByRole('textbox', { name: 'Listing reference' })
  await expect(byId).toBeVisible()
  await byId.fill('not-an-id')
  await page.getByRole('button', { name: 'Open' }).click()
  await expect(byId).toHaveAccessibleDescription(
    'Enter the listing reference in full: 32 letters and digits in five groups, for example 9979ac03-1763-44d3-8c5e-65d6d20e0e8d.',
  )
  await byId.fill(LISTINGS.humalog.id)
  await page.getByRole('button', { name: 'Open' }).click()
  await expect(page).toHaveURL(new RegExp(`/listings/${LISTINGS.humalog.id}$`))
  await expect(page.getByText(/This service did not return listing .* The form is empty/)).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'Lot number' })).toHaveValue('')
  await expect(quantity(page)).toHaveAccessibleDescription(/The package size is not known here/)
})
