import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import type { DraftSearchItem } from '../src/contract/drafts'
import type { Scenario } from '../server/scenarios/scenario'
import { expectNoAxeViolations } from './support/axe'
import { DEMO, startConnected } from './support/connect'
import { tabTo } from './support/keyboard'
import { pausePageClock } from './support/page-clock'
import { everyRow, rowCount } from './support/table-rows'

// The draft listings page against the sandbox and its demo data: sort, page, filter, type, delete,
// export, and accessibility. Expected values come from the scenario file the sandbox loaded.
// Tests in this file run in order in one worker; the deleting ones come last.

const demo = JSON.parse(
  readFileSync(new URL('../server/scenarios/demo.json', import.meta.url), 'utf8'),
) as Scenario
const drugByNdc = new Map(demo.drugs.map((drug) => [drug.ndc, drug]))
const groupId = (key: string) => demo.groups.find((g) => g.apiKeys.includes(key))!.id
const acting = demo.pharmacies.find((p) => p.npi === DEMO.pharmacyNpi)!
const riverside = groupId(DEMO.apiKey)
const ours = demo.drafts.filter((d) => d.groupId === riverside && d.sellerPharmacyId === acting.id)
const pending = ours.filter((d) => d.status === 0)
const drug = (ndc: string) => drugByNdc.get(ndc)!

const SEARCH_PATH = '/api/v1/draft-listings/search'
const isSearch = (request: Request) => request.url().endsWith(SEARCH_PATH) && request.method() === 'POST'

const table = (page: Page) => page.getByRole('table', { name: 'Draft listings' })
const bodyRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const range = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+/ })
const sortButton = (page: Page, name: string) => table(page).getByRole('button', { name, exact: true })

interface ShownRow {
  name: string
  ndc: string
  lot: string
  expires: number
  price: number
  condition: string
}

/** The page's rows once no newer page is on its way, read from the cells people read. */
async function shownRows(page: Page): Promise<ShownRow[]> {
  const columns = await table(page).getByRole('columnheader').count()
  const rows = await everyRow(table(page))
  for (const cells of rows) expect(cells, 'every row has a cell per column').toHaveLength(columns)
  return rows.map((cells) => {
    // The first cell is the row's selection box, which has no text.
    const line = (i: number) => (cells[1 + i] ?? '').split('\n')[0]!.trim()
    return {
      name: line(0),
      ndc: /\d{5}-\d{4}-\d{2}/.exec(cells[2] ?? '')?.[0] ?? '',
      lot: line(2),
      expires: Date.parse(`${line(3)} UTC`),
      price: Number(line(4).replace(/[$,]/g, '')),
      condition: cells[6] ?? '',
    }
  })
}

const SORTS = {
  Package: (a: ShownRow, b: ShownRow) => cmp(a.name.toLowerCase(), b.name.toLowerCase()),
  NDC: (a: ShownRow, b: ShownRow) => cmp(a.ndc, b.ndc),
  Expiration: (a: ShownRow, b: ShownRow) => a.expires - b.expires,
  Price: (a: ShownRow, b: ShownRow) => a.price - b.price,
} as const
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function expectOrdered(rows: ShownRow[], compare: (a: ShownRow, b: ShownRow) => number, direction: string) {
  expect(rows.length).toBeGreaterThan(1)
  for (let i = 1; i < rows.length; i++) {
    const order = compare(rows[i - 1]!, rows[i]!)
    expect(direction === 'ascending' ? order <= 0 : order >= 0, `rows ${i} and ${i + 1} ${direction}`).toBe(
      true,
    )
  }
}

