import { expect, test, type Locator, type Page } from '@playwright/test'
import { connectWithDemo, startConnected } from './support/connect'
import { everyRow, rowCount } from './support/table-rows'

// The seller's tables against the sandbox's demo data: listings and cash offers page, sort and keep both
// in the URL (back and forward restore them); a row that is not Pending offers View, not Edit; a full
// package reads as one package; the "Connected" toast covers nothing. Other journeys may edit listings
// meanwhile, so orders are checked as orders (each price at least the one before), not as fixed rows.

const table = (page: Page, name: string) => page.getByRole('table', { name })
const bodyRows = (t: Locator) => t.getByRole('row').filter({ has: t.page().getByRole('cell') })
const range = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+/ })
const header = (t: Locator, name: string) => t.getByRole('columnheader', { name })

/** The number after "of" in the pager's range, once the rows on screen are the ones asked for. */
async function total(page: Page, t: Locator): Promise<number> {
  await expect(t).toHaveAttribute('aria-busy', 'false')
  const text = (await range(page).textContent()) ?? ''
  return Number(/ of (\d+)/.exec(text)?.[1])
}

/** The Price column's amounts (each cell's first line: the total; the unit price is under it), top to bottom. */
async function prices(t: Locator): Promise<number[]> {
  await expect(t).toHaveAttribute('aria-busy', 'false')
  const names = await t.getByRole('columnheader').allInnerTexts()
  const at = names.findIndex((n) => n.split('\n')[0]?.trim() === 'Price')
  return (await everyRow(t)).map((cells) => {
    const [total = ''] = (cells[at] ?? '').split('\n')
    return Number(total.replace(/[$,]/g, ''))
  })
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v)
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v)

test('listings: pages, sorts by a header (keyboard too), and back/forward restore both from the URL', async ({
  page,
}) => {
  await startConnected(page, '/listings')
  const listings = table(page, 'Listings')
  expect(await rowCount(listings)).toBe(10)
  const count = await total(page, listings)
  expect(count).toBeGreaterThan(20)
  await expect(range(page)).toHaveText(`1–10 of ${count}`)
  // Newest first, and the Listed header says so.
  await expect(header(listings, 'Listed')).toHaveAttribute('aria-sort', 'descending')

  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(page).toHaveURL(/\/listings\?start=10$/)
  await expect(range(page)).toHaveText(`11–20 of ${count}`)

  const priceSort = listings.getByRole('button', { name: 'Price', exact: true })
  await priceSort.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/listings\?sort=price&dir=asc$/)
  await expect(header(listings, 'Price')).toHaveAttribute('aria-sort', 'ascending')
  await expect(header(listings, 'Listed')).not.toHaveAttribute('aria-sort', /.*/)
  await expect(range(page)).toHaveText(`1–10 of ${count}`)
  expect(ascending(await prices(listings))).toBe(true)

  await priceSort.click()
  await expect(page).toHaveURL(/\/listings\?sort=price&dir=desc$/)
  await expect(header(listings, 'Price')).toHaveAttribute('aria-sort', 'descending')
  expect(descending(await prices(listings))).toBe(true)

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
  await expect(page).toHaveURL(/sort=price&dir=desc&take=25$/)
  await expect(listings.locator(':scope > tbody > tr.list-row')).toHaveCount(25)
  await expect(range(page)).toHaveText(`1–25 of ${count}`)

  await page.goBack()
  await expect(page).toHaveURL(/\/listings\?sort=price&dir=desc$/)
  await expect(listings.locator(':scope > tbody > tr.list-row')).toHaveCount(10)
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/listings\?start=10$/)
  await expect(range(page)).toHaveText(`11–20 of ${count}`)
  await expect(header(listings, 'Listed')).toHaveAttribute('aria-sort', 'descending')
  await page.goForward()
  await expect(page).toHaveURL(/\/listings\?sort=price&dir=asc$/)
  await expect(header(listings, 'Price')).toHaveAttribute('aria-sort', 'ascending')

  // A reload (or a shared link) shows the same page in the same order.
  await page.goto('/listings?status=Pending&sort=price&dir=desc&take=25')
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Pending')
  await expect(header(listings, 'Price')).toHaveAttribute('aria-sort', 'descending')
  expect(descending(await prices(listings))).toBe(true)
  await expect(range(page)).toHaveText(new RegExp(`^1–\\d+ of \\d+ \\(${count} in total\\)$`))
})

