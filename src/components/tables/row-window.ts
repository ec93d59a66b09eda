import { useEffect, useMemo, useState, type RefObject } from 'react'
import { afterNextFrame, bodyTopGuess, noteBodyTop, noteShortPage, shortPageGuess } from './list-row'

// Which rows of a long page a wide screen draws: those on screen and a few either side. A row is at
// least the table's row height (list-table.css) and grows when its words wrap, so each row drawn is
// measured once the frame is drawn (layout is clean then, so the read costs nothing); a row not yet drawn
// counts as the drawn ones do on average. Done here rather than by the virtualizer that cards use (windowed-body.tsx,
// loaded when first needed): the body that draws a short page draws a long one too, so a change of page
// size keeps the rows already drawn instead of replacing the table's body (docs/decisions/0020).

/**
 * Rows drawn beyond the screen's edge on each side, so a quick scroll finds them there. Two (TanStack
 * Virtual draws one by default): each row more is laid out again on every page of a long list.
 */
const OVERSCAN = 2

export interface RowWindow {
  /** The first row drawn, and one past the last. */
  start: number
  end: number
  /** The height of the rows above the first drawn, and below the last. */
  before: number
  after: number
}

interface View {
  scrollY: number
  height: number
}

interface Measured {
  rows: readonly unknown[]
  top: number
  heights: ReadonlyMap<number, number>
}

function mean(values: Iterable<number>): number {
  let sum = 0
  let count = 0
  for (const value of values) {
    sum += value
    count++
  }
  return sum / count
}

/**
 * The rows' offsets from the heights measured so far: a row not drawn yet counts as the rows drawn do on
 * average (the least height before any), so the page's length is about right from the first rows on.
 */
function offsetsFrom(
  count: number,
  heights: ReadonlyMap<number, number> | undefined,
  rowHeight: number,
): number[] {
  const guess = heights && heights.size > 0 ? mean(heights.values()) : rowHeight
  return rowOffsets(count, (index) => heights?.get(index) ?? guess)
}

/** Where each row starts from the body's top, and (last) where the rows end: one more than the rows. */
export function rowOffsets(count: number, heightOf: (index: number) => number): number[] {
  const offsets = [0]
  for (let index = 0; index < count; index++) offsets.push(offsets[index]! + heightOf(index))
  return offsets
}

/** The rows from `top` (the body's place in the document) that the window shows, widened by `overscan`. */
export function rowsOnScreen(
  offsets: readonly number[],
  top: number,
  overscan: number,
  view: View,
): RowWindow {
  const count = offsets.length - 1
  const from = view.scrollY - top
  const to = from + view.height
  let first = 0
  while (first < count && offsets[first + 1]! <= from) first++
  let last = first
  while (last < count && offsets[last]! < to) last++
  const start = Math.max(0, first - overscan)
  const end = Math.max(start, Math.min(count, last + overscan))
  return { start, end, before: offsets[start]!, after: offsets[count]! - offsets[end]! }
}

/**
 * The window's scroll and height, kept up to date by one listener for every table: read while rendering
 * without asking the browser (a read of window.scrollY may lay the page out first).
 */
let windowView: View | null = null
const onViewChange = new Set<() => void>()

function watchWindow(): View {
  if (windowView) return windowView
  const read = () => {
    windowView = { scrollY: window.scrollY, height: window.innerHeight }
    for (const notify of onViewChange) notify()
  }
  read()
  window.addEventListener('scroll', read, { passive: true })
  window.addEventListener('resize', read)
  return windowView!
}

/**
 * The rows to draw: all of a short page (`long` false); of a long one, the rows on screen, those either
 * side joining a frame after a page that has just become long is drawn (two smaller tasks of layout
 * instead of one large one). Follows the window's scroll and size in ordinary renders, one each time the
 * range changes.
 */
