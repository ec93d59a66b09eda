import { memo, type ReactNode } from 'react'
import { VisuallyHidden } from '../../components/pages/visually-hidden'
import type { DraftSearchItem, DraftSortName } from '../../contract/drafts'
import { DraftRow, type DeletableDraft } from './draft-row'
import type { DraftSearchState } from './draft-search-state'
import './drafts-table.css'

interface Column {
  label: string
  /** Only the spec's four sort names are sortable (spec: Endpoints > 2, sortName). */
  sort?: DraftSortName
  numeric?: boolean
  hiddenLabel?: boolean
  className?: string
  /** A second value shown under the first in the same cell, named under the header. */
  secondary?: string
}

const COLUMNS: readonly Column[] = [
  // The widths are the header's classes (drafts-table.css); the package column takes the rest.
  { label: 'Package', sort: 'packageName' },
  // The NDC's first segment is the labeler's code, so the labeler's name sits under it.
  { label: 'NDC', sort: 'nationalDrugCode', secondary: 'Labeler', className: 'col-ndc' },
  { label: 'Strength and form', className: 'col-strength' },
  { label: 'Lot', className: 'col-lot' },
  { label: 'Expiration', sort: 'expirationDate', className: 'col-expiry' },
  { label: 'Price', sort: 'price', numeric: true, secondary: 'Quantity', className: 'col-price' },
  { label: 'Package condition', className: 'col-condition' },
  // Kept in view at the right edge however wide the table is (drafts-table.css).
  { label: 'Actions', hiddenLabel: true, className: 'col-actions' },
]

// Material icon "ArrowDownward", decorative: the header's aria-sort says which way the rows are sorted.
const SORT_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
  </svg>
)

/** More rows than this are a long page, drawn as they come into view (drafts-table.css). */
const LONG_PAGE = 25

export interface DraftsTableProps {
  search: DraftSearchState
  /** null on the first load: skeleton rows are shown instead. */
  rows: readonly DraftSearchItem[] | null
  /** A newer page is on its way while these rows show. */
  busy: boolean
  /** Shown in place of rows when there are none. */
  empty: ReactNode
  now: Date
  onSort: (sortName: DraftSortName) => void
  onDelete: (draft: DeletableDraft) => void
}

// Memoised: the page re-renders on every step of its request and on each key typed in the search box;
// the table only when its rows, its order or its busy flag change.
export const DraftsTable = memo(function DraftsTable({
  search,
  rows,
  busy,
  empty,
  now,
  onSort,
  onDelete,
}: DraftsTableProps) {
  return (
    <table
      className={rows !== null && rows.length > LONG_PAGE ? 'drafts-table long' : 'drafts-table'}
      aria-label="Draft listings"
      aria-busy={busy || rows === null}
    >
      <thead>
        <tr>
          {COLUMNS.map((column) => {
            const active = column.sort !== undefined && column.sort === search.sortName
            return (
              <th
                key={column.label}
                scope="col"
                className={
                  [column.numeric ? 'numeric' : '', column.className ?? ''].join(' ').trim() || undefined
                }
                aria-sort={active ? (search.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sort !== undefined ? (
                  <button
                    type="button"
                    className={active ? `sort active ${search.sortDirection}` : 'sort'}
                    onClick={() => onSort(column.sort!)}
                  >
                    {column.label}
                    {SORT_ICON}
                  </button>
                ) : column.hiddenLabel ? (
                  <VisuallyHidden>{column.label}</VisuallyHidden>
                ) : (
                  column.label
                )}
                {column.secondary ? <span className="secondary">{column.secondary}</span> : null}
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody>
        {rows === null ? (
          Array.from({ length: search.take }, (_, index) => <SkeletonRow key={index} />)
        ) : rows.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length} style={{ paddingTop: 48, paddingBottom: 48 }}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((item, index) => (
            <DraftRow key={item.id ?? `${search.start + index}`} item={item} now={now} onDelete={onDelete} />
          ))
        )}
      </tbody>
    </table>
  )
})

/** Every row, placeholder or real, is as tall (drafts-table.css), so the first load reserves the table's height. */
function SkeletonRow() {
  return (
    <tr aria-hidden>
      {COLUMNS.map((column) => (
        <td key={column.label} className={column.className}>
          <span className="skeleton" />
        </td>
      ))}
    </tr>
  )
}
