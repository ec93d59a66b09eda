import { memo, type ReactElement, type ReactNode } from 'react'
import { CardMoreCell } from './card-more'
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
  /** Where a card's "More details" goes among the cells (list-columns.ts cardMoreAt); none when undefined. */
  moreAt?: number
  /** A row as a person names it, for its "More details" button ("More details: Zyprexa, lot 10U"). */
  rowName?: (row: T) => string
}

export interface ListRowProps<T> {
  row: T
  columns: readonly ListColumn<T, string>[]
  classes: readonly string[]
  rowAttributes?: RowAttributes<T>
  moreAt?: number
  rowName?: (row: T) => string
}

/** One row: a plain cell per column. Memoised: a new page re-renders the rows that changed, not all. */
export const ListRow = memo(function ListRow<T>({
  row,
  columns,
  classes,
  rowAttributes,
  moreAt,
  rowName,
}: ListRowProps<T>) {
  const cells: ReactElement[] = columns.map((column, index) => (
    <td
      key={column.id}
      className={classes[index]}
      data-label={column.card === 'title' || column.card === 'actions' ? undefined : column.header}
      title={column.title?.(row)}
    >
      {column.cell(row)}
    </td>
  ))
  if (moreAt !== undefined)
    cells.splice(moreAt, 0, <CardMoreCell key="card-more" row={row} name={rowName?.(row)} />)
  return (
    <tr className="list-row" {...rowAttributes?.(row)}>
      {cells}
    </tr>
  )
}) as <T>(props: ListRowProps<T>) => ReactNode
