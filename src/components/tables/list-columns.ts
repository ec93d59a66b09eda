import type { ReactNode } from 'react'

// The column model of a list page's table (list-table.tsx). One definition draws both views of the same
// rows: a table on a wide screen, and on a narrow one (under 600 px) a card per row, each value under its
// column's name, the row's actions at the card's foot (list-table.css). A column is data, not markup, so
// a column can be added (a checkbox column to select rows, say) without touching the rows that exist.

export interface ListColumn<T, TSort extends string = string> {
  /** Stable key of the column; also the cell's class (`cell-<id>`), which pages size in their CSS. */
  id: string
  /** The header's text; on a card, the value's label. */
  header: string
  /** A second name in smaller text under the header (e.g. the labeler under the NDC). */
  secondary?: string
  /** The header is read by screen readers but not shown (a column of icon buttons). */
  hiddenHeader?: boolean
  /**
   * Draws the header cell's content instead of the text (e.g. a "select this page" checkbox); `header`
   * still names the column for the card view and the sort control.
   */
  headerContent?: () => ReactNode
  /**
   * The column's width (any CSS length, e.g. '13%' or '96px'); the table's layout is fixed, so the
   * header's widths are the columns'. A column without one shares what the others leave.
   */
  width?: string
  /** Amounts and quantities: right-aligned, header and cells. */
  numeric?: boolean
  /** Codes and dates, which read wrong when broken over two lines. */
  noWrap?: boolean
  /** The sort name the service orders by for this column; such a header is a button. */
  sort?: TSort
  /**
   * How the cell shows on a card: 'value' (the default) under its label, 'title' as the card's heading
   * line without a label, 'actions' at the card's foot without a label.
   */
  card?: 'value' | 'title' | 'actions'
  /** The cell's content. Plain elements: a cell is drawn once per row, and rows come by the hundred. */
  cell: (row: T) => ReactNode
  /** The cell's title (hover text), e.g. the whole of a value cut short by an ellipsis. */
  title?: (row: T) => string | undefined
}

/** The order a list is in: a column's sort name (null: the service's own order) and its direction. */
export interface ListSort<TSort extends string = string> {
  sortName: TSort | null
  sortDirection: 'asc' | 'desc'
}

/**
 * The header cell's aria-sort: set on the sorted column only (WAI-ARIA: one column at a time), so a
 * screen reader says which column orders the rows and which way.
 */
export function ariaSort(active: boolean, direction: 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (!active) return undefined
  return direction === 'asc' ? 'ascending' : 'descending'
}

/** The cell's classes: its column's, and how its text aligns and wraps. */
export function cellClass(column: ListColumn<never>): string {
  let name = `cell-${column.id}`
  if (column.numeric) name += ' numeric'
  if (column.noWrap) name += ' nowrap'
  if (column.card === 'title') name += ' card-title'
  else if (column.card === 'actions') name += ' card-actions'
  return name
}
