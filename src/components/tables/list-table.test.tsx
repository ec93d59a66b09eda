import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListColumn } from './list-columns'
import { ListTable } from './list-table'

// The list table on its own: headers from the column model (sort buttons, aria-sort), placeholder rows on
// the first load, every row of a page in the document (a page of ten as of a hundred), and the columns'
// widths given to the rows' grid.

interface Item {
  id: string
  name: string
  price: number
}
const COLUMNS: readonly ListColumn<Item, 'name' | 'price'>[] = [
  { id: 'name', header: 'Name', sort: 'name', card: 'title', cell: (item) => item.name },
  {
    id: 'price',
    header: 'Price',
    sort: 'price',
    numeric: true,
    width: '12%',
    cell: (item) => `$${item.price}`,
  },
  { id: 'note', header: 'Note', width: '96px', cell: () => '—' },
]
const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `item-${i}`, name: `Item ${i}`, price: i }))

afterEach(cleanup)

const table = (rows: readonly Item[] | null, onSort = vi.fn()) => (
  <ListTable
    label="Items"
    columns={COLUMNS}
    rows={rows}
    skeletonRows={rows?.length ?? 100}
    rowHeight={40}
    busy={false}
    sort={{ sortName: 'price', sortDirection: 'desc', onSort }}
    empty="Nothing here."
  />
)

function show(rows: readonly Item[] | null, onSort = vi.fn()) {
  render(table(rows, onSort))
  return screen.getByRole('table', { name: 'Items' })
}

const bodyRows = () => screen.getAllByRole('row').slice(1)
/** The page is whole: every slice written (row-slices.ts). */
const whole = () =>
  waitFor(() => expect(screen.getByRole('table', { name: 'Items' }).getAttribute('aria-busy')).toBe('false'))

describe('ListTable', () => {
  it('makes a sort button of each sortable header, says the order on the sorted one, and labels each cell for the cards', async () => {
    const onSort = vi.fn()
    const table = show(items(3), onSort)
    expect(within(table).getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    expect(within(table).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull()
    expect(within(table).queryByRole('button', { name: 'Note' })).toBeNull()
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Name' }))
    expect(onSort).toHaveBeenCalledWith('name')
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    // The title needs no label on a card; the other values are named by their column.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Price', 'Note'])
    expect(cells[1]!.className).toBe('cell-price numeric')
  })

  it('holds the height of a long first page with at most 25 placeholder rows and a spacer', () => {
    const table = show(null)
    expect(table.getAttribute('aria-busy')).toBe('true')
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1)
    expect(rows).toHaveLength(26)
    expect(rows.at(-1)!.style.height).toBe(`${75 * 40}px`)
  })

  it('draws every row of a page of 100, the last one included, with no count or place of its own to say', async () => {
    const table = show(items(100))
    await whole()
    expect(bodyRows()).toHaveLength(100)
    expect(within(bodyRows()[99]!).getByText('Item 99')).toBeTruthy()
    // Every row is there: the table's own rows say how many, as in any table.
    expect(table.getAttribute('aria-rowcount')).toBeNull()
    expect(bodyRows().some((row) => row.hasAttribute('aria-rowindex'))).toBe(false)
  })

  it('keeps the rows already drawn when a page grows longer, and rewrites them in place for the next page', async () => {
    const { rerender } = render(table(items(10)))
    const first = bodyRows()
    rerender(table(items(100)))
    await whole()
    const long = bodyRows()
    expect(long).toHaveLength(100)
    expect(long.slice(0, 10)).toEqual(first)
    const next = Array.from({ length: 100 }, (_, i) => ({ id: `next-${i}`, name: `Next ${i}`, price: i }))
    rerender(table(next))
    await whole()
    expect(bodyRows()).toEqual(long)
    expect(within(long[0]!).getByText('Next 0')).toBeTruthy()
    expect(within(long[99]!).getByText('Next 99')).toBeTruthy()
  })

  it('writes a long page in slices: the rows on screen at once, the rest after, each row once, busy until whole', async () => {
    const { rerender } = render(table(items(100)))
    await whole()
    const rows = bodyRows()
    // Every text each row shows, in order, from the moment the next page comes.
    const seen = rows.map((row) => [row.textContent])
    const observer = new MutationObserver(() =>
      rows.forEach((row, i) => {
        if (seen[i]!.at(-1) !== row.textContent) seen[i]!.push(row.textContent)
      }),
    )
    observer.observe(screen.getByRole('table', { name: 'Items' }), {
      subtree: true,
      childList: true,
      characterData: true,
    })
    const next = Array.from({ length: 100 }, (_, i) => ({ id: `next-${i}`, name: `Next ${i}`, price: i }))
    rerender(table(next))
    // The commit that brings the page: the rows on screen (here, without a layout, the page's top) are
    // the new page's; the others still the last page's; the table busy.
    const table1 = screen.getByRole('table', { name: 'Items' })
    expect(table1.getAttribute('aria-busy')).toBe('true')
    expect(within(bodyRows()[0]!).getByText('Next 0')).toBeTruthy()
    expect(within(bodyRows()[99]!).getByText('Item 99')).toBeTruthy()
    await whole()
    observer.disconnect()
    expect(bodyRows()).toEqual(rows)
    expect(within(bodyRows()[99]!).getByText('Next 99')).toBeTruthy()
    // Each row changed once: from the last page's words to the new page's.
    expect(seen.every((texts) => texts.length === 2 && texts[1]!.startsWith('Next'))).toBe(true)
  })

  it('writes a short page whole in one commit', () => {
    const { rerender } = render(table(items(10)))
    rerender(table(items(10).map((item) => ({ ...item, name: `New ${item.price}` }))))
    expect(screen.getByRole('table', { name: 'Items' }).getAttribute('aria-busy')).toBe('false')
    expect(within(bodyRows()[9]!).getByText('New 9')).toBeTruthy()
  })

  it("gives the rows' grid the columns' widths, a column without one sharing what is left", () => {
    const table = show(items(2))
    expect(table.style.getPropertyValue('--list-columns')).toBe('minmax(0, 1fr) 12% 96px')
    expect(table.style.getPropertyValue('--list-row-height')).toBe('40px')
    expect(table.style.getPropertyValue('--list-card-height')).toBe(`${3 * 48}px`)
  })

  it('lays out rows written into a body already drawn in the commit that writes them, and not a first page', () => {
    // A read of the body's height in the commit lays the new rows out there, so the frame that shows
    // them only paints (list-rows.tsx, useLayoutInCommit).
    let bodyReads = 0
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.tagName === 'TBODY') bodyReads++
      return 0
    })
    try {
      const { rerender } = render(table(items(10)))
      expect(bodyReads).toBe(0)
      rerender(table(items(100)))
      expect(bodyReads).toBe(1)
      const next = Array.from({ length: 100 }, (_, i) => ({ id: `next-${i}`, name: `Next ${i}`, price: i }))
      rerender(table(next))
      expect(bodyReads).toBe(2)
    } finally {
      height.mockRestore()
    }
  })

  it('shows the empty message in the body when there are no rows', () => {
    const table = show([])
    expect(within(table).getByRole('cell', { name: 'Nothing here.' })).toBeTruthy()
  })
})
