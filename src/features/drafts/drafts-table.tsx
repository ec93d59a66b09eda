import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import type { DraftSearchItem, DraftSortName } from '../../contract/drafts'
import { formatDay } from '../../components/format-day'
import { formatMoney } from '../../components/money'
import { NdcStatsLink } from '../../components/ndc-stats-link'
import { VisuallyHidden } from '../../components/visually-hidden'
import { ExpiryChip, PackageConditionChips } from './draft-chips'
import { draftName, expiryStatus, formatQuantity } from './draft-format'
import type { DraftSearchState } from './draft-search-state'

/** Every row, skeleton or real, is at least this tall, so the first load reserves the table's height. */
export const ROW_HEIGHT = 69

export type DeletableDraft = DraftSearchItem & { id: string }

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

const missing = (
  <>
    <span aria-hidden>—</span>
    <VisuallyHidden>not given</VisuallyHidden>
  </>
)

function DraftRow({
  item,
  now,
  onDelete,
}: {
  item: DraftSearchItem
  now: Date
  onDelete: (d: DeletableDraft) => void
}) {
  const quantity = formatQuantity(item)
  const id = item.id
  return (
    <TableRow hover sx={{ height: ROW_HEIGHT }}>
      <TableCell sx={{ minWidth: 150, maxWidth: 200 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={item.packageName ?? undefined}>
          {item.packageName ?? missing}
        </Typography>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          noWrap
          title={item.packageDescription ?? undefined}
        >
          {item.packageDescription}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 130, maxWidth: 160 }}>
        <NdcStatsLink ndc={item.nationalDrugCode}>
          {item.nationalDrugCode}
          <VisuallyHidden> price statistics</VisuallyHidden>
        </NdcStatsLink>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          noWrap
          title={item.labelerName ?? undefined}
        >
          {item.labelerName ?? missing}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 110, maxWidth: 150 }}>
        <Typography variant="body2">{item.drugPackageStrength ?? missing}</Typography>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          noWrap
          title={item.drugPackageForm ?? undefined}
        >
          {item.drugPackageForm}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.lotNumber ?? missing}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {item.expirationDate ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
            <span>{formatDay(item.expirationDate)}</span>
            <ExpiryChip status={expiryStatus(item.expirationDate, now)} />
          </Box>
        ) : (
          missing
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{item.price === null ? missing : formatMoney(item.price)}</Typography>
        <Typography variant="caption" component="div" color="text.secondary">
          {quantity ?? missing}
        </Typography>
      </TableCell>
      <TableCell>
        <PackageConditionChips item={item} />
      </TableCell>
      <TableCell>
        {/* The spec's item has no id; without the sandbox's id there is nothing to delete by (design.md, Gaps). */}
        {id !== undefined ? (
          <IconButton
            aria-label={`Delete draft ${draftName(item)}`}
            title="Delete draft"
            onClick={() => onDelete({ ...item, id })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        ) : null}
      </TableCell>
    </TableRow>
  )
}
