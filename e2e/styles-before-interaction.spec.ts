import { expect, test, type Page } from '@playwright/test'
import { startConnected } from './support/connect'

// A control that first appears in the middle of an interaction (a "Clear filters" button once a term is
// typed, "Clear the choice" once a row is chosen) brings its MUI styles with it: they are inserted into
// the page's style sheet then, and the browser restyles the page for them (about 35 ms of one task at 4x
// CPU slowdown, measured by `npm run bench:interaction`). The controls of the drafts page are drawn from
// the start instead (disabled while they have nothing to do), so its interactions insert no style.
// So does a pointer that leaves a button: MUI mounts a button's ripple then (its first mouseleave), and
// the ripple's styles with it; the layout draws one ripple from the start (layout.tsx), so they are there.

/** Counts the rules inserted into the page's style sheets from now on (emotion inserts MUI's this way). */
async function countInsertedRules(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { insertedRules: string[] }
    counted.insertedRules = []
    const sheet = CSSStyleSheet.prototype
    const insertRule = Object.getOwnPropertyDescriptor(sheet, 'insertRule')!.value as (
      this: CSSStyleSheet,
      rule: string,
      index?: number,
    ) => number
    sheet.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      counted.insertedRules.push(rule)
      return insertRule.call(this, rule, index)
    }
  })
}

const insertedRules = (page: Page) =>
  page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules)

test('typing a search, choosing rows and the page, sorting and paging insert no style into the drafts page', async ({
  page,
}) => {
  await startConnected(page, '/drafts')
  const table = page.getByRole('table', { name: 'Draft listings' })
  await expect(table.locator(':scope > tbody > tr.list-row')).toHaveCount(10)
  await expect(table).toHaveAttribute('aria-busy', 'false')
  await countInsertedRules(page)

  // Rows that move under a resting pointer can put a button under it, and the next move leaves it.
  await page.getByRole('button', { name: 'Export CSV' }).hover()
  await page.mouse.move(640, 10)
  expect(await insertedRules(page)).toEqual([])

  const range = page.getByRole('status').filter({ hasText: / of \d+/ })
  await page.getByRole('searchbox', { name: 'Search drafts' }).fill('tablet')
  await expect(range).toContainText('in total')
  await expect(page.getByRole('button', { name: 'Clear filters' }).first()).toBeEnabled()
  await page.getByRole('searchbox', { name: 'Search drafts' }).fill('')
  await expect(range).not.toContainText('in total')

  await table
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .check()
  await expect(page.getByRole('status').filter({ hasText: '1 draft chosen.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear the choice' })).toBeEnabled()
  await table.getByRole('checkbox', { name: 'Page', exact: true }).check()
  await expect(page.getByRole('status').filter({ hasText: '10 drafts chosen.' })).toBeVisible()

  await table.getByRole('button', { name: 'Package', exact: true }).click()
  await expect(table.locator('th[aria-sort="ascending"]')).toContainText('Package')
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(range).toContainText(/^11–20 of/)

  expect(await insertedRules(page)).toEqual([])
})