test('sorting by each of the four columns shows the rows in that order, both ways', async ({ page }) => {
  await startConnected(page, '/drafts?take=25')
  await expect(range(page)).toHaveText('1–25 of 200')
  const headers = await table(page).getByRole('columnheader').all()
  const withButton = []
  for (const header of headers)
    if ((await header.getByRole('button').count()) > 0) withButton.push(await header.innerText())
  expect(withButton.map((text) => text.split('\n')[0])).toEqual(['Package', 'NDC', 'Expiration', 'Price'])

  for (const [column, compare] of Object.entries(SORTS)) {
    // Package, NDC and Price name the values under them too (Strength and form, Labeler, Quantity);
    // "Package condition" is another column.
    const header = table(page).getByRole('columnheader', {
      name: new RegExp(`^${column}( Strength and form| Labeler| Quantity)?$`),
    })
    const seen = new Set<string>()
    for (let click = 0; click < 2; click++) {
      if (column === 'Price' && click === 0) {
        // Keyboard: reach the header by Tab and sort with Enter.
        await tabTo(page, sortButton(page, column))
        await page.keyboard.press('Enter')
      } else {
        await sortButton(page, column).click()
      }
      // A column that is not the current sort starts ascending (Expiration, the default, is not by then).
      const direction = click === 0 ? 'ascending' : 'descending'
      await expect(header).toHaveAttribute('aria-sort', direction)
      seen.add(direction)
      await expect(async () => expectOrdered(await shownRows(page), compare, direction)).toPass()
      await expect(range(page)).toHaveText('1–25 of 200')
    }
    expect([...seen].sort()).toEqual(['ascending', 'descending'])
  }
})

test('paging, page size and reload keep the search; back returns to the previous page', async ({ page }) => {
  const generic = pending.filter((d) => !drug(d.ndc).branded).length
  await startConnected(page, '/drafts?hideBranded=1&sort=price&dir=desc')
  await expect(range(page)).toHaveText(`1–10 of ${generic} (200 in total)`)
  const first = await shownRows(page)

  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(page).toHaveURL(/start=10/)
  await expect(range(page)).toHaveText(`11–20 of ${generic} (200 in total)`)
  const second = await shownRows(page)
  expect(second.map((r) => r.lot)).not.toEqual(first.map((r) => r.lot))
  expect(first.at(-1)!.price).toBeGreaterThanOrEqual(second[0]!.price)

  await page.getByLabel('Rows per page').selectOption('25')
  await expect(range(page)).toHaveText(`1–25 of ${generic} (200 in total)`)
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(range(page)).toHaveText(`26–50 of ${generic} (200 in total)`)
  const third = await shownRows(page)

  await page.reload()
  await expect(range(page)).toHaveText(`26–50 of ${generic} (200 in total)`)
  expect((await shownRows(page)).map((r) => r.lot)).toEqual(third.map((r) => r.lot))
  await expect(page.getByRole('switch', { name: 'Hide branded' })).toBeChecked()
  await expect(table(page).getByRole('columnheader', { name: /^Price/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )

  await page.goBack()
  await expect(range(page)).toHaveText(`1–25 of ${generic} (200 in total)`)
  await page.goBack()
  await expect(range(page)).toHaveText(`11–20 of ${generic} (200 in total)`)
  expect((await shownRows(page)).map((r) => r.lot)).toEqual(second.map((r) => r.lot))
  await page.goForward()
  await expect(range(page)).toHaveText(`1–25 of ${generic} (200 in total)`)
})

test("paging keeps the rows on screen until the next arrive; the first load reserves the rows' least height", async ({
  page,
}) => {
  const delay = 2000
  // The first search starts before the app's code has run (docs/decisions/0008): on a busy machine it
  // could be answered before the first render, so it is held until the skeleton has been measured.
  let releaseFirst = () => {}
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
  let searches = 0
  await page.route(`**${SEARCH_PATH}`, async (route) => {
    if (searches++ === 0) await firstHeld
    else await new Promise((resolve) => setTimeout(resolve, delay))
    await route.continue()
  })
  await startConnected(page, '/drafts')
  await expect(table(page)).toHaveAttribute('aria-busy', 'true')
  const skeleton = (await table(page).boundingBox())!.height
  const headerRow = table(page).getByRole('row').first()
  const skeletonRowsTop = (await headerRow.boundingBox())!.y + (await headerRow.boundingBox())!.height
  releaseFirst()
  const first = await shownRows(page)
  expect(first).toHaveLength(10)
  // The rows come in where the placeholders stood, each at least as tall as one: what is below the
  // table never moves up. A row whose words wrap is taller (nothing in a list is cut short), so the
  // table may grow, below the rows on screen.
  expect((await bodyRows(page).first().boundingBox())!.y).toBeCloseTo(skeletonRowsTop, 0)
  expect((await table(page).boundingBox())!.height).toBeGreaterThanOrEqual(skeleton - 1)

  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(table(page)).toHaveAttribute('aria-busy', 'true')
  // While page 2 is on its way, page 1 stays: same rows, same count, no empty table.
  await expect(bodyRows(page)).toHaveCount(10)
  await expect(bodyRows(page).first()).toContainText(first[0]!.lot)
  await expect(bodyRows(page).last()).toContainText(first[9]!.lot)
  await expect(range(page)).toHaveText('11–20 of 200')
  expect((await shownRows(page))[0]!.lot).not.toBe(first[0]!.lot)
})

test('a page of 100 holds every row, and a scroll to its foot shows the last one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await startConnected(page, '/drafts?take=100&sort=packageName')
  await expect(range(page)).toContainText(/^1–100 of/)
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  await expect(bodyRows(page)).toHaveCount(100)
  // Rows far from the screen are laid out when they come near, at their own heights (taller than their
  // least height when words wrap): the scroll goes on until the last row is in view.
  const last = bodyRows(page).last()
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
    await expect(last).toBeInViewport({ timeout: 1000 })
  }).toPass()
  // Its package's name, in the cell after the row's selection box.
  await expect(last.getByRole('cell').nth(1)).not.toBeEmpty()
})

