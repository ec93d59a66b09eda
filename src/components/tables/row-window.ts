import { useEffect, useState, type RefObject } from 'react'
import { afterNextFrame, bodyTopGuess, noteBodyTop } from './list-row'

// Which rows of a long page a wide screen draws: those on screen and a few either side. On a wide screen
// every row has the table's one fixed height (list-table.css), so the rows on screen follow from the
// window's scroll and the body's place by arithmetic, with no measuring. Done here rather than by the
// virtualizer that cards use (windowed-body.tsx, loaded when first needed): the body that draws a short
// page draws a long one too, so a change of page size keeps the rows already drawn instead of replacing
// the table's body (docs/decisions/0020-rows-of-a-long-page.md has the figures).

/**
 * Rows drawn beyond the screen's edge on each side, so a quick scroll finds them there. Two (TanStack
 * Virtual draws one by default): each row more is laid out again on every page of a long list.
 */
const OVERSCAN = 2

export interface RowWindow {
  /** The first row drawn, and one past the last. */
  start: number
  end: number
}

/** The rows from `top` (the body's place in the document) that the window shows, widened by `overscan`. */
export function rowsOnScreen(
  count: number,
  rowHeight: number,
  top: number,
  overscan: number,
  view: View,
): RowWindow {
  const first = Math.floor((view.scrollY - top) / rowHeight)
  const last = Math.ceil((view.scrollY + view.height - top) / rowHeight)
  const start = Math.min(count, Math.max(0, first - overscan))
  return { start, end: Math.max(start, Math.min(count, last + overscan)) }
}

interface View {
  scrollY: number
  height: number
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
 * side joining a frame after a new page is drawn (two smaller tasks of layout instead of one large one).
 * Follows the window's scroll and size in ordinary renders, one each time the range changes.
 */
export function useRowWindow(
  rows: readonly unknown[],
  rowHeight: number,
  long: boolean,
  body: RefObject<HTMLElement | null>,
): RowWindow {
  // Where the body starts, as measured once these rows (or a long page of as many) were drawn.
  const [measured, setMeasured] = useState<{
    rows: readonly unknown[]
    top: number
  } | null>(null)
  const [, redraw] = useState(0)
  // A short page forgets it, so the next long one starts from the screen's rows again.
  if (!long && measured !== null) setMeasured(null)
  // The next page of a long page keeps the rows either side (their cells rewritten in place); a page
  // that has just become long, or changed its length, draws those a frame later.
  const warm = measured !== null && measured.rows.length === rows.length
  const top = warm ? measured.top : bodyTopGuess()
  const overscan = warm ? OVERSCAN : 0
  const range = long ? rowsOnScreen(rows.length, rowHeight, top, overscan, watchWindow()) : null
  const start = range?.start ?? 0
  const end = range?.end ?? rows.length

  // Once the rows are drawn (layout is clean then, so the read costs nothing): where the body starts.
  useEffect(() => {
    if (!long || measured?.rows === rows) return
    return afterNextFrame(() => {
      const element = body.current
      if (!element) return
      const place = noteBodyTop(element)
      setMeasured({ rows, top: place })
    })
  }, [long, rows, body, measured])

  // A scroll or a resize redraws only when it changes which rows are near the screen.
  useEffect(() => {
    if (!long) return
    const follow = () => {
      const next = rowsOnScreen(rows.length, rowHeight, top, overscan, watchWindow())
      if (next.start !== start || next.end !== end) redraw((n) => n + 1)
    }
    onViewChange.add(follow)
    return () => {
      onViewChange.delete(follow)
    }
  }, [long, rows, rowHeight, top, overscan, start, end])

  return { start, end }
}
