import { lazy, useEffect, type ReactNode } from 'react'
import { ListRow, Spacer, type ListRowsProps } from './list-row'

// The body of a list table: placeholder rows on the first load, the empty message, or the rows. A long
// page (more than LONG_PAGE rows, mostly below the screen) draws only the rows near the screen
// (windowed-body.tsx).

/** More rows than this are a long page, drawn as they come near the screen. */
export const LONG_PAGE = 25

const loadWindowedBody = async () => ({ default: (await import('./windowed-body')).WindowedBody })
// lazy() loses the component's type parameter: it is given back here.
const WindowedBody = lazy(loadWindowedBody) as unknown as <T>(
  props: ListRowsProps<T> & { rows: readonly T[] },
) => ReactNode

/**
 * Fetches the long page's code once the browser is idle after a list's first screen, so choosing 100
 * rows a page later does not wait for it. (Until then a table shows its rows; a first screen never
 * waits for this code.)
 */
export function usePreloadWindowedBody(): void {
  useEffect(() => {
    const preload = () => void loadWindowedBody()
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(preload, 2000)
    return () => clearTimeout(timer)
  }, [])
}

export function ListRows<T>(props: ListRowsProps<T>) {
  const { columns, classes, rows } = props
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
  if (rows.length > LONG_PAGE) return <WindowedBody {...props} rows={rows} />
  return (
    <tbody>
      {rows.map((row, index) => (
        <ListRow
          // Keyed by place: a new page rewrites the cells of the rows there instead of replacing them.
          key={index}
          row={row}
          columns={columns}
          classes={classes}
          rowAttributes={props.rowAttributes}
        />
      ))}
    </tbody>
  )
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
