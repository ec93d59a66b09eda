import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { measureBundle } from '../bench/bundle-size'
import { expectNoAxeViolations } from './support/axe'
import { DEMO, startConnected } from './support/connect'

// A buyer checks an NDC's prices before offering: the field, the chart, the table, the no-data state,
// recently viewed NDCs, and that the chart library is not downloaded with the first screen.
// spec: Endpoints > 5, Resources > NDC transaction statistic

const WITH_DATA = '00002-7597-01' // demo: transactions, offers and listings (README "The demo scenario")
const NO_DATA = '59762-3304-01' // demo: no transactions, offers or listings at all

// The twelve members by source and measure, written out here so the test does not lean on the app's map.
const SOURCES = [
  ['Transacted', ['highTransacted', 'lowTransacted', 'averageTransacted', 'mostRecentTransacted']],
  ['Offered', ['highPriceOffered', 'lowPriceOffered', 'averagePriceOffered', 'mostRecentPriceOffered']],
  ['Listed', ['highListed', 'lowListed', 'averageListed', 'mostRecentListed']],
] as const
const MEASURES = ['High', 'Low', 'Average', 'Most recent'] as const

type Statistic = Record<string, { price: number; quantity: number }>
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n)
const qty = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n)
// Opened on its own, the page has read no draft, listing or offer of the NDC: the unit is not known.
const forQty = (n: number) => `for ${qty(n)}`

async function statisticFromApi(page: Page, ndc: string): Promise<Statistic> {
  const response = await page.request.get(`/api/v1/ndc-transaction-statistic?nationalDrugCode=${ndc}`, {
    headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Statistic
}

const field = (page: Page) => page.getByRole('textbox', { name: 'National Drug Code (NDC)' })
const chart = (page: Page, ndc: string) =>
  page.getByRole('application', { name: `Price chart for NDC ${ndc}` })

test('0002-7597-01 is normalised; 12 bars with price and quantity tooltips; the table matches the API', async ({
  page,
}) => {
  await startConnected(page, '/ndc-stats')
  const statistic = await statisticFromApi(page, WITH_DATA)

  await field(page).fill('0002-7597-01')
  await expect(page.getByText(`Reads as NDC ${WITH_DATA}.`)).toBeVisible()
  await field(page).press('Enter')
  await expect(page).toHaveURL(`/ndc-stats?ndc=${WITH_DATA}`)
  await expect(field(page)).toHaveValue(WITH_DATA)
  await expect(page.getByRole('heading', { level: 2, name: `Prices for NDC ${WITH_DATA}` })).toBeVisible()

  const bars = chart(page, WITH_DATA).getByRole('img')
  await expect(bars).toHaveCount(12)
  for (const [source, members] of SOURCES) {
    for (const [i, member] of members.entries()) {
      const point = statistic[member]!
      expect(point.price).toBeGreaterThan(0)
      const figures = `${money(point.price)} ${forQty(point.quantity)}`
      const measure = MEASURES[i]!
      const bar = chart(page, WITH_DATA).getByRole('img', {
        name: `${source} ${measure.toLowerCase()} price: ${figures}`,
        exact: true,
      })
      await bar.hover()
      const tooltip = page.getByRole('status').filter({ hasText: `${measure} price` })
      await expect(tooltip).toBeVisible()
      await expect(tooltip).toContainText(`${source}: ${figures}`)
    }
  }

  // Keyboard: the chart takes the focus (first measure shown) and the arrow keys move between measures.
  await page.mouse.move(0, 0)
  await chart(page, WITH_DATA).focus()
  const tooltip = page.getByRole('status').filter({ hasText: / price/ })
  await expect(tooltip).toContainText('High price')
  await page.keyboard.press('ArrowRight')
  await expect(tooltip).toContainText('Low price')
  const low = statistic.lowPriceOffered!
  await expect(tooltip).toContainText(`Offered: ${money(low.price)} ${forQty(low.quantity)}`)
  await page.keyboard.press('ArrowLeft')
  await expect(tooltip).toContainText('High price')

  const table = page.getByRole('table', { name: `Price points for NDC ${WITH_DATA}` })
  await expect(
    page.getByText(
      /Quantities without a unit: unit not reported \(no draft, listing or cash offer read so far gives it\)\./,
    ),
  ).toBeVisible()
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(5)
  await expect(rows.nth(0).getByRole('columnheader')).toHaveText([
    'Measure',
    'Transacted',
    'Offered',
    'Listed',
  ])
  for (const [i, measure] of MEASURES.entries()) {
    const row = rows.nth(i + 1)
    await expect(row.getByRole('rowheader')).toHaveText(measure)
    const expected = SOURCES.map(([, members]) => {
      const point = statistic[members[i]!]!
      return `${money(point.price)}${forQty(point.quantity)}`
    })
    await expect(row.getByRole('cell')).toHaveText(expected)
  }
})

test('an invalid NDC is refused at the field without a request; an NDC without data says so', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/ndc-transaction-statistic')) requests.push(req.url())
  })
  await startConnected(page, '/ndc-stats')

  await field(page).fill('0002759701')
  await page.getByRole('button', { name: 'Show prices' }).click()
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText(/A 10-digit NDC without hyphens is ambiguous.*for example 00002-7597-01/),
  ).toBeVisible()
  await field(page).fill('12-3456-7')
  await expect(page.getByText(/This is not a valid NDC\..*for example 00002-7597-01/)).toBeVisible()
  await field(page).press('Enter')
  await expect(page).toHaveURL('/ndc-stats')
  expect(requests).toEqual([])

  const zeros = await statisticFromApi(page, NO_DATA)
  expect(Object.values(zeros)).toEqual(Array.from({ length: 12 }, () => ({ price: 0, quantity: 0 })))
  await field(page).fill(NO_DATA)
  await field(page).press('Enter')
  await expect(
    page.getByText(
      `No transactions, cash offers or listings are recorded for NDC ${NO_DATA}, so there are no prices to show yet.`,
    ),
  ).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('application')).toHaveCount(0)
  await expect(page.getByText('$0.00')).toHaveCount(0)
  expect(requests).toHaveLength(1)
})

