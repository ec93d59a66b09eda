import { useId } from 'react'
import TablePagination from '@mui/material/TablePagination'
import { PAGE_SIZES, type PageSize } from './paging'

export interface TablePagerProps {
  start: number
  take: PageSize
  /** recordsFiltered, or null while the first page loads. */
  count: number | null
  /** "1–10 of 37 (200 in total)". */
  label: string
  onStart: (start: number) => void
  onTake: (take: PageSize) => void
}

/**
 * Page steps and page size under a table that pages on the service; the range text is the list's own
 * (recordsFiltered, recordsTotal), announced as a status when it changes.
 */
export function TablePager({ start, take, count, label, onStart, onTake }: TablePagerProps) {
  const labelId = useId()
  const page = Math.floor(start / take)
  // The pager needs a page inside the count; a stale link past the end is corrected by the page itself.
  const lastPage = count === null ? page : Math.max(0, Math.ceil(count / take) - 1)
  return (
    <TablePagination
      component="div"
      count={count ?? -1}
      page={Math.min(page, lastPage)}
      rowsPerPage={take}
      rowsPerPageOptions={[...PAGE_SIZES]}
      labelRowsPerPage="Rows per page"
      labelDisplayedRows={() => label}
      showFirstButton
      showLastButton
      onPageChange={(_event, next) => onStart(next * take)}
      onRowsPerPageChange={(event) => onTake(Number(event.target.value) as PageSize)}
      slotProps={{
        select: { native: true, labelId, inputProps: { 'aria-labelledby': labelId } },
        displayedRows: { role: 'status' } as object,
      }}
      sx={{ overflowX: 'auto' }}
    />
  )
}
