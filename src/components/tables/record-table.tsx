import type { ReactNode } from 'react'
import { Link as RouterLink } from 'wouter'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ListSortName } from '../../contract/sandbox-extensions'
import { capitalized, type ObjectKind } from '../pages/object-kind'
import type { SortDirection } from './paging'
import { ariaSort, SortHeaderLabel } from './sort-header-label'

export interface RecordColumn<T> {
  header: string
  /** Amounts and quantities: right-aligned, header and cells. */
  numeric?: boolean
  /** Codes and dates, which read wrong when broken over two lines. */
  noWrap?: boolean
  cell: (row: T) => ReactNode
  /**
   * The list extension's sort name when the service sorts by this column, and the row's value for it
   * (used to sort here only against a service that answers the whole list at once).
   */
  sort?: { name: ListSortName; value: (row: T) => string | number | null }
}

export interface RecordTableSort {
  sortName: ListSortName
  sortDirection: SortDirection
  onSort: (sortName: ListSortName) => void
}

export interface RecordTableProps<T extends { id: string }> {
  kind: ObjectKind
  rows: readonly T[]
  columns: readonly RecordColumn<T>[]
  /**
   * The name of a row's link, which says what it does and which object it opens, e.g. "Edit listing Zyprexa,
   * lot 10U" or "View listing Zyprexa, lot 10U".
   */
  editLabel: (row: T, action: RowAction) => string
  /** Whether a row's object can still be changed (it is Pending): its link says Edit, otherwise View. */
  editable: (row: T) => boolean
  /** The order and how to change it; without it no header sorts. */
  sort?: RecordTableSort
  /** True while the rows shown are the previous page's, the next on its way. */
  busy?: boolean
}

/** What a row's link offers: only a Pending object can be changed (spec: Status rules). */
export type RowAction = 'Edit' | 'View'

/** The objects of a list page, one per row, each ending with a link to its page: Edit or View. */
export function RecordTable<T extends { id: string }>({
  kind,
  rows,
  columns,
  editLabel,
  editable,
  sort,
  busy = false,
}: RecordTableProps<T>) {
  // e.g. data-cash-offer-id: which object a row shows, for anyone reading the page's markup.
  const idAttribute = `data-${kind.one.replaceAll(' ', '-')}-id`
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={capitalized(kind.many)}
        aria-busy={busy}
        sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const sortName = column.sort?.name
              const active = sort !== undefined && sortName === sort.sortName
              return (
                <TableCell
                  key={column.header}
                  component="th"
                  scope="col"
                  align={column.numeric ? 'right' : undefined}
                  aria-sort={sort ? ariaSort(active, sort.sortDirection) : undefined}
                >
                  {sort && sortName ? (
                    <SortHeaderLabel
                      active={active}
                      direction={sort.sortDirection}
                      onSort={() => sort.onSort(sortName)}
                    >
                      {column.header}
                    </SortHeaderLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              )
            })}
            <TableCell component="th" scope="col">
              Action
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const action: RowAction = editable(row) ? 'Edit' : 'View'
            return (
              <TableRow key={row.id} {...{ [idAttribute]: row.id }}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    align={column.numeric ? 'right' : undefined}
                    sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell>
                  <Link component={RouterLink} to={kind.editPath(row.id)} aria-label={editLabel(row, action)}>
                    {action}
                  </Link>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