test('cash offers: sorted by price both ways and paged to the last page, all in the URL', async ({
  page,
}) => {
  await startConnected(page, '/cash-offers?sort=price&dir=desc')
  const offers = table(page, 'Cash offers')
  await expect(header(offers, 'Price')).toHaveAttribute('aria-sort', 'descending')
  const count = await total(page, offers)
  expect(count).toBeGreaterThan(20)
  expect(descending(await prices(offers))).toBe(true)

  await page.getByRole('button', { name: 'Go to last page' }).click()
  const lastStart = Math.floor((count - 1) / 10) * 10
  await expect(page).toHaveURL(new RegExp(`sort=price&dir=desc&start=${lastStart}$`))
  await expect(range(page)).toHaveText(`${lastStart + 1}–${count} of ${count}`)
  expect(descending(await prices(offers))).toBe(true)

  await offers.getByRole('button', { name: 'Earliest expiration' }).click()
  await expect(page).toHaveURL(/\/cash-offers\?sort=expirationDate&dir=asc$/)
  await expect(header(offers, 'Earliest expiration')).toHaveAttribute('aria-sort', 'ascending')
  await page.goBack()
  await expect(range(page)).toHaveText(`${lastStart + 1}–${count} of ${count}`)
})

test('rows that are not Pending say View, Pending rows say Edit', async ({ page }) => {
  for (const [path, name] of [
    ['/listings', 'Listings'],
    ['/cash-offers', 'Cash offers'],
  ] as const) {
    await startConnected(page, `${path}?status=Accepted`)
    const accepted = bodyRows(table(page, name))
    await expect(accepted.first()).toBeVisible()
    for (const row of await accepted.all()) {
      await expect(row.getByRole('link', { name: /^View / })).toHaveText('View')
      await expect(row.getByRole('link', { name: /^Edit / })).toHaveCount(0)
    }
    await page.goto(`${path}?status=Pending`)
    await expect(table(page, name)).toHaveAttribute('aria-busy', 'false')
    const pending = bodyRows(table(page, name))
    await expect(pending.first()).toBeVisible()
    for (const row of await pending.all()) await expect(row.getByRole('link')).toHaveText('Edit')
  }
})

test('a full package reads as one package with its size, in the table and on its page', async ({ page }) => {
  // The Accepted Mupirocin listing is one full 22 GM tube; no journey edits an Accepted listing.
  await startConnected(page, '/listings?status=Accepted')
  const row = bodyRows(table(page, 'Listings')).filter({ hasText: 'Mupirocin' })
  await expect(row.getByRole('cell', { name: '1 package (22 GM)' })).toBeVisible()
  await expect(table(page, 'Listings')).not.toContainText(/\b1 GM\b/)

  // Not Pending: its page shows its values, read-only (read-only-pages.spec.ts).
  await row.getByRole('link', { name: /^View listing Mupirocin/ }).click()
  const details = page.getByRole('region', { name: 'Listing details' })
  await expect(details).toContainText('Quantity1 package (22 GM)')
  await expect(details).not.toContainText(/\b1 GM\b/)

  // A cash offer for a full package: "1 package (90 EA)", never "1 EA".
  await page.goto('/cash-offers?status=Accepted')
  await expect(
    table(page, 'Cash offers')
      .getByRole('cell', { name: /^1 package \(\d[\d,]* [A-Z]+\)$/ })
      .first(),
  ).toBeVisible()
})

test('drafts: without a chosen sort the first page holds drafts that can be sold, the expired ones come last', async ({
  page,
}) => {
  await startConnected(page, '/drafts')
  const drafts = table(page, 'Draft listings')
  expect(await rowCount(drafts)).toBe(10)
  const expired = (rows: string[][]) => rows.filter((cells) => /\bExpired\b/.test(cells.join('\n')))
  expect(expired(await everyRow(drafts))).toHaveLength(0)
  await page.getByRole('button', { name: 'Go to last page' }).click()
  await expect(page).toHaveURL(/\/drafts\?start=\d+$/)
  expect(expired(await everyRow(drafts)).length).toBeGreaterThan(0)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the "Connected" toast covers no row of the table at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await connectWithDemo(page, '/listings')
    const toast = page.getByRole('status').filter({ hasText: 'Connected to the sandbox demo' })
    await expect(toast).toBeVisible()
    const listings = table(page, 'Listings')
    await expect(bodyRows(listings).first()).toBeVisible()
    const toastBox = (await toast.boundingBox())!
    const overlaps = async (target: Locator) => {
      const box = await target.boundingBox()
      if (!box) return false
      return (
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height
      )
    }
    expect(await overlaps(page.getByRole('heading', { level: 1 }))).toBe(false)
    for (const row of await listings.getByRole('row').all()) expect(await overlaps(row)).toBe(false)
    expect(await overlaps(page.getByText('Open a listing by its reference'))).toBe(false)
    expect(await overlaps(page.getByRole('combobox', { name: /^Status/ }))).toBe(false)
  })
}

