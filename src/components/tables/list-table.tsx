import {
  memo,
  useCallback,
  useMemo,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useLocation } from 'wouter'
import { VisuallyHidden } from '../pages/visually-hidden'
import { ariaSort, cellClass, type ListColumn, type ListSort } from './list-columns'
import type { RowAttributes } from './list-row'
import { ListRows } from './list-rows'
import { rowsOnScreen, useRowSlices } from './row-slices'
import './list-table.css'

// A list page's table: a plain <table> drawn from a column model (list-columns.ts), styled by one
// stylesheet (list-table.css) instead of an MUI component per cell. A cell is one element with one class;
// a row is memoised; every row of the page is drawn (list-rows.tsx), a long page in slices (row-slices.ts).

// Material icon "ArrowDownward", decorative: the header's aria-sort says which way the rows are sorted.
const SORT_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
  </svg>
)

export interface ListTableProps<T, TSort extends string> {
  /** The table's accessible name, e.g. "Draft listings". */
  label: string
  columns: readonly ListColumn<T, TSort>[]
  /** null on the first load: placeholder rows, as many as a page holds, keep the table's height. */
  rows: readonly T[] | null
  /** Placeholder rows on the first load (the page size). */
  skeletonRows: number
  /** Extra attributes of a row's <tr>, e.g. which object it shows (data-listing-id). */
  rowAttributes?: RowAttributes<T>
  /** A row's least height in pixels on a wide screen (list-table.css); a row's height until first drawn. */
  rowHeight: number
  /** The page's own class: its column widths, its least width. */
  className?: string
  /** A newer page is on its way while these rows show. */
  busy: boolean
  /** The order, and how a header changes it; without it no header sorts. */
  sort?: ListSort<TSort> & { onSort: (sortName: TSort) => void }
  /** Shown in place of rows when there are none. */
  empty: ReactNode
}

function ListTableImpl<T, TSort extends string>({
  label,
  columns,
  rows,
  skeletonRows,
  rowAttributes,
  rowHeight,
  className,
  busy,
  sort,
  empty,
}: ListTableProps<T, TSort>) {
  const classes = useMemo(() => columns.map(cellClass), [columns])
  // The rows' links are plain anchors (a router link per cell costs a component and a subscription to
  // the address each): a click on one is followed here, inside the app, as a router link would be.
  const [, navigate] = useLocation()
  const followLink = useCallback(
    (event: MouseEvent<HTMLTableElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element).closest('a[href]')
      const href = link?.getAttribute('href')
      if (!href?.startsWith('/') || href.startsWith('//') || link?.hasAttribute('target')) return
      event.preventDefault()
      navigate(href)
    },
    [navigate],
  )
  const table = useRef<HTMLTableElement>(null)
  const { shown, whole } = useRowSlices(rows, () => rowsOnScreen(table.current, rowHeight))
  const body = { columns, classes, rows: shown, skeletonRows, rowAttributes, rowHeight, empty }
  // A wide screen lays each row out as a grid of the columns' widths (list-table.css): a column without a
  // width shares what the others leave, as in the fixed table layout it replaces.
  const style = useMemo(
    () =>
      ({
        '--list-row-height': `${rowHeight}px`,
        '--list-columns': columns.map((column) => column.width ?? 'minmax(0, 1fr)').join(' '),
        // A card's height until it is first drawn: about a value and its label per column.
        '--list-card-height': `${columns.length * 48}px`,
      }) as CSSProperties,
    [rowHeight, columns],
  )
  return (
    <table
      ref={table}
      onClick={followLink}
      className={className ? `list-table ${className}` : 'list-table'}
      style={style}
      aria-label={label}
      aria-busy={busy || rows === null || !whole}
    >
      <thead>
        <tr>
          {columns.map((column, index) => (
            <HeaderCell key={column.id} column={column} className={classes[index]!} sort={sort} />
          ))}
        </tr>
      </thead>
      <ListRows {...body} />
    </table>
  )
}

/** Memoised: the page re-renders on each step of its request; the table when its rows, order or busy flag change. */
export const ListTable = memo(ListTableImpl) as typeof ListTableImpl

function HeaderCell<T, TSort extends string>({
  column,
  className,
  sort,
}: {
  column: ListColumn<T, TSort>
  className: string
  sort: ListTableProps<T, TSort>['sort']
}) {
  const sortName = column.sort
  const active = sort !== undefined && sortName !== undefined && sortName === sort.sortName
  const direction = sort?.sortDirection ?? 'asc'
  let content: ReactNode
  if (column.headerContent) content = column.headerContent()
  else if (sort && sortName !== undefined)
    content = (
      <button
        type="button"
        className={active ? `sort active ${direction}` : 'sort'}
        onClick={() => sort.onSort(sortName)}
      >
        {column.header}
        {SORT_ICON}
      </button>
    )
  else if (column.hiddenHeader) content = <VisuallyHidden>{column.header}</VisuallyHidden>
  else content = column.header
  return (
    <th scope="col" className={className} aria-sort={sort ? ariaSort(active, direction) : undefined}>
      {content}
      {column.secondary ? <span className="secondary">{column.secondary}</span> : null}
    </th>
  )
}
