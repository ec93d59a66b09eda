import { useEffect, useMemo, useState, type RefObject } from 'react'
import { afterNextFrame, bodyTopGuess, noteBodyTop } from './list-row'

// Which rows of a page a wide screen draws, whatever the page's size: those on screen and a few either
// side; a row nobody sees is not laid out. A row is at least the table's row height (list-table.css) and
// grows when its words wrap, so each row drawn is measured once the frame is drawn (layout is clean then,
// so the read costs nothing); a row not yet drawn counts as the first rows measured did. Done here rather
// than by the virtualizer that cards use (windowed-body.tsx, loaded when first needed): one body draws
// every page, so a change of page size keeps the rows already drawn instead of replacing the table's
// body (docs/decisions/0020).

/**
 * Rows drawn beyond the screen's edge on each side, so a quick scroll finds them there. Two (TanStack
 * Virtual draws one by default): each row more is laid out again on every page.
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
  /** The height of a row not measured yet: the rows' average at the table's first measure, kept since. */
  guess: number
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
 * The rows' offsets from the heights measured so far; a row not drawn yet counts as `guess`. The guess is
 * the first rows' average (the least height before any), so the page's length is about right from the
 * first rows on, and it stays: were it the average of every row measured, each new measure would move
 * every row not measured, and deep in a long page the window would land on other rows than those drawn.
 */
function offsetsFrom(
  count: number,
  heights: ReadonlyMap<number, number> | undefined,
  guess: number,
): number[] {
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
 * The rows to draw: all of them (`windowed` false, a short page of cards); otherwise the rows on screen,
 * those either side joining a frame after new rows are drawn (two smaller tasks of layout instead of one
 * large one). Follows the window's scroll and size in ordinary renders, one each time the
 * range changes.
 */
export function useRowWindow(
  rows: readonly unknown[],
  rowHeight: number,
  windowed: boolean,
  body: RefObject<HTMLElement | null>,
): RowWindow {
  // What was measured once these rows (or the last page's) were drawn: where the body starts, and each
  // drawn row's height by its place (a new page starts from the last page's, as good a guess as any).
  const [measured, setMeasured] = useState<Measured | null>(null)
  // A page of cards forgets it, so a wide page that follows starts from the screen's rows again.
  if (!windowed && measured !== null) setMeasured(null)
  // New rows (a first page, the next page, another order) are drawn on screen first and those either
  // side a frame later, once these rows are measured: the frame that shows the change lays out only the
  // rows a person sees.
  const top = measured?.top ?? bodyTopGuess()
  const overscan = measured?.rows === rows ? OVERSCAN : 0
  const heights = measured?.heights
  const guess = measured?.guess ?? rowHeight
  const offsets = useMemo(
    () => (windowed ? offsetsFrom(rows.length, heights, guess) : null),
    [windowed, rows.length, heights, guess],
  )
  const range = offsets
    ? rowsOnScreen(offsets, top, overscan, watchWindow())
    : { start: 0, end: rows.length, before: 0, after: 0 }
  const { start, end, before } = range
  const [, redraw] = useState(0)

  // Once the rows are drawn: where the body starts and how tall each drawn row is. A change draws again.
  useEffect(() => {
    if (!windowed) return
    return afterNextFrame(() => {
      const element = body.current
      if (!element) return
      let next: Map<number, number> | null = null
      for (const row of element.querySelectorAll<HTMLElement>(':scope > tr[data-index]')) {
        const index = Number(row.dataset.index)
        const height = row.getBoundingClientRect().height
        // A row of no height is not laid out (a hidden table): it tells nothing of its height.
        if (height === 0) continue
        const known = heights?.get(index)
        if (known === undefined || Math.abs(known - height) > 0.5) {
          next ??= new Map(heights)
          next.set(index, height)
        }
      }
      const place = noteBodyTop(element)
      const nextGuess = measured?.guess ?? (next && next.size > 0 ? mean(next.values()) : rowHeight)
      // New heights draw again only when they move the rows on screen (the rows drawn, or the height
      // above them): a frame that only lengthens the page below would lay out and paint for nothing.
      // The page's first measure is always kept: the rows either side are drawn after it.
      const moved =
        next !== null &&
        (() => {
          const after = rowsOnScreen(
            offsetsFrom(rows.length, next, nextGuess),
            place,
            OVERSCAN,
            watchWindow(),
          )
          // Rows drawn beyond those needed stay until a scroll moves the window: removing them would
          // lay the table out again for nothing on screen.
          return after.start < start || after.end > end || Math.abs(after.before - before) > 1
        })()
      if (measured?.rows !== rows || Math.abs(measured.top - place) > 1 || moved)
        setMeasured({ rows, top: place, heights: next ?? heights ?? new Map(), guess: nextGuess })
    })
  }, [windowed, rows, rowHeight, body, measured, heights, start, end, before])

  // A scroll or a resize redraws only when it changes which rows are near the screen.
  useEffect(() => {
    if (!offsets) return
    const follow = () => {
      const next = rowsOnScreen(offsets, top, overscan, watchWindow())
      if (next.start !== start || next.end !== end) redraw((n) => n + 1)
    }
    onViewChange.add(follow)
    // A scroll between this render and now (a navigation that scrolls to the top, a page that got
    // shorter) was told to no one: the rows drawn may be those of the old place.
    follow()
    return () => {
      onViewChange.delete(follow)
    }
  }, [offsets, top, overscan, start, end])

  return range
}
