import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import type { Scenario } from '../../server/scenarios/scenario'

// What a person gets of every row of a list page (e2e/rows-in-document.spec.ts): the rows in the
// document, and the last one's words found by the browser's find in page, printed, selected with the
// rest of the page and in Chromium's own accessibility tree, as a screen reader reads it.

/** A pharmacy of the acting one's group whose drafts a job deletes (a copy of the acting one's drafts). */
export const JOB_PHARMACY_NPI = 1643820958

/**
 * The demo data with every listing and cash offer given to the acting pharmacy (it sells 27 and buys
 * 22 in the demo), so each of its list pages has more than 100 rows, and a copy of its drafts given to
 * another pharmacy of its group, for a job of more than 100 rows that leaves its own drafts as they are.
 * Returns the scenario file's path.
 */
export function manyRowsScenario(): string {
  const demo = JSON.parse(
    readFileSync(new URL('../../server/scenarios/demo.json', import.meta.url), 'utf8'),
  ) as Scenario
  const acting = demo.pharmacies.find((p) => p.npi === demo.demoConnection?.pharmacyNpi)
  const group = acting?.groupIds[0]
  if (!acting || !group) throw new Error('demo.json: no acting pharmacy for the demo connection')
  demo.listings = demo.listings.map((listing) =>
    listing.buyerPharmacyId === acting.id ? listing : { ...listing, sellerPharmacyId: acting.id },
  )
  const other = demo.pharmacies.find((p) => p.npi === JOB_PHARMACY_NPI)
  if (!other) throw new Error(`demo.json: no pharmacy ${JOB_PHARMACY_NPI}`)
  const copies = demo.drafts
    .filter((draft) => draft.sellerPharmacyId === acting.id)
    .map((draft) => ({ ...draft, id: randomUUID(), sellerPharmacyId: other.id }))
  demo.drafts = [...demo.drafts, ...copies]
  demo.cashOffers = demo.cashOffers.map((offer) => ({
    ...offer,
    buyerPharmacyId: acting.id,
    createdByGroupId: group,
  }))
  const file = join(mkdtempSync(join(tmpdir(), 'rows-in-document-')), 'scenario.json')
  writeFileSync(file, JSON.stringify(demo))
  return file
}

/** How many rows the page says it shows: "1–100 of 200" is 100, "1–4 of 4" is 4. */
export async function rowsSaid(page: Page): Promise<number> {
  const range = page.getByRole('status').filter({ hasText: /^\d+–\d+ of \d+/ })
  const text = (await range.first().textContent()) ?? ''
  const [, first, last] = /^(\d+)–(\d+) of/.exec(text) ?? []
  return Number(last) - Number(first) + 1
}

interface LastRow {
  rows: number
  /** Words of the last row found in no other row of the page. */
  words: string
  foundInPage: boolean
  selected: boolean
}

/** Reads, in the page, the rows of `table` and what the browser makes of its last row's words. */
function readLastRow(table: Locator): Promise<LastRow> {
  return table.evaluate((element) => {
    const rows = [...element.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr.list-row')]
    const others = rows.slice(0, -1).map((row) => row.textContent ?? '')
    // The row's texts as written (find in page matches text as shown: a cell's lines are not one string).
    const texts: string[] = []
    const walker = document.createTreeWalker(rows.at(-1) ?? element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      texts.push(node.nodeValue?.trim() ?? '')
    const words = texts.find((text) => text.length > 3 && !others.some((other) => other.includes(text)))
    if (!words) return { rows: rows.length, words: '', foundInPage: false, selected: false }
    const selection = getSelection()!
    selection.removeAllRanges()
    // window.find (not in TypeScript's DOM types) is Chromium's own find in page, from the selection.
    const find = (window as unknown as { find: (text: string) => boolean }).find
    const foundInPage = find.call(window, words)
    selection.selectAllChildren(document.body)
    const selected = selection.toString().includes(words)
    selection.removeAllRanges()
    return { rows: rows.length, words, foundInPage, selected }
  })
}

const oneSpace = (text: string) => text.replace(/\s+/g, ' ')

/** The rows of the named table in Chromium's accessibility tree, and whether its last row reads `words`. */
async function accessibleRows(page: Page, tableName: string, words: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        nodeId: string
        ignored: boolean
        role?: { value: string }
        name?: { value: string }
        childIds?: string[]
      }[]
    }
    const byId = new Map(nodes.map((node) => [node.nodeId, node]))
    const table = nodes.find((node) => node.role?.value === 'table' && node.name?.value === tableName)
    const under: typeof nodes = []
    const walk = (id: string) => {
      const node = byId.get(id)
      if (!node) return
      under.push(node)
      for (const child of node.childIds ?? []) walk(child)
    }
    if (table) walk(table.nodeId)
    const rows = under.filter((node) => !node.ignored && node.role?.value === 'row')
    // What the last row holds, as a screen reader reads it: its cells and their text.
    under.length = 0
    const last = rows.at(-1)
    if (last) walk(last.nodeId)
    return {
      rows: rows.length,
      // Spaces as the tree gives them (a time's narrow no-break space before "AM" comes as a space).
      lastRowReads: under.some(
        (node) => !node.ignored && oneSpace(node.name?.value ?? '').includes(oneSpace(words)),
      ),
    }
  } finally {
    await cdp.detach()
  }
}

/**
 * Every row the page says it shows is in the document, and the last one's words are found in page,
 * selected, read in the accessibility tree and printed. `headerRow`: the table's header is a row too
 * (not on a narrow screen, where the headers are hidden and a card shows each value under its name).
 */
export async function expectEveryRowReachable(
  page: Page,
  tableName: string,
  expected: number,
  headerRow: boolean,
): Promise<void> {
  const table = page.getByRole('table', { name: tableName })
  await expect(table).toHaveAttribute('aria-busy', 'false')
  const last = await readLastRow(table)
  expect(last.rows, `rows of ${tableName} in the document`).toBe(expected)
  expect(last.words, 'words of the last row found in no other row').not.toBe('')
  expect(last.foundInPage, `find in page finds "${last.words}"`).toBe(true)
  expect(last.selected, `select all takes in "${last.words}"`).toBe(true)
  // Chromium fills in the accessibility tree of rows far from the screen (content-visibility) after the
  // document, as it does for a screen reader: the tree is asked again until it holds them, for 15 s.
  await expect
    .poll(() => accessibleRows(page, tableName, last.words), {
      message: `${expected} rows in the accessibility tree, the last reading "${last.words}"`,
      timeout: 15_000,
    })
    .toEqual({ rows: expected + (headerRow ? 1 : 0), lastRowReads: true })
  await page.emulateMedia({ media: 'print' })
  try {
    const printed = await page.evaluate(() => document.body.innerText)
    expect(printed.includes(last.words), `"${last.words}" printed`).toBe(true)
  } finally {
    await page.emulateMedia({ media: 'screen' })
  }
}
