import { memo, type ReactNode } from 'react'
import type { ListColumn } from './list-columns'

// A row of a list table, and the spacer that stands in for rows not drawn (list-rows.tsx,
// windowed-body.tsx).

/** Runs `read` once the next frame is drawn, when layout is clean and a read of it costs nothing. */
export function afterNextFrame(read: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Where the last list body drawn starts in the document: a new body's first guess of its own place
 * (its rows are placed from it), which it reads itself once drawn; reading it while rendering would lay
 * the page out in the middle of a render.
 */
let bodyTopHint = 0

/** The body's place in the document, noted as the next long page's first guess. Call with layout clean. */
export function noteBodyTop(body: HTMLElement): number {
  bodyTopHint = Math.round(body.getBoundingClientRect().top + window.scrollY)
  return bodyTopHint
}

export const bodyTopGuess = (): number => bodyTopHint

export type RowAttributes<T> = (row: T) => Record<`data-${string}`, string>

/** Stands in for rows not drawn: keeps the table as tall as all its rows. */
export function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden className="list-spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  )
}

/** What a list table's body draws (list-rows.tsx, windowed-body.tsx). */
export interface ListRowsProps<T> {
  columns: readonly ListColumn<T, string>[]
  /** Each column's cell classes, computed once per column model. */
  classes: readonly string[]
  rows: readonly T[] | null
  skeletonRows: number
  rowAttributes?: RowAttributes<T>
  rowHeight: number
  empty: ReactNode
}

export interface ListRowProps<T> {
  row: T
  columns: readonly ListColumn<T, string>[]
  classes: readonly string[]
  rowAttributes?: RowAttributes<T>
  /** The row's place in a windowed page (aria-rowindex, the windowing's data-index); none when every row is drawn. */
  rowIndex?: number
  measure?: (element: HTMLTableRowElement | null) => void
}

/** One row: a plain cell per column. Memoised: a new page re-renders the rows that changed, not all. */
export const ListRow = memo(function ListRow<T>({
  row,
  columns,
  classes,
  rowAttributes,
  rowIndex,
  measure,
}: ListRowProps<T>) {
  return (
    <tr
      className="list-row"
      ref={measure}
      data-index={rowIndex}
      // The header row is row 1; a long page says where each drawn row stands among all of them.
      aria-rowindex={rowIndex === undefined ? undefined : rowIndex + 2}
      {...rowAttributes?.(row)}
    >
      {columns.map((column, index) => (
        <td
          key={column.id}
          className={classes[index]}
          data-label={column.card === undefined || column.card === 'value' ? column.header : undefined}
          title={column.title?.(row)}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: ListRowProps<T>) => ReactNode
