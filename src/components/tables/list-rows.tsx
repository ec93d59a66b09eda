import { lazy, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { ListRow, Spacer, type ListRowsProps } from './list-row'
import { useRowWindow } from './row-window'
import { useNarrow } from './use-narrow'

// The body of a list table: placeholder rows on the first load, the empty message, or the rows. A wide
// screen draws only the rows near the screen, on a page of any size: by arithmetic on the rows' least
// height and the heights of those drawn (row-window.ts). A narrow screen's cards are all drawn on a page
// of up to LONG_PAGE; a longer page of cards is windowed by a virtualizer that measures each card
// (windowed-body.tsx, loaded when first needed).

/** More cards than this are a long page, drawn as they come near the screen. */
export const LONG_PAGE = 25

/** Whether a table draws only the rows near the screen: every page of a wide one, a long page of cards. */
export const drawsNearScreenOnly = (rowCount: number, narrow: boolean): boolean =>
  !narrow || rowCount > LONG_PAGE

const loadWindowedBody = async () => ({ default: (await import('./windowed-body')).WindowedBody })
// lazy() loses the component's type parameter: it is given back here.
const WindowedBody = lazy(loadWindowedBody) as unknown as <T>(
  props: ListRowsProps<T> & { rows: readonly T[] },
) => ReactNode

/**
 * On a narrow screen, fetches the long page's code once the browser is idle after a list's first screen,
 * so choosing 100 rows a page later does not wait for it. (Until then a table shows its rows; a first
 * screen never waits for this code.)
 */
export function usePreloadWindowedBody(): void {
  const narrow = useNarrow()
  useEffect(() => {
    if (!narrow) return
    const preload = () => void loadWindowedBody()
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(preload, 2000)
    return () => clearTimeout(timer)
  }, [narrow])
}

export function ListRows<T>(props: ListRowsProps<T>) {
  const { columns, rows } = props
  const narrow = useNarrow()
  if (rows === null) return <SkeletonBody {...props} />
  if (rows.length === 0) {
    return (
      <tbody>
        <tr className="list-empty">
          <td colSpan={columns.length}>{props.empty}</td>
        </tr>
      </tbody>
    )
  }
  // Cards are of their own heights: a long page of them is windowed by measuring each as drawn.
  if (narrow && rows.length > LONG_PAGE) return <WindowedBody {...props} rows={rows} />
  return <RowsBody {...props} rows={rows} windowed={drawsNearScreenOnly(rows.length, narrow)} />
}

/**
 * A page's rows in one body: windowed (a wide screen), the rows near the screen (row-window.ts), with a
 * spacer for those above and below; or every row (a short page of cards). Rows are keyed by place, so a
 * new page rewrites the cells of the rows there, and a longer page keeps the rows already drawn, instead
 * of replacing them.
 */
function RowsBody<T>({
  columns,
  classes,
  rows,
  rowAttributes,
  rowHeight,
  windowed,
}: ListRowsProps<T> & { rows: readonly T[]; windowed: boolean }) {
  const body = useRef<HTMLTableSectionElement>(null)
  const { start, end, before, after } = useRowWindow(rows, rowHeight, windowed, body)
  useLayoutInCommit(body, rows, start, end)
  const drawn = []
  for (let index = start; index < end; index++) {
    drawn.push(
      <ListRow
        key={index}
        row={rows[index]!}
        columns={columns}
        classes={classes}
        rowAttributes={rowAttributes}
        rowIndex={windowed ? index : undefined}
      />,
    )
  }
  return (
    <tbody ref={body}>
      {start > 0 ? <Spacer key="before" height={before} columns={columns.length} /> : null}
      {drawn}
      {end < rows.length ? <Spacer key="after" height={after} columns={columns.length} /> : null}
    </tbody>
  )
}

/**
 * When new rows are written into the rows already drawn (the next page, another order, a search, the rows
 * either side joining), they are laid out at the end of the commit that writes them, and the frame that
 * shows them only paints: two shorter tasks instead of one long one, and still no frame that shows part
 * of a page. When the rows drawn are another set (a first page, a window that moved: a shorter
 * page, a jump deep into a long one), the commit creates their elements, which costs what their layout
 * does: the layout is left to the frame. (docs/decisions/0020, "Later: the layout in the commit".)
 */
function useLayoutInCommit(
  body: RefObject<HTMLElement | null>,
  rows: readonly unknown[],
  start: number,
  end: number,
): void {
  const drawnBefore = useRef<{ start: number; end: number } | null>(null)
  useLayoutEffect(() => {
    const last = drawnBefore.current
    drawnBefore.current = { start, end }
    // A read of the body's height lays out what changed: the rows just written.
    if (last !== null && start < last.end && end > last.start) void body.current?.offsetHeight
  }, [body, rows, start, end])
}

/** Placeholder rows while the first page loads, each as tall as a row: the table keeps its height. */
export function SkeletonBody<T>({ columns, classes, skeletonRows, rowHeight }: ListRowsProps<T>) {
  const drawn = Math.min(skeletonRows, LONG_PAGE)
  return (
    <tbody>
      {Array.from({ length: drawn }, (_, index) => (
        <tr key={index} aria-hidden className="list-skeleton">
          {columns.map((column, at) => (
            <td key={column.id} className={classes[at]}>
              <span className="skeleton" />
            </td>
          ))}
        </tr>
      ))}
      {skeletonRows > drawn ? (
        <Spacer height={(skeletonRows - drawn) * rowHeight} columns={columns.length} />
      ) : null}
    </tbody>
  )
}
