import { useEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { ListRow, Spacer, type ListRowsProps } from './list-row'
import { useNarrow } from './use-narrow'

// The body of a long page (list-rows.tsx): only the rows on screen and a few either side are drawn, with
// a spacer row for those above and below, so 100 rows cost what 20 do, in React and in layout. The page
// scrolls the window, so the window is what is watched. Loaded with import() when first needed (or when
// the browser is idle after a list's first screen): a page of 10 rows never needs it.

/** Rows drawn beyond the screen's edge on each side, so a quick scroll finds them there. */
const OVERSCAN = 8

/** A card's height before it is measured (narrow screens draw each row as a card of its own height). */
const CARD_ESTIMATE = 260

/**
 * Where the last long page's body started in the document: the first guess for the next one, whose own
 * place is read once it is drawn (reading it earlier would lay the page out in the middle of a render).
 */
let lastBodyTop = 0

export function WindowedBody<T>({
  columns,
  classes,
  rows,
  rowKey,
  rowAttributes,
  rowHeight,
}: ListRowsProps<T> & { rows: readonly T[] }) {
  const narrow = useNarrow()
  const body = useRef<HTMLTableSectionElement>(null)
  const [bodyTop, setBodyTop] = useState(lastBodyTop)
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (narrow ? CARD_ESTIMATE : rowHeight),
    overscan: OVERSCAN,
    scrollMargin: bodyTop,
    // The window's size and scroll from the start: the first render already draws the right rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => window.scrollY,
    getItemKey: (index) => rowKey(rows[index]!, index),
    // A scroll redraws in an ordinary render, not a forced synchronous one inside the scroll event.
    useFlushSync: false,
  })
  // After the rows are painted (layout is clean then, so the read costs nothing): where the body starts.
  useEffect(() => {
    const element = body.current
    if (!element) return
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY)
    lastBodyTop = top
    setBodyTop((current) => (Math.abs(current - top) > 1 ? top : current))
  }, [rows, narrow])
  // A card's height depends on its content: measured as drawn. A table row's is fixed (list-table.css).
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
          measure={narrow ? virtualizer.measureElement : undefined}
        />
      ))}
      {after > 0 ? <Spacer height={after} columns={columns.length} /> : null}
    </tbody>
  )
}
