import { memo, type ReactNode } from 'react'
import type { ListColumn } from './list-columns'

// A row of a list table (list-rows.tsx).

export type RowAttributes<T> = (row: T) => Record<`data-${string}`, string>

/** What a list table's body draws (list-rows.tsx). */
export interface ListRowsProps<T> {
  columns: readonly ListColumn<T, string>[]
  /** Each column's cell classes, computed once per column model. */
  classes: readonly string[]
  rows: readonly T[] | null
  skeletonRows: number
  rowAttributes?: RowAttributes<T>
  /** A row's least height on a wide screen: the placeholders' height, and a row's until it is first drawn. */
  rowHeight: number
  empty: ReactNode
}

export interface ListRowProps<T> {
  row: T
  columns: readonly ListColumn<T, string>[]
  classes: readonly string[]
  rowAttributes?: RowAttributes<T>
}

/** One row: a plain cell per column. Memoised: a new page re-renders the rows that changed, not all. */
export const ListRow = memo(function ListRow<T>({ row, columns, classes, rowAttributes }: ListRowProps<T>) {
  return (
    <tr className="list-row" {...rowAttributes?.(row)}>
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
