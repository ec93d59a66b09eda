import { expect, type Locator } from '@playwright/test'

// Every row of a list table's page is in the document, but a row far from the screen is not laid out
// until it comes near (content-visibility, docs/decisions/0025), and innerText, which reads text as laid
// out (a line per block), gives nothing for it: what a test reads of a whole page, it reads as a person
// does, scrolling down the page.

/**
 * Every row of the table's page, top to bottom, as the texts of its cells (each as laid out): the window
 * is scrolled over the table a screen at a time, the rows drawn at each stop read, and put back where it
 * was.
 */
export async function everyRow(table: Locator): Promise<string[][]> {
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return table.evaluate(async (element) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    const rows = [...element.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr.list-row')]
    const read: (string[] | undefined)[] = rows.map(() => undefined)
    const readDrawn = () =>
      rows.forEach((row, at) => {
        const drawn = row.cells[0]?.checkVisibility({ contentVisibilityAuto: true }) ?? false
        if (read[at] === undefined && drawn) read[at] = [...row.cells].map((cell) => cell.innerText)
      })
    const kept = window.scrollY
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100)
    for (let stop = 0; stop < 200 && read.includes(undefined); stop++) {
      await frame()
      await frame()
      readDrawn()
      const before = window.scrollY
      window.scrollBy(0, Math.max(100, window.innerHeight - 200))
      if (window.scrollY === before) break
    }
    // Any row the stops missed (one taller than the screen, say): brought on screen by itself.
    for (const [at, row] of rows.entries()) {
      if (read[at] !== undefined) continue
      row.scrollIntoView()
      await frame()
      read[at] = [...row.cells].map((cell) => cell.innerText)
    }
    window.scrollTo(0, kept)
    return read.map((cells) => cells ?? [])
  })
}

/** How many rows the table's page holds. */
export async function rowCount(table: Locator): Promise<number> {
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return table.locator(':scope > tbody > tr.list-row').count()
}
