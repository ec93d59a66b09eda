import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { ListRowsProps } from './list-row'
import { ListRow } from './list-row'

// The body of a list table: placeholder rows on the first load, the empty message, or every row of the
// page. Every row is in the document, ten or a hundred, so find in page, printing, selecting text and a
// screen reader's table navigation reach each of them. What keeps a page of a hundred quick is CSS
// (list-table.css): each row is a box of its own (a grid row on a wide screen, a card on a narrow one)
// with `content-visibility: auto`, so a row far from the screen is not styled, laid out or painted until
// it comes near, and a change in one row lays out that row only (docs/decisions/0025).

/** Placeholder rows drawn on a first load; the rest of a long page's height is one spacer. */
const SKELETON_ROWS = 25

export function ListRows<T>(props: ListRowsProps<T>) {
  const { columns, rows } = props
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
  return <RowsBody {...props} rows={rows} />
}

/**
 * Every row, keyed by place: a new page rewrites the cells of the rows there, and a longer page keeps the
 * rows already drawn and adds the others after them.
 */
function RowsBody<T>({ columns, classes, rows, rowAttributes }: ListRowsProps<T> & { rows: readonly T[] }) {
  const body = useRef<HTMLTableSectionElement>(null)
  useLayoutInCommit(body, rows)
  return (
    <tbody ref={body}>
      {rows.map((row, index) => (
        <ListRow key={index} row={row} columns={columns} classes={classes} rowAttributes={rowAttributes} />
      ))}
    </tbody>
  )
}

/**
 * When new rows are written into a body already drawn (the next page, another order, a search, a longer
 * page), they are laid out at the end of the commit that writes them, and the frame that shows them only
 * paints: two shorter tasks instead of one long one, and still no frame that shows part of a page. Rows
 * far from the screen cost nothing here: they are not laid out (content-visibility). A first page's body
 * is laid out in its frame. (docs/decisions/0020, "Later: the layout in the commit".)
 */
function useLayoutInCommit(body: RefObject<HTMLElement | null>, rows: readonly unknown[]): void {
  const drawn = useRef(false)
  useLayoutEffect(() => {
    // A read of the body's height lays out what changed: the rows just written.
    if (drawn.current) void body.current?.offsetHeight
    drawn.current = true
  }, [body, rows])
}

/** Placeholder rows while the first page loads, each as tall as a row: the table keeps its height. */
function SkeletonBody<T>({ columns, classes, skeletonRows, rowHeight }: ListRowsProps<T>) {
  const drawn = Math.min(skeletonRows, SKELETON_ROWS)
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
        <tr aria-hidden className="list-spacer" style={{ height: (skeletonRows - drawn) * rowHeight }}>
          <td colSpan={columns.length} />
        </tr>
      ) : null}
    </tbody>
  )
}
