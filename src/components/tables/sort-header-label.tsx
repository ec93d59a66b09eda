import type { ReactNode } from 'react'
import TableSortLabel from '@mui/material/TableSortLabel'
import type { SortDirection } from './paging'

/**
 * The header cell's aria-sort: set on the sorted column only (WAI-ARIA: one column at a time), so a
 * screen reader says which column orders the rows and which way.
 */
export function ariaSort(active: boolean, direction: SortDirection): 'ascending' | 'descending' | undefined {
  if (!active) return undefined
  return direction === 'asc' ? 'ascending' : 'descending'
}

/** A column header that sorts: a button (Enter or Space), with the arrow of the current direction. */
export function SortHeaderLabel({
  active,
  direction,
  onSort,
  children,
}: {
  active: boolean
  direction: SortDirection
  onSort: () => void
  children: ReactNode
}) {
  return (
    <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={onSort}>
      {children}
    </TableSortLabel>
  )
}