test('each filter changes the results the way its label says', async ({ page }) => {
  await startConnected(page, '/drafts?take=25')
  const expectResult = async (expected: typeof pending, check: (row: ShownRow) => boolean) => {
    await expect(range(page)).toHaveText(new RegExp(` of ${expected.length} \\(200 in total\\)$`))
    const rows = await shownRows(page)
    expect(rows.length).toBe(Math.min(25, expected.length))
    for (const row of rows) expect(check(row), `${row.name} lot ${row.lot}`).toBe(true)
  }

  // The switches show the URL's state, which the router updates in a transition: click, then expect.
  const hideGeneric = page.getByRole('switch', { name: 'Hide generic' })
  await hideGeneric.click()
  await expect(hideGeneric).toBeChecked()
  await expectResult(
    pending.filter((d) => !drug(d.ndc).generic),
    (row) => !drugByNdc.get(row.ndc)!.generic,
  )
  await hideGeneric.click()
  await expect(range(page)).toHaveText('1–25 of 200')

  const hideBranded = page.getByRole('switch', { name: 'Hide branded' })
  await hideBranded.click()
  await expect(hideBranded).toBeChecked()
  await expectResult(
    pending.filter((d) => !drug(d.ndc).branded),
    (row) => !drugByNdc.get(row.ndc)!.branded,
  )
  await hideBranded.click()
  await expect(range(page)).toHaveText('1–25 of 200')

  const filters = [
    ['Torn label', 'tornPackageLabel', 'torn', 'Torn label', 'Label intact'],
    ['Full package', 'fullPackage', 'full', 'Full', 'Partial'],
    ['Sealed package', 'sealedPackage', 'sealed', 'Sealed', 'Unsealed'],
    ['Original package', 'originalPackage', 'original', 'Original', 'Not original'],
  ] as const
  for (const [label, field, param, yes, no] of filters) {
    const select = page.getByLabel(label, { exact: true })
    for (const [option, value, chip] of [
      ['Yes', true, yes],
      ['No', false, no],
    ] as const) {
      await select.selectOption({ label: option })
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=${option.toLowerCase()}(&|$)`))
      await expectResult(
        pending.filter((d) => d[field] === value),
        (row) =>
          row.condition
            .split('\n')
            .map((s) => s.trim())
            .includes(chip),
      )
    }
    await select.selectOption({ label: 'Any' })
    await expect(range(page)).toHaveText('1–25 of 200')
  }
})

test("typing a 10-character term at a typist's pace sends one search and finds that drug", async ({
  page,
}) => {
  // The keys are 60 ms apart in the page's own time (its clock is the test's while typing), so the
  // search box's debounce sees a typist's pace however busy the machine is (e2e/support/page-clock.ts).
  await page.clock.install()
  await startConnected(page, '/drafts')
  await expect(range(page)).toHaveText('1–10 of 200')
  const historyLength = () => page.evaluate(() => window.history.length)
  const entries = await historyLength()
  const sent: unknown[] = []
  page.on('request', (request) => {
    if (isSearch(request)) sent.push(request.postDataJSON())
  })
  await page.getByRole('searchbox', { name: 'Search drafts' }).focus()
  await pausePageClock(page)
  for (const key of 'metoprolol') {
    await page.keyboard.press(key)
    await page.clock.runFor(60)
  }
  // A pause after the word, longer than the debounce: the term is sent, and a search still due for a
  // partial term would be sent too, before the answer below can show.
  await page.clock.runFor(1000)
  await page.clock.resume()
  const matches = pending.filter((d) => drug(d.ndc).packageName.toLowerCase().includes('metoprolol'))
  await expect(range(page)).toHaveText(`1–${matches.length} of ${matches.length} (200 in total)`)
  await expect(page).toHaveURL(/\?q=metoprolol$/)
  expect(sent).toEqual([expect.objectContaining({ searchTerm: 'metoprolol', start: 0 })])
  // Typing replaced the history entry instead of adding one per search.
  expect(await historyLength()).toBe(entries)
  for (const row of await shownRows(page)) expect(row.name).toMatch(/^Metoprolol/)

  // The row's NDC opens its price statistics.
  await bodyRows(page)
    .first()
    .getByRole('link', { name: /price statistics$/ })
    .click()
  await expect(page).toHaveURL(/\/ndc-stats\?ndc=00378-0018-01$/)
})

test('nothing found says so and offers to clear the filters', async ({ page }) => {
  await startConnected(page, '/drafts?q=no-such-drug&sort=price')
  await expect(table(page)).toContainText('No pending drafts match this search.')
  await expect(range(page)).toHaveText('0 of 0 (200 in total)')
  await table(page).getByRole('button', { name: 'Clear filters' }).click()
  await expect(range(page)).toHaveText('1–10 of 200')
  await expect(page).toHaveURL(/\/drafts\?sort=price$/)
  await expect(page.getByRole('searchbox', { name: 'Search drafts' })).toHaveValue('')
})

test('the CSV export holds every page of the current search', async ({ page }) => {
  const expected = pending.filter((d) => !drug(d.ndc).branded && d.tornPackageLabel)
  await startConnected(page, '/drafts?hideBranded=1&torn=yes')
  await expect(range(page)).toHaveText(`1–10 of ${expected.length} (200 in total)`)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^draft-listings-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync(await file.path(), 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...records] = parseCsv(text.slice(1))
  expect(records).toHaveLength(expected.length)
  const column = (name: string) => records.map((r) => r[header!.indexOf(name)])
  expect(column('Lot number').sort()).toEqual(expected.map((d) => d.lotNumber).sort())
  expect(new Set(column('Torn label'))).toEqual(new Set(['yes']))
  expect(column('NDC').every((ndc) => drugByNdc.get(ndc!)?.generic === true)).toBe(true)
})

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      record.push(field)
      field = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      records.push([...record, field])
      record = []
      field = ''
      i++
    } else {
      field += c
    }
  }
  return records
}

test('axe finds no violations in light and dark mode, with and without the delete dialog', async ({
  page,
}) => {
  await startConnected(page, '/drafts?hideGeneric=1')
  expect(await rowCount(table(page))).toBe(10)
  for (const mode of ['Light', 'Dark'] as const) {
    await page.getByRole('button', { name: /^Color theme/ }).click()
    await page.getByRole('menuitem', { name: mode }).click()
    await expect(page.getByRole('button', { name: `Color theme: ${mode}` })).toBeVisible()
    await expectNoAxeViolations(page)
    await table(page)
      .getByRole('button', { name: /^Delete draft / })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Delete draft?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  }
})

// ----- deleting (last: these change the sandbox's data) -----

/** What the search shows for a draft of the scenario (the sandbox's own item view). */
function itemOf(draft: (typeof demo.drafts)[number], now: Date): DraftSearchItem {
  const d = drug(draft.ndc)
  const days = /^([+-])(\d+)d$/.exec(draft.expirationDate)
  const expirationDate = days
    ? new Date(now.getTime() + Number(`${days[1]}${days[2]}`) * 86_400_000).toISOString()
    : draft.expirationDate
  return {
    id: draft.id,
    nationalDrugCode: d.ndc,
    nationalDrugCodeNormalized: d.ndc.replaceAll('-', ''),
    drugPackageForm: d.form,
    drugPackageStrength: d.strength,
    labelerName: d.labeler,
    packageDescription: d.packageDescription,
    packageName: d.packageName,
    sellerPharmacyDBA: acting.dba,
    quantityUnitQualifier: d.unit,
    lotNumber: draft.lotNumber,
    price: draft.price,
    quantity: draft.quantity,
    expirationDate,
    sealedPackage: draft.sealedPackage,
    originalPackage: draft.originalPackage,
    tornPackageLabel: draft.tornPackageLabel,
    fullPackage: draft.fullPackage,
  }
}

const deleteButtonName = (d: (typeof demo.drafts)[number]) =>
  `Delete draft ${drug(d.ndc).packageName} ${drug(d.ndc).strength}, lot ${d.lotNumber}`

async function confirmDelete(page: Page, button: Locator): Promise<Locator> {
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Delete draft?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete draft' }).click()
  return dialog
}

test('delete with confirm removes the draft, the count goes down, and it stays gone after reload', async ({
  page,
}) => {
  const target = pending.find((d) => drug(d.ndc).packageName === 'Lisinopril')!
  const count = pending.filter((d) => drug(d.ndc).packageName === 'Lisinopril').length
  await startConnected(page, '/drafts?q=Lisinopril')
  await expect(range(page)).toHaveText(`1–${count} of ${count} (200 in total)`)
  const button = table(page).getByRole('button', { name: deleteButtonName(target) })
  const dialog = await confirmDelete(page, button)
  await expect(dialog).toBeHidden()
  await expect(button).toHaveCount(0)
  await expect(range(page)).toHaveText(`1–${count - 1} of ${count - 1} (199 in total)`)
  await expect(page.getByRole('status').filter({ hasText: `Deleted the draft` })).toContainText(
    target.lotNumber,
  )
  await page.reload()
  await expect(range(page)).toHaveText(`1–${count - 1} of ${count - 1} (199 in total)`)
  await expect(button).toHaveCount(0)
})

test('a draft deleted elsewhere after the list loaded gets the not-found message', async ({
  page,
  request,
}) => {
  const target = pending.find((d) => drug(d.ndc).packageName === 'Prednisone')!
  await startConnected(page, '/drafts?q=Prednisone&take=100')
  const button = table(page).getByRole('button', { name: deleteButtonName(target) })
  await expect(button).toBeVisible()
  // Someone else deletes it through the API while the page is open.
  const gone = await request.delete(`/api/v1/draft-listings/${target.id}`, {
    headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
  })
  expect(gone.status()).toBe(204)
  const dialog = await confirmDelete(page, button)
  await expect(dialog.getByRole('alert')).toContainText(
    'This draft no longer exists; it may have been deleted already.',
  )
  await expect(dialog.getByRole('button', { name: 'Delete draft' })).toHaveCount(0)
  await expect(button).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

// The sandbox shows only Pending drafts, and no API call turns a shown draft into a Published one. So the
// list is made stale the way it goes stale in real use: the first search answer (fetched from the sandbox)
// carries a draft that has since left Pending, or that another group owns. The DELETE itself goes to the
// sandbox unchanged, and the status and body asserted below are the sandbox's own.
for (const [name, pick, status, message] of [
  [
    'no longer pending gets the 409 message',
    ours.find((d) => d.status === 1)!,
    409,
    'This draft is no longer pending, so it cannot be deleted.',
  ],
  [
    'of another group gets the 403 message',
    demo.drafts.find((d) => d.groupId === groupId('demo-lakeside-key') && d.status === 0)!,
    403,
    'This draft belongs to another group, so it cannot be deleted with this connection.',
  ],
] as const) {
  test(`deleting a draft ${name}`, async ({ page }) => {
    await page.route(
      `**${SEARCH_PATH}`,
      async (route) => {
        const response = await route.fetch()
        const json = (await response.json()) as { data: DraftSearchItem[] }
        json.data[0] = itemOf(pick, new Date())
        await route.fulfill({ response, json })
      },
      { times: 1 },
    )
    await startConnected(page, '/drafts')
    const button = table(page).getByRole('button', { name: deleteButtonName(pick) })
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/v1/draft-listings/${pick.id}`))
    const dialog = await confirmDelete(page, button)
    const response = await answer
    expect(response.status()).toBe(status)
    const body = (await response.json()) as { message: string }
    expect(body).toMatchObject({ error: status === 409 ? 'Conflict' : 'Forbidden', statusCode: status })
    await expect(dialog.getByRole('alert')).toContainText(message)
    await expect(dialog.getByRole('alert')).toContainText(`The service said: ${body.message}`)
    await expect(dialog.getByRole('button', { name: 'Delete draft' })).toHaveCount(0)
    if (status === 409) await expect(button).toHaveCount(0) // the refreshed list no longer has it
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
}