test.describe('on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const [path, name, link] of [
    ['/listings', 'Listings', /^(Edit|View) listing /],
    ['/cash-offers', 'Cash offers', /^(Edit|View) cash offer /],
    ['/drafts', 'Draft listings', /^List on marketplace: /],
  ] as const) {
    test(`${name}: each row is a card with its values and actions, sorted from a select, nothing scrolls sideways`, async ({
      page,
    }) => {
      await startConnected(page, path)
      const list = table(page, name)
      await expect(list).toHaveAttribute('aria-busy', 'false')
      const rows = bodyRows(list)
      await expect(rows).toHaveCount(10)
      expect(
        await page.evaluate(
          () => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth,
        ),
      ).toBe(true)
      // The headers are hidden; each card names its values and holds its actions, all in the screen's width.
      await expect(list.getByRole('columnheader').first()).toBeHidden()
      const card = rows.first()
      const cardBox = (await card.boundingBox())!
      expect(cardBox.x).toBeGreaterThanOrEqual(0)
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390)
      // Each value under its column's name (drawn before it, from the cell's data-label).
      const labels = await card
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
      expect(labels).toEqual(expect.arrayContaining(['"NDC"', path === '/drafts' ? '"Lot"' : '"Status"']))
      for (const row of await rows.all()) {
        const actions = [row.getByRole('link', { name: link })]
        if (path === '/drafts') actions.push(row.getByRole('button', { name: /^Delete draft / }))
        for (const action of actions) {
          await expect(action).toBeVisible()
          const box = (await action.boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(390)
          // A finger's target: at least 44 by 44 px.
          expect(box.width).toBeGreaterThanOrEqual(44)
          expect(box.height).toBeGreaterThanOrEqual(44)
        }
      }
      for (const step of ['Go to previous page', 'Go to next page']) {
        const box = (await page.getByRole('button', { name: step }).boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      }
      // The order, which the hidden headers cannot change here: a select of every sortable column, each way.
      const sortBy = page.getByRole('combobox', { name: 'Sort by' })
      await expect(sortBy).toBeVisible()
      await sortBy.selectOption({ label: 'Price, descending' })
      await expect(page).toHaveURL(path === '/drafts' ? /sort=price&dir=desc/ : /sort=price&dir=desc$/)
      await expect(list).toHaveAttribute('aria-busy', 'false')
      await expect(sortBy).toHaveValue('price:desc')
    })
  }
})

for (const [path, name] of [
  ['/listings', 'Listings'],
  ['/cash-offers', 'Cash offers'],
  ['/drafts', 'Draft listings'],
] as const) {
  test(`${name} at 1280x800: the table fits its box, its last column in view without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await startConnected(page, path)
    const list = table(page, name)
    await expect(list).toHaveAttribute('aria-busy', 'false')
    const { table: width, box } = await list.evaluate((t) => ({
      table: t.getBoundingClientRect().width,
      box: t.parentElement!.clientWidth,
    }))
    expect(width).toBeLessThanOrEqual(box)
    // The rows drawn, read at one instant: a wide page draws only the rows near the screen, and the set
    // drawn may change between one locator's lookup and the next (the window settles once the rows'
    // heights are measured).
    const actions = await list.evaluate((t: HTMLTableElement) =>
      [...t.tBodies[0]!.rows]
        .filter((row) => !row.hasAttribute('aria-hidden'))
        .map((row) => {
          const link = row.cells[row.cells.length - 1]!.querySelector('a[href]')
          const rect = link?.getBoundingClientRect()
          return rect && rect.width > 0 && rect.height > 0 ? rect.right : null
        }),
    )
    expect(actions.length).toBeGreaterThan(0)
    for (const right of actions) {
      expect(right, 'each row drawn shows its action link').not.toBeNull()
      expect(right!).toBeLessThanOrEqual(1280)
    }
  })
}
