import { expect, test, type Page } from '@playwright/test'
import type { CashOffer } from '../src/contract/cash-offers'
import { compareToNadac } from '../src/contract/price-guidance'
import { unitPrice } from '../src/contract/unit-price'
import { formatUnitMoney } from '../src/components/format/money'
import { expectNoAxeViolations } from './support/axe'
import { DEMO, startConnected } from './support/connect'
import { expectedGuidance, guidanceIn, statisticOf } from './support/price-guidance'

// The market and NADAC beside a price as a person types it (docs/price-per-unit.md): a seller listing a
// draft and editing a listing, a buyer editing a cash offer; the figures read once per NDC however much
// is typed; the suggestion one click (or Enter) puts in the field; at 390 px by keyboard; axe in light
// and dark mode; and the mark against NADAC in the cash offers table. Demo data whose NDCs no other
// journey trades, so the figures cannot move under the test: server/scenarios/demo.json.

const FARXIGA_DRAFT = { id: '17e4778e-87bf-4313-95bb-a6d4ebefa238', ndc: '00310-6210-30', nadac: 19.64 }
// Pending, a full package of 22 GM.
const MUPIROCIN_LISTING = { id: '7b529a60-14d2-442d-8b43-74c6eb5b340f', ndc: '51672-1312-02', nadac: 0.65 }
// Pending, a full package of 10 ML.
const SALINE_LISTING = { id: '32d0c7e2-73c1-43e4-825e-f7e4a03c50eb', ndc: '00409-4888-10', nadac: 0.09 }
// Pending, Riverside's offer for metformin (1000 EA a package, NADAC $0.02 per EA).
const METFORMIN_OFFER = { id: 'ff3ac2cc-f575-4549-a25c-e5d63848d76e', ndc: '16714-0234-02' }

const price = (page: Page) => page.getByRole('textbox', { name: 'Price', exact: true })

/** Counts the statistics requests the page sends for an NDC (11 digits or as written). */
function countStatistics(page: Page, ndc: string): { count: () => number } {
  let count = 0
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      url.pathname.endsWith('/ndc-transaction-statistic') &&
      url.searchParams.get('nationalDrugCode')?.replace(/-/g, '') === ndc.replace(/-/g, '')
    )
      count += 1
  })
  return { count: () => count }
}

test('List on marketplace: the market per unit, NADAC and the sentence follow the typed price, the suggestion fills it, one read of the figures', async ({
  page,
  request,
}) => {
  const statistics = countStatistics(page, FARXIGA_DRAFT.ndc)
  await startConnected(page, `/listings/new?draft=${FARXIGA_DRAFT.id}`)
  const form = page.getByRole('form', { name: 'New listing' })
  await expect(form.getByRole('textbox', { name: 'NDC' })).toHaveValue(FARXIGA_DRAFT.ndc)
  const quantity = Number(await form.getByRole('textbox', { name: 'Quantity' }).inputValue())
  // Not on the first screen: the guidance comes once the person is in the price.
  await expect(guidanceIn(page)).toHaveCount(0)
  await price(page).click()
  const guidance = guidanceIn(page)
  await expect(guidance).toContainText(
    `NADAC $${FARXIGA_DRAFT.nadac.toFixed(2)} per EA (the marketplace service)`,
  )
  await expect(guidance.getByText(/^Listed per EA: |^Listed: none recorded$/)).toBeVisible()

  const statistic = await statisticOf(request, FARXIGA_DRAFT.ndc)
  const facts = { quantity, fullPackage: false, packageSize: 30 }
  await price(page).fill('')
  await price(page).pressSequentially('123.45')
  const typed = expectedGuidance(statistic, { ...facts, price: 123.45 }, 'EA', 'sell', FARXIGA_DRAFT.nadac)
  await expect(guidance.getByText(typed.yours, { exact: true })).toBeVisible()
  // Seven keys, one read of the figures for the NDC.
  expect(statistics.count()).toBe(1)

  expect(typed.suggestion).not.toBeNull()
  await expect(guidance).toContainText(typed.suggestion!)
  await guidance.getByRole('button', { name: /^Use suggested price/ }).click()
  await expect(price(page)).toHaveValue(typed.suggested!)
  const after = expectedGuidance(
    statistic,
    { ...facts, price: Number(typed.suggested) },
    'EA',
    'sell',
    FARXIGA_DRAFT.nadac,
  )
  await expect(guidance.getByText(after.yours, { exact: true })).toBeVisible()
  expect(statistics.count()).toBe(1)
})

