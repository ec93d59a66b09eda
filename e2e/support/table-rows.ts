import { expect, type Locator } from '@playwright/test'

// Every row of a list table's page is in the document, but a row far from the screen is not laid out
// until it comes near (content-visibility, docs/decisions/0023), and innerText, which reads text as laid
// out (a line per block), gives nothing for it: what a test reads of a whole page, it reads as a person
// does, each row brought on screen first.

/** Every row of the table's page, top to bottom, as the texts of its cells (each as laid out). */
export async function everyRow(table: Locator): Promise<string[][]> {
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return table.evaluate(async (element) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    const kept = window.scrollY
    const rows: string[][] = []
    for (const row of element.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr.list-row')) {
      row.scrollIntoView({ block: 'nearest' })
      await frame()
      rows.push([...row.cells].map((cell) => cell.innerText))
    }
    window.scrollTo(0, kept)
    return rows
  })
}

/** How many rows the table's page holds. */
export async function rowCount(table: Locator): Promise<number> {
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return table.locator(':scope > tbody > tr.list-row').count()
}
