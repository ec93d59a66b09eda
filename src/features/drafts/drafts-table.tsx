import type { ReactNode } from 'react'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import type { DraftSearchItem, DraftSortName } from '../../contract/drafts'
import { VisuallyHidden } from '../../components/visually-hidden'
import { DraftRow, ROW_HEIGHT, type DeletableDraft } from './draft-row'
import type { DraftSearchState } from './draft-search-state'

interface Column {
  label: string
  /** Only the spec's four sort names are sortable (spec: Endpoints > 2, sortName). */
  sort?: DraftSortName
  numeric?: boolean
  hiddenLabel?: boolean
  /** A second value shown under the first in the same cell, named under the header. */
  secondary?: string
}

const COLUMNS: readonly Column[] = [
  { label: 'Package', sort: 'packageName' },
  // The NDC's first segment is the labeler's code, so the labeler's name sits under it.
  { label: 'NDC', sort: 'nationalDrugCode', secondary: 'Labeler' },
  { label: 'Strength and form' },
  { label: 'Lot' },
  { label: 'Expiration', sort: 'expirationDate' },
  { label: 'Price', sort: 'price', numeric: true, secondary: 'Quantity' },
  { label: 'Package condition' },
  { label: 'Actions', hiddenLabel: true },
]

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

export function DraftsTable({ search, rows, busy, empty, now, onSort, onDelete }: DraftsTableProps) {
  return (
    <Table
      size="small"
      aria-label="Draft listings"
      aria-busy={busy || rows === null}
      // Narrow gutters: ten columns fit a laptop screen next to the navigation without scrolling.
      sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
    >
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => {
            const active = column.sort !== undefined && column.sort === search.sortName
            return (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={active ? search.sortDirection : false}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {column.sort !== undefined ? (
                  <TableSortLabel
                    active={active}
                    direction={active ? search.sortDirection : 'asc'}
                    onClick={() => onSort(column.sort!)}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : column.hiddenLabel ? (
                  <VisuallyHidden>{column.label}</VisuallyHidden>
                ) : (
                  column.label
                )}
                {column.secondary ? (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {column.secondary}
                  </Typography>
                ) : null}
              </TableCell>
            )
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows === null ? (
          Array.from({ length: search.take }, (_, index) => <SkeletonRow key={index} />)
        ) : rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} sx={{ py: 6 }}>
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((item, index) => (
            <DraftRow key={item.id ?? `${search.start + index}`} item={item} now={now} onDelete={onDelete} />
          ))
        )}
      </TableBody>
    </Table>
  )
}

function SkeletonRow() {
  return (
    <TableRow aria-hidden sx={{ height: ROW_HEIGHT }}>
      {COLUMNS.map((column) => (
        <TableCell key={column.label}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  )
}