test('recently viewed NDCs survive a reload and open with one click', async ({ page }) => {
  await startConnected(page, `/ndc-stats?ndc=${WITH_DATA}`)
  await expect(chart(page, WITH_DATA)).toBeVisible()
  await field(page).fill(NO_DATA)
  await field(page).press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: `Prices for NDC ${NO_DATA}` })).toBeVisible()

  await page.reload()
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('link')).toHaveText([NO_DATA, WITH_DATA])
  await recent.getByRole('link', { name: `Prices for NDC ${WITH_DATA}` }).click()
  await expect(page).toHaveURL(`/ndc-stats?ndc=${WITH_DATA}`)
  await expect(chart(page, WITH_DATA)).toBeVisible()
})

test('axe finds no violations with the chart, table and recent list, in light and dark mode', async ({
  page,
}) => {
  await startConnected(page, `/ndc-stats?ndc=${WITH_DATA}`)
  await expect(chart(page, WITH_DATA).getByRole('img')).toHaveCount(12)
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await chart(page, WITH_DATA).getByRole('img').first().hover()
  await expectNoAxeViolations(page)
  await field(page).fill('123')
  await field(page).press('Enter')
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
})

// spec: none; product requirement: no first screen downloads the chart library, not even the NDC page's.
test('the chart library comes in a chunk of its own after the NDC figures, on no first screen', () => {
  const dist = join(process.cwd(), 'dist')
  const read = (file: string) => readFileSync(join(dist, file), 'utf8')
  // A class name recharts writes into every chart; minification keeps string literals.
  const RECHARTS = 'recharts-wrapper'
  const report = measureBundle(dist)
  expect(report.pages.map((p) => p.page)).toContain('NDC statistics')
  for (const page of report.pages) {
    for (const file of page.files) expect(read(file), `${page.page}: ${file}`).not.toContain(RECHARTS)
  }
  expect(report.lazyChunks.filter((chunk) => read(chunk.file).includes(RECHARTS))).toHaveLength(1)
})
