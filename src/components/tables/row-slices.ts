import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

// A page of rows written into the document in slices (docs/decisions/0028). Every row of a page is in
// the document (decision 0025), but writing a hundred at once is one task of 130 to 250 ms at 4x CPU:
// React writes every row, and the browser styles, lays out and paints every row near the screen. So the
// task that shows a page writes the rows on screen, and the others follow a slice per task, each short
// enough for a key or a click to be answered between them, until the whole page is written. The table
// says it is busy (aria-busy) until then, so a screen reader and a test know when the page is whole.
// Each place is written once per page: the rows on screen first, then the ones below them, then the
// ones above; a place not yet written keeps the previous page's row (rows are keyed by place, so a
// place's row is rewritten in place), and a longer page grows only at its foot, as its last slices come.

/**
 * What a slice's task may spend writing its rows (React's render and commit, and their layout), in ms as
 * the page's clock runs: the rest of the 50 ms a task may take is left to the frame that paints them, a
 * collection of garbage, a busy machine. The rows a slice writes follow from what the last one cost a
 * row, so a slice is as many rows as fit on this machine and this table (a drafts row costs more than a
 * user's), between LEAST_ROWS (near the screen) or LEAST_FAR_ROWS and MOST_ROWS.
 */
export const SLICE_MS = 20
const LEAST_ROWS = 4
/** Far from the screen a row costs its commit only: fewer than this is more slices than it saves. */
const LEAST_FAR_ROWS = 8
const MOST_ROWS = 25

/** Which rows are on screen: the first place, and how many places fill the window from there. */
export interface OnScreen {
  first: number
  count: number
}

interface Slices<T> {
  /** The page being written; null before the first page. */
  page: readonly T[] | null
  /** Each place's row: the page's, or the previous page's until its slice is written. */
  shown: readonly T[]
  /** Places still to write, in the order they are written. */
  pending: readonly number[]
  /** The places on screen when the page came, and a screen's worth of places either side of them. */
  near: { from: number; to: number }
}

const NOTHING: Slices<never> = { page: null, shown: [], pending: [], near: { from: 0, to: 0 } }

/** The first slice: the rows on screen, written with the rest still as they were. */
function begin<T>(before: Slices<T>, page: readonly T[] | null, screen: () => OnScreen): Slices<T> {
  if (page === null) return NOTHING
  const old = before.shown
  const { first, count } = screen()
  if (page.length <= count) return { page, shown: page, pending: [], near: NOTHING.near }
  const from = Math.max(0, Math.min(first, page.length - count))
  const to = from + count
  // A place past the old page's end is written now if it is on screen, in a later slice if not.
  const length = Math.max(Math.min(old.length, page.length), to)
  const shown = Array.from({ length }, (_, i) =>
    i >= old.length || (i >= from && i < to) ? page[i]! : old[i]!,
  )
  const pending: number[] = []
  // Below the screen in order (a place past the end only after the places before it), then above it.
  for (let i = to; i < page.length; i++) if (i >= length || shown[i] !== page[i]) pending.push(i)
  for (let i = from - 1; i >= 0; i--) if (shown[i] !== page[i]) pending.push(i)
  return { page, shown, pending, near: { from: from - count, to: to + count } }
}

/**
 * How many rows the next slice writes, `fit` as the last slice's cost says. A row near the screen costs
 * more than its commit: the browser lays it out and paints it in the frame after (rows far from the
 * screen it skips, content-visibility), so near it a slice is LEAST_ROWS.
 */
function sliceRows(slices: Slices<unknown>, fit: number): number {
  const place = slices.pending[0] ?? 0
  const near = place >= slices.near.from && place < slices.near.to
  return Math.min(
    slices.pending.length,
    near ? LEAST_ROWS : Math.min(MOST_ROWS, Math.max(LEAST_FAR_ROWS, fit)),
  )
}

/** The next slice, of `rows` rows. */
function next<T>(slices: Slices<T>, rows: number): Slices<T> {
  const { page, pending, near } = slices
  if (page === null || pending.length === 0) return slices
  const shown = slices.shown.slice()
  for (const place of pending.slice(0, rows)) shown[place] = page[place]!
  return { page, shown, pending: pending.slice(rows), near }
}

/**
 * The rows to draw for `page` (null before the first page), and whether they are the whole page yet.
 * `screen` says which rows are on screen when a new page comes; it reads the document, as drawn.
 */
export function useRowSlices<T>(
  page: readonly T[] | null,
  screen: () => OnScreen,
): { shown: readonly T[] | null; whole: boolean } {
  const [slices, setSlices] = useState<Slices<T>>(() => begin(NOTHING, page, screen))
  let current = slices
  // A new page starts in the render that brings it (React's pattern for state that follows a prop), so
  // its first slice is in the same commit as the page's other changes (its range, its order).
  if (slices.page !== page) {
    current = begin(slices, page, screen)
    setSlices(current)
  }
  const perRow = useRef(0)
  const left = current.pending.length
  useEffect(() => {
    if (left === 0) return
    // A task of its own for each slice: input and frames go between them. The slice is written in the
    // timer's task (flushSync), so its cost is measured there: React's render and commit, and the layout
    // of its rows in the commit (list-rows.tsx).
    const timer = setTimeout(() => {
      const fit = perRow.current > 0 ? Math.floor(SLICE_MS / perRow.current) : LEAST_ROWS
      const rows = sliceRows(current, fit)
      const began = performance.now()
      flushSync(() => setSlices((slices) => next(slices, rows)))
      perRow.current = (performance.now() - began) / rows
    }, 0)
    return () => clearTimeout(timer)
  }, [current, left])
  return { shown: page === null ? null : current.shown, whole: left === 0 }
}

/**
 * The rows of `table`'s body on screen: the first whose foot is below the window's top, and how many
 * fill the window from there, counting `rowHeight` (a row's least height) for each place past the last row.
 * Without a layout (a row of no height) the page's top.
 */
export function rowsOnScreen(table: HTMLTableElement | null, rowHeight: number): OnScreen {
  const height = window.innerHeight
  const rows = table?.tBodies[0]?.querySelectorAll<HTMLTableRowElement>(':scope > tr.list-row') ?? []
  const empty = { first: 0, count: Math.ceil(height / rowHeight) + 1 }
  if (rows.length === 0 || rows[0]!.getBoundingClientRect().height === 0) return empty
  let low = 0
  let high = rows.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (rows[middle]!.getBoundingClientRect().bottom > 0) high = middle
    else low = middle + 1
  }
  let count = 0
  let bottom = low > 0 ? rows[low - 1]!.getBoundingClientRect().bottom : 0
  for (let i = low; i < rows.length; i++) {
    const box = rows[i]!.getBoundingClientRect()
    if (box.top >= height) return { first: low, count: Math.max(count, 1) }
    count++
    bottom = box.bottom
  }
  return { first: low, count: count + Math.ceil(Math.max(0, height - bottom) / rowHeight) }
}
