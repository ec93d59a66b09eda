import { useLayoutEffect } from 'react'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListColumn } from './list-columns'
import { ListTable } from './list-table'

// The list table on its own: headers from the column model (sort buttons, aria-sort), placeholder rows on
// the first load, and a wide page that draws only the rows near the screen while saying how many there are.

interface Item {
  id: string
  name: string
  price: number
}
const COLUMNS: readonly ListColumn<Item, 'name' | 'price'>[] = [
  { id: 'name', header: 'Name', sort: 'name', card: 'title', cell: (item) => item.name },
  { id: 'price', header: 'Price', sort: 'price', numeric: true, cell: (item) => `$${item.price}` },
  { id: 'note', header: 'Note', cell: () => '—' },
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

// jsdom lays nothing out: the windowing tests give each element a box (`layOut`), move the window
// (`scrollWindowTo`) and wait for a drawn frame and the measure after it (`frame`).
const box = (top: number, height: number) => ({ top, height, bottom: top + height }) as DOMRect

function layOut(boxOf: (element: HTMLElement) => DOMRect) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)
  })
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)))

/** The places (aria-rowindex) of the body rows drawn. */
const drawnPlaces = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.getAttribute('aria-rowindex')))

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

  it('draws a long page only near the screen, and says how many rows there are', async () => {
    const table = show(items(100))
    // The long page's code comes with import(): the rows appear once it is there.
    await screen.findByText('Item 0')
    expect(table.getAttribute('aria-rowcount')).toBe('101')
    const drawn = within(table).getAllByRole('row').slice(1)
    expect(drawn.length).toBeGreaterThan(5)
    expect(drawn.length).toBeLessThan(40)
    expect(drawn[0]!.getAttribute('aria-rowindex')).toBe('2')
    expect(screen.queryByText('Item 99')).toBeNull()
  })

  it('keeps the rows already drawn when a page grows longer (a larger page size), and draws none past the screen', () => {
    const { rerender } = render(table(items(10)))
    const firstRow = screen.getAllByRole('row')[1]!
    rerender(table(items(100)))
    const longTable = screen.getByRole('table', { name: 'Items' })
    // Synchronously: the same body draws a long page (no code to wait for on a wide screen).
    expect(longTable.getAttribute('aria-rowcount')).toBe('101')
    const drawn = within(longTable).getAllByRole('row').slice(1)
    expect(drawn[0]).toBe(firstRow)
    // jsdom's window is 768 px tall: rows of 40 px from the top, and none of the overscan in the first frame.
    expect(drawn).toHaveLength(20)
    expect(within(longTable).getAllByRole('row', { hidden: true }).at(-1)!.style.height).toBe(`${80 * 40}px`)
  })

  it('draws a page of ten tall rows only near the screen, and the next page on screen first, in the same rows', async () => {
    // Rows 150 px tall from 300 px down: a 768 px window shows four of them, and two more are drawn
    // below for a quick scroll; the other four are not drawn, so not laid out.
    const measure = layOut((element) =>
      element.tagName === 'TBODY' ? box(300, 1500) : box(0, element.tagName === 'TR' ? 150 : 0),
    )
    try {
      const { rerender } = render(table(items(10)))
      await frame()
      const shown = screen.getByRole('table', { name: 'Items' })
      expect(shown.getAttribute('aria-rowcount')).toBe('11')
      const drawn = within(shown).getAllByRole('row').slice(1)
      expect(drawn.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5', '6', '7'])
      expect(screen.queryByText('Item 6')).toBeNull()
      // The four rows below count as the six measured did: 150 px each.
      expect(within(shown).getAllByRole('row', { hidden: true }).at(-1)!.style.height).toBe(`${4 * 150}px`)

      // The next page: the frame that shows it draws the four rows on screen, in the same elements;
      // the two below join once they are measured.
      const next = items(20).slice(10)
      rerender(table(next))
      expect(within(shown).getAllByRole('row').slice(1)).toEqual(drawn.slice(0, 4))
      expect(within(drawn[0]!).getByText('Item 10')).toBeTruthy()
      await frame()
      const again = within(shown).getAllByRole('row').slice(1)
      expect(again.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5', '6', '7'])
      expect(again.slice(0, 4)).toEqual(drawn.slice(0, 4))
      expect(within(again[5]!).getByText('Item 15')).toBeTruthy()
    } finally {
      measure.mockRestore()
    }
  })

  it('deep in a long page, the next page draws the rows where the window is, though they measure taller', async () => {
    // Rows of the first page 150 px tall, of the next 300, the body from 300 px down. A row not measured
    // counts as the first rows measured did: were it the average of all measured, the taller rows of the
    // next page would move the ninety rows above them, and the window would land on other rows.
    const measure = layOut((element) => {
      if (element.tagName === 'TBODY') return box(300 - window.scrollY, 30000)
      if (element.tagName !== 'TR') return box(0, 0)
      return box(0, element.textContent?.startsWith('Tall') ? 300 : 150)
    })
    try {
      const { rerender } = render(table(items(100)))
      await frame()
      act(() => scrollWindowTo(300 + 90 * 150))
      await frame()
      await frame()
      const before = drawnPlaces()
      // Row 90 (its aria-rowindex is 92) is at the window's top.
      expect(before).toContain(92)

      const tall = Array.from({ length: 100 }, (_, i) => ({ id: `tall-${i}`, name: `Tall ${i}`, price: i }))
      rerender(table(tall))
      await frame()
      await frame()
      // The rows above stay as measured: the window still starts at the same row, give or take the two
      // drawn above it, which measure taller too (a browser's scroll anchoring then keeps row 90 in
      // place; jsdom does not move the window).
      expect(drawnPlaces()[0]).toBeGreaterThanOrEqual(before[0]! - 2)
      expect(drawnPlaces()).toContain(92)
    } finally {
      measure.mockRestore()
      act(() => scrollWindowTo(0))
    }
  })

  it('draws the rows where the window is when it moved between the first render and the table watching it', () => {
    // A navigation scrolls the window after the new page's table has rendered and before it listens to
    // scrolls. Nobody is told of that scroll: the table looks once when it starts to listen, and draws
    // the rows now on screen at once, not those of where the window was.
    const measure = layOut((element) =>
      element.tagName === 'TBODY' ? box(-window.scrollY, 4000) : box(0, element.tagName === 'TR' ? 40 : 0),
    )
    function ScrollsOnMount({ y }: { y: number }) {
      useLayoutEffect(() => scrollWindowTo(y), [y])
      return null
    }
    try {
      act(() => scrollWindowTo(0))
      render(
        <>
          {table(items(100))}
          <ScrollsOnMount y={60 * 40} />
        </>,
      )
      // No frame has passed: the rows drawn are those the table found when it started to listen. Row 60
      // (aria-rowindex 62) is at the window's top.
      const drawn = drawnPlaces()
      expect(drawn).toContain(62)
      expect(drawn).not.toContain(2)
    } finally {
      measure.mockRestore()
      act(() => scrollWindowTo(0))
    }
  })

  it('lays out rows written into those drawn in the commit that writes them, and leaves a new set of rows to the frame', () => {
    // A read of the body's height in the commit lays the new rows out there, so the frame that shows them
    // only paints (list-rows.tsx, useLayoutInCommit).
    const measure = layOut((element) =>
      element.tagName === 'TBODY' ? box(-window.scrollY, 4000) : box(0, element.tagName === 'TR' ? 40 : 0),
    )
    let bodyReads = 0
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.tagName === 'TBODY') bodyReads++
      return 0
    })
    try {
      act(() => scrollWindowTo(0))
      const { rerender } = render(table(items(100)))
      // A first page: its elements are created in the commit, and the frame lays them out.
      expect(bodyReads).toBe(0)
      const next = Array.from({ length: 100 }, (_, i) => ({ id: `next-${i}`, name: `Next ${i}`, price: i }))
      rerender(table(next))
      // The next page, in the rows drawn: laid out before the commit ends, with no frame in between.
      expect(bodyReads).toBe(1)
      expect(screen.getByText('Next 0')).toBeTruthy()
      // A jump deep into the page draws another set of rows: created in the commit, laid out in the frame.
      act(() => scrollWindowTo(60 * 40))
      expect(drawnPlaces()).toContain(62)
      expect(drawnPlaces()).not.toContain(2)
      expect(bodyReads).toBe(1)
    } finally {
      height.mockRestore()
      measure.mockRestore()
      act(() => scrollWindowTo(0))
    }
  })

  it('shows the empty message in the body when there are no rows', () => {
    const table = show([])
    expect(within(table).getByRole('cell', { name: 'Nothing here.' })).toBeTruthy()
  })
})