export function useRowWindow(
  rows: readonly unknown[],
  rowHeight: number,
  long: boolean,
  body: RefObject<HTMLElement | null>,
): RowWindow {
  // What was measured once these rows (or the last long page's) were drawn: where the body starts, and
  // each drawn row's height by its place (a new page starts from the last page's, as good a guess as any).
  const [measured, setMeasured] = useState<Measured | null>(null)
  // A short page forgets it, so the next long one starts from the screen's rows again.
  if (!long && measured !== null) setMeasured(null)
  // The next page of a long page keeps the rows either side (their cells rewritten in place); a page
  // that has just become long, or changed its length, draws those a frame later.
  const warm = measured !== null && measured.rows.length === rows.length
  // A page that has just become long (more rows a page) starts from what the short page before it
  // measured (list-row.ts): the rows it drew stay drawn, and only rows below them are new, so the switch
  // lays out no row that was there already (a change of a table's rows lays the table out again).
  const carried = long && measured === null ? shortPageGuess() : null
  const top = warm ? measured.top : (carried?.top ?? bodyTopGuess())
  const overscan = warm ? OVERSCAN : 0
  const heights = measured?.heights ?? carried?.heights
  const offsets = useMemo(
    () => (long ? offsetsFrom(rows.length, heights, rowHeight) : null),
    [long, rows.length, heights, rowHeight],
  )
  let range = offsets
    ? rowsOnScreen(offsets, top, overscan, watchWindow())
    : { start: 0, end: rows.length, before: 0, after: 0 }
  // Until this page's rows change or a scroll leaves the top, the rows the short page drew stay drawn.
  const [kept, setKept] = useState<{ rows: readonly unknown[]; end: number } | null>(null)
  const carriedEnd = carried ? Math.min(carried.count, rows.length) : 0
  if (carried && kept?.rows !== rows) setKept({ rows, end: carriedEnd })
  const keep = kept?.rows === rows ? kept.end : carriedEnd
  if (offsets && range.start === 0 && range.end < keep)
    range = { start: 0, end: keep, before: 0, after: offsets[rows.length]! - offsets[keep]! }
  const { start, end, before } = range
  const [, redraw] = useState(0)

  // A short page's rows, measured once drawn, for the long page that may follow (above).
  useEffect(() => {
    if (long) return
    return afterNextFrame(() => {
      if (body.current) noteShortPage(body.current)
    })
  }, [long, rows, body])

  // Once the rows are drawn: where the body starts and how tall each drawn row is. A change draws again.
  useEffect(() => {
    if (!long) return
    return afterNextFrame(() => {
      const element = body.current
      if (!element) return
      let next: Map<number, number> | null = null
      for (const row of element.querySelectorAll<HTMLElement>(':scope > tr[data-index]')) {
        const index = Number(row.dataset.index)
        const height = row.getBoundingClientRect().height
        const known = heights?.get(index)
        if (known === undefined || Math.abs(known - height) > 0.5) {
          next ??= new Map(heights)
          next.set(index, height)
        }
      }
      const place = noteBodyTop(element)
      // New heights draw again only when they move the rows on screen (the rows drawn, or the height
      // above them): a frame that only lengthens the page below would lay out and paint for nothing.
      // The page's first measure is always kept: the rows either side are drawn after it.
      const moved =
        next !== null &&
        (() => {
          const after = rowsOnScreen(
            offsetsFrom(rows.length, next, rowHeight),
            place,
            OVERSCAN,
            watchWindow(),
          )
          // Rows drawn beyond those needed stay until a scroll moves the window: removing them would
          // lay the table out again for nothing on screen.
          return after.start < start || after.end > end || Math.abs(after.before - before) > 1
        })()
      if (measured?.rows !== rows || Math.abs(measured.top - place) > 1 || moved)
        setMeasured({ rows, top: place, heights: next ?? heights ?? new Map() })
    })
  }, [long, rows, rowHeight, body, measured, heights, start, end, before])

  // A scroll or a resize redraws only when it changes which rows are near the screen.
  useEffect(() => {
    if (!offsets) return
    const follow = () => {
      const next = rowsOnScreen(offsets, top, overscan, watchWindow())
      if (next.start !== start || next.end !== end) redraw((n) => n + 1)
    }
    onViewChange.add(follow)
    return () => {
      onViewChange.delete(follow)
    }
  }, [offsets, top, overscan, start, end])

  return range
}
