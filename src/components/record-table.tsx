import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { capitalized, type ObjectKind } from './object-kind'

export interface RecordColumn<T> {
  header: string
  /** Amounts and quantities: right-aligned, header and cells. */
  numeric?: boolean
  /** Codes and dates, which read wrong when broken over two lines. */
  noWrap?: boolean
  cell: (row: T) => ReactNode
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
}: RecordTableProps<T>) {
  // e.g. data-cash-offer-id: which object a row shows, for anyone reading the page's markup.
  const idAttribute = `data-${kind.one.replaceAll(' ', '-')}-id`
  return (
    <TableContainer>
      <Table size="small" aria-label={capitalized(kind.many)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                component="th"
                scope="col"
                align={column.numeric ? 'right' : undefined}
              >
                {column.header}
              </TableCell>
            ))}
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
