import { useEffect, useRef, useState } from 'react'
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual'
import { afterNextFrame, bodyTopGuess, ListRow, noteBodyTop, Spacer, type ListRowsProps } from './list-row'
import { useNarrow } from './use-narrow'

// The body of a long page (list-rows.tsx): only the rows on screen and a few either side are drawn, with
// a spacer row for those above and below, so 100 rows cost what 20 do, in React and in layout. The page
// scrolls the window, so the window is what is watched. Loaded with import() when first needed (or when
// the browser is idle after a list's first screen): a page of 10 rows never needs it.

/** Rows drawn beyond the screen's edge on each side, so a quick scroll finds them there. */
const OVERSCAN = 4

/** A card's height before it is measured (narrow screens draw each row as a card of its own height). */
const CARD_ESTIMATE = 260

/**
 * The window's scrolling, less the virtualizer's first write: on mount it scrolls the window to where the
 * window already is (its initial offset is the window's own), and that write would lay out the rows just
 * drawn inside the commit, one long task where the browser's next frame does it anyway.
 */
const mounted = new WeakSet<Virtualizer<Window, Element>>()
function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  if (!mounted.has(instance)) {
    mounted.add(instance)
    return
  }
  windowScroll(offset, options, instance)
}

export function WindowedBody<T>({
  columns,
  classes,
  rows,
  rowAttributes,
  rowHeight,
}: ListRowsProps<T> & { rows: readonly T[] }) {
  const narrow = useNarrow()
  const body = useRef<HTMLTableSectionElement>(null)
  const [bodyTop, setBodyTop] = useState(bodyTopGuess)
  // A new page draws the rows on screen first, and those either side of it a frame later: two smaller
  // tasks of layout and paint instead of one large one.
  const [warm, setWarm] = useState<readonly unknown[] | null>(null)
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (narrow ? CARD_ESTIMATE : rowHeight),
    overscan: warm === rows ? OVERSCAN : 0,
    scrollMargin: bodyTop,
    // The window's size and scroll from the start: the first render already draws the right rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => window.scrollY,
    // A scroll redraws in an ordinary render, not a forced synchronous one inside the scroll event.
    useFlushSync: false,
    scrollToFn: scrollWindow,
  })
  // Once the rows are drawn (layout is clean then, so the read costs nothing): where the body starts.
  useEffect(
    () =>
      afterNextFrame(() => {
        const element = body.current
        if (!element) return
        const top = noteBodyTop(element)
        setBodyTop((current) => (Math.abs(current - top) > 1 ? top : current))
        setWarm(rows)
      }),
    [rows, narrow],
  )
  // A card's height depends on its content, and so does a row's once its words wrap (list-table.css
  // gives a row its least height): each is measured as drawn.
  useEffect(() => {
    virtualizer.measure()
  }, [narrow, virtualizer])

  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items.at(-1)
  const before = first ? first.start - bodyTop : 0
  const after = last ? virtualizer.getTotalSize() - (last.end - bodyTop) : 0
  return (
    <tbody ref={body}>
      {before > 0 ? <Spacer height={before} columns={columns.length} /> : null}
      {items.map((item) => (
        <ListRow
          key={item.key}
          row={rows[item.index]!}
          columns={columns}
          classes={classes}
          rowAttributes={rowAttributes}
          rowIndex={item.index}
          measure={virtualizer.measureElement}
        />
      ))}
      {after > 0 ? <Spacer height={after} columns={columns.length} /> : null}
    </tbody>
  )
}
