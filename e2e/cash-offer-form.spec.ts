import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { DEMO, startConnected } from './support/connect'

// A buyer adjusts a cash offer: max shipping price only for Medium shipping, the NDC's price points
// beside the price, a save that sends null for Standard shipping, and an offer that is no longer Pending.
// Demo data: server/scenarios/README.md. spec: Endpoints > 4 and 5, Status rules

const OFFERS = {
  // Pending, Medium shipping, max shipping price $30.74, Zyprexa 00002-7597-01 (not saved here).
  medium: { id: '884b0fc1-9c2b-4637-bd72-5d6e9546144a', ndc: '00002-7597-01' },
  // Pending, Standard shipping, Levothyroxine 00527-1342-90: no other journey reads its statistics.
  standard: { id: 'f3809b84-22ee-408c-9627-ed67b9ebc322' },
  // Completed (not Pending).
  completed: { id: '57e5cb8c-f6d7-4aa9-a6f3-ea1d54b280a9' },
} as const

const form = (page: Page) => page.getByRole('form', { name: 'Edit cash offer' })
const maxShipping = (page: Page) => form(page).getByRole('textbox', { name: /^Max shipping price/ })
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save cash offer' })

async function openOffer(page: Page, id: string): Promise<{ url: string; body: unknown }[]> {
  const puts: { url: string; body: unknown }[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push({ url: request.url(), body: request.postDataJSON() })
  })
  await startConnected(page, `/cash-offers/${id}`)
  await expect(form(page)).toBeVisible()
  return puts
}

test('Medium shipping: max shipping price is shown and required; empty or 0 is refused before sending', async ({
  page,
}) => {
  const puts = await openOffer(page, OFFERS.medium.id)
  await expect(page.getByText('Shipping method')).toBeVisible()
  await expect(maxShipping(page)).toHaveValue('30.74')
  await expect(maxShipping(page)).toHaveAttribute('required', '')
  await maxShipping(page).fill('')
  await expect(maxShipping(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(maxShipping(page)).toHaveAccessibleDescription(
    /Max shipping price is required for Medium shipping\./,
  )
  await saveButton(page).click()
  await expect(maxShipping(page)).toBeFocused()
  await maxShipping(page).fill('0')
  await expect(maxShipping(page)).toHaveAccessibleDescription(/must be greater than 0 for Medium shipping\./)
  await maxShipping(page).fill('25')
  await expect(maxShipping(page)).toHaveAttribute('aria-invalid', 'false')
  expect(puts).toEqual([])
})

test('other shipping: max shipping price is absent and sent as null; the save answers 200', async ({
  page,
}) => {
  const { id } = OFFERS.standard
  const puts = await openOffer(page, id)
  await expect(maxShipping(page)).toHaveCount(0)
  await form(page).getByRole('textbox', { name: 'Price', exact: true }).fill('2.05')
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(id))
  // Enter in a field sends the form, as in any form.
  await page.keyboard.press('Enter')
  expect((await response).status()).toBe(200)
  await expect(
    page.getByRole('status').filter({ hasText: 'Cash offer saved: $2.05 for 18 EA.' }),
  ).toBeVisible()
  expect(puts).toHaveLength(1)
  expect(puts[0]?.body).toMatchObject({
    buyingPharmacyNpi: DEMO.pharmacyNpi,
    price: 2.05,
    maxShippingPrice: null,
  })
})

test('the NDC price points sit beside the price, and the typed price is placed against them', async ({
  page,
  request,
}) => {
  const { id, ndc } = OFFERS.medium
  await openOffer(page, id)
  const stats = await request.get(`/api/v1/ndc-transaction-statistic?nationalDrugCode=${ndc}`, {
    headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
  })
  const { lowListed } = (await stats.json()) as { lowListed: { price: number } }
  const table = form(page).getByRole('table', { name: `Market prices for NDC ${ndc}` })
  await expect(table.getByRole('columnheader')).toHaveText(['Measure', 'Transacted', 'Offered', 'Listed'])
  await expect(table.getByRole('rowheader')).toHaveText(['High', 'Low', 'Average', 'Most recent'])
  const low = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Low' }) })
  await expect(low.getByRole('cell').nth(2)).toContainText(`$${lowListed.price.toFixed(2)}`)

  await form(page).getByRole('textbox', { name: 'Price', exact: true }).fill('1.00')
  await expect(
    // $1.00 for the offer's 5 EA, compared per quantity with the market's points.
    form(page).getByText(/^Per quantity .*: your \$0\.20 per EA is below the lowest transacted price/),
  ).toBeVisible()
})

test('an offer that stopped being Pending while open: the save is refused with 409 and the form is disabled', async ({
  page,
}) => {
  const { id } = OFFERS.completed
  // The offer was still Pending when the page read it, and completed before the save. (An offer read as
  // not Pending opens read-only: read-only-pages.spec.ts.)
  await page.route(`**/api/v1/cash-offers/${id}?*`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const offer = (await response.json()) as { status: number }
    return route.fulfill({ response, json: { ...offer, status: 0 } })
  })
  await openOffer(page, id)
  await form(page).getByLabel('Earliest expiration date').fill('2099-01-01')
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(id))
  await saveButton(page).click()
  expect((await response).status()).toBe(409)
  await expect(form(page).getByRole('alert')).toContainText('This cash offer is no longer Pending')
  await expect(saveButton(page)).toBeDisabled()
  await expect(form(page).getByRole('textbox', { name: 'Price', exact: true })).toBeDisabled()
  await expect(form(page).getByLabel('Earliest expiration date')).toHaveValue('2099-01-01')
})

test('axe finds no violations on the cash offer form, with errors shown, in light and dark mode', async ({
  page,
}) => {
  await openOffer(page, OFFERS.medium.id)
  await expect(form(page).getByRole('table', { name: /^Market prices/ })).toBeVisible()
  await maxShipping(page).fill('')
  await form(page).getByRole('checkbox', { name: 'Require full package' }).check()
  const requested = form(page).getByRole('textbox', { name: 'Requested quantity' })
  await requested.fill('3')
  // Both errors on screen before axe looks: the state this check is about.
  await expect(maxShipping(page)).toHaveAccessibleDescription(
    /Max shipping price is required for Medium shipping\./,
  )
  await expect(requested).toHaveAccessibleDescription(/must be exactly 1 for a full package\./)
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expectNoAxeViolations(page)
})

test('the list shows the offers by status name with their shipping method, and links to each form', async ({
  page,
}) => {
  await startConnected(page, '/cash-offers?status=Pending')
  const table = page.getByRole('table', { name: 'Cash offers' })
  await expect(page.getByRole('combobox', { name: /^Status/ })).toContainText('Pending')
  const rows = table.getByRole('row')
  await expect(rows).not.toHaveCount(1)
  const count = await rows.count()
  await expect(table.getByRole('cell', { name: 'Pending', exact: true })).toHaveCount(count - 1)
  await expect(table.getByRole('cell', { name: 'Medium', exact: true }).first()).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Standard', exact: true }).first()).toBeVisible()
  await table
    .getByRole('link', { name: /^Edit cash offer for Levothyroxine Sodium/ })
    .first()
    .click()
  await expect(form(page)).toBeVisible()
})