test('the listing form: a full package of 22 GM read per GM, with NADAC to four decimals', async ({
  page,
  request,
}) => {
  await startConnected(page, `/listings/${MUPIROCIN_LISTING.id}`)
  await expect(page.getByLabel('Lot number')).not.toHaveValue('')
  await price(page).fill('10')
  const guidance = guidanceIn(page)
  await expect(guidance).toContainText('NADAC $0.6500 per GM (the marketplace service)')
  const statistic = await statisticOf(request, MUPIROCIN_LISTING.ndc)
  const facts = { price: 10, quantity: 1, fullPackage: true, packageSize: 22 }
  const expected = expectedGuidance(statistic, facts, 'GM', 'sell', MUPIROCIN_LISTING.nadac)
  // $10.00 for 22 GM is $0.4545 per GM.
  expect(expected.yours).toMatch(/^Your price: \$0\.4545 per GM: .*30 % under NADAC\.$/)
  await expect(guidance.getByText(expected.yours, { exact: true })).toBeVisible()
  await guidance.getByRole('button', { name: /^Use suggested price/ }).click()
  await expect(price(page)).toHaveValue(expected.suggested!)
})

test('the cash offer form: a buyer reads the same, NADAC from the offer, and the suggestion fills the price', async ({
  page,
  request,
}) => {
  const read = await request.get(
    `/api/v1/cash-offers/${METFORMIN_OFFER.id}?buyingPharmacyNpi=${DEMO.pharmacyNpi}`,
    {
      headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
    },
  )
  const offer = (await read.json()) as CashOffer
  await startConnected(page, `/cash-offers/${METFORMIN_OFFER.id}`)
  const form = page.getByRole('form', { name: 'Edit cash offer' })
  const guidance = guidanceIn(form)
  await expect(guidance).toContainText('NADAC $0.0200 per EA')
  await expect(guidance).toContainText('(the marketplace service)')
  const statistic = await statisticOf(request, METFORMIN_OFFER.ndc)
  await price(page).fill('5')
  const facts = { price: 5, quantity: offer.quantity, fullPackage: offer.fullPackage, packageSize: 1000 }
  const expected = expectedGuidance(statistic, facts, 'EA', 'buy', offer.nadacPrice ?? null)
  await expect(guidance.getByText(expected.yours, { exact: true })).toBeVisible()
  await guidance.getByRole('button', { name: /^Use suggested price/ }).click()
  await expect(price(page)).toHaveValue(expected.suggested!)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('by keyboard: type a price, reach the suggestion, Enter puts it in; nothing wider than the screen', async ({
    page,
    request,
  }) => {
    await startConnected(page, `/listings/${SALINE_LISTING.id}`)
    await expect(page.getByLabel('Lot number')).not.toHaveValue('')
    await price(page).focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('0.50')
    const guidance = guidanceIn(page)
    const statistic = await statisticOf(request, SALINE_LISTING.ndc)
    const facts = { price: 0.5, quantity: 1, fullPackage: true, packageSize: 10 }
    const expected = expectedGuidance(statistic, facts, 'ML', 'sell', SALINE_LISTING.nadac)
    await expect(guidance.getByText(expected.yours, { exact: true })).toBeVisible()
    const button = guidance.getByRole('button', { name: /^Use suggested price/ })
    for (let i = 0; i < 12 && !(await button.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(price(page)).toHaveValue(expected.suggested!)
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page, { include: 'main' })
  })
})

test('axe finds nothing on the guidance in light and dark mode', async ({ page }) => {
  await startConnected(page, `/listings/${MUPIROCIN_LISTING.id}`)
  await price(page).fill('12')
  await expect(guidanceIn(page).getByText(/^Your price: /)).toBeVisible()
  await expect(guidanceIn(page).getByRole('button', { name: /^Use suggested price/ })).toBeVisible()
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode)
    await expectNoAxeViolations(page)
  }
})

test('the cash offers table: the price per unit and a mark in words against NADAC', async ({
  page,
  request,
}) => {
  const read = await request.get(
    `/api/v1/cash-offers/${METFORMIN_OFFER.id}?buyingPharmacyNpi=${DEMO.pharmacyNpi}`,
    {
      headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
    },
  )
  const offer = (await read.json()) as CashOffer
  const perUnit = unitPrice({ ...offer, packageSize: offer.drugPackage?.packageSize ?? null })
  const mark = compareToNadac(perUnit!, offer.nadacPrice!)
  expect(mark).not.toBeNull()
  await startConnected(page, '/cash-offers?status=Pending&take=100')
  const table = page.getByRole('table', { name: 'Cash offers' })
  const money = `$${offer.price.toFixed(2)}`
  const row = table.getByRole('row').filter({ hasText: offer.packageName! }).filter({ hasText: money })
  await expect(row.getByText(`${formatUnitMoney(perUnit!)} per EA`)).toBeVisible()
  // The mark's words carry it; its arrow is hidden from a screen reader, which reads the words.
  await expect(row.getByText(mark!.text)).toBeVisible()
})
