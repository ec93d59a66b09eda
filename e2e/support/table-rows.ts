import { expect, type Locator } from '@playwright/test'

// A wide list table draws only the rows near the screen, on a page of any size (docs/decisions/0020):
// what a test reads of a whole page, it reads as a person does, scrolling down the page.

/**
 * Every row of the table's page, top to bottom, as the texts of its cells: the window is scrolled over the
 * table a screen at a time, the rows drawn at each stop collected by their place (aria-rowindex), and put
 * back where it was. A table that draws all its rows (cards on a narrow screen) is read as it is.
 */
export async function everyRow(table: Locator): Promise<string[][]> {
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return table.evaluate(async (element) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
    const rowsDrawn = () =>
      [...element.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr.list-row')].map((row) => ({
        at: Number(row.getAttribute('aria-rowindex') ?? Number.NaN),
        cells: [...row.cells].map((cell) => cell.innerText),
      }))
    const count = Number(element.getAttribute('aria-rowcount') ?? Number.NaN) - 1
    if (Number.isNaN(count)) return rowsDrawn().map((row) => row.cells)
    const kept = window.scrollY
    const found = new Map<number, string[]>()
    const body = element.querySelector('tbody')!
    window.scrollTo(0, body.getBoundingClientRect().top + window.scrollY - 100)
    // Each stop draws the rows the scroll brought near; a row measured taller than its least height
    // lengthens the page, so the stops go on until every row was seen (or the page ends).
    for (let stop = 0; stop < 200 && found.size < count; stop++) {
      await frame()
      await frame()
      for (const row of rowsDrawn()) found.set(row.at, row.cells)
      const before = window.scrollY
      window.scrollBy(0, Math.max(100, window.innerHeight - 200))
      if (window.scrollY === before) {
        await frame()
        for (const row of rowsDrawn()) found.set(row.at, row.cells)
        break
      }
    }
    window.scrollTo(0, kept)
    await frame()
    return [...found.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells)
  })
}

/** How many rows the table's page holds, drawn or not. */
export async function rowCount(table: Locator): Promise<number> {
  await expect(table).toHaveAttribute('aria-busy', 'false')
  const count = await table.getAttribute('aria-rowcount')
  return count === null ? table.locator(':scope > tbody > tr.list-row').count() : Number(count) - 1
}

/**
 * Scrolls the window down a screen at a time until `target` (in a row not drawn yet) is in the document,
 * as a person scrolls to a row below the screen; fails when the page ends first.
 */
export async function scrollUntilDrawn(target: Locator): Promise<void> {
  const page = target.page()
  for (let stop = 0; stop < 100; stop++) {
    if ((await target.count()) > 0) {
      // The row can go between the count and the scroll: the first frame draws rows by their least
      // height, and once they are measured taller the window's rows are others. Then look again.
      const scrolled = await target
        .first()
        .scrollIntoViewIfNeeded({ timeout: 2000 })
        .then(() => true)
        .catch(() => false)
      if (scrolled) return
      continue
    }
    const moved = await page.evaluate(() => {
      const before = window.scrollY
      window.scrollBy(0, Math.max(100, window.innerHeight - 200))
      return window.scrollY !== before
    })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    if (!moved && (await target.count()) === 0) break
  }
  await expect(target.first()).toBeAttached()
}
