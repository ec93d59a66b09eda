import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import NativeSelect from '@mui/material/NativeSelect'
import Typography from '@mui/material/Typography'
import FirstPageIcon from '@mui/icons-material/FirstPage'
import LastPageIcon from '@mui/icons-material/LastPage'
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft'
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight'
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
 * (recordsFiltered, recordsTotal), announced as a status when it changes. Built from a native select and
 * four icon buttons rather than MUI's TablePagination, which brings a menu select, popper tooltips and
 * their modal machinery onto every table's first screen.
 */
export function TablePager({ start, take, count, label, onStart, onTake }: TablePagerProps) {
  const sizeId = useId()
  const page = Math.floor(start / take)
  // A stale link past the end is corrected by the page itself; until then the steps act on the count.
  const lastPage = count === null ? page : Math.max(0, Math.ceil(count / take) - 1)
  const current = Math.min(page, lastPage)
  const atStart = current === 0
  const atEnd = count === null || current >= lastPage
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        rowGap: 0.5,
        minHeight: 52,
        px: 2,
        py: 0.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={sizeId} variant="body2">
          Rows per page
        </Typography>
        <NativeSelect
          id={sizeId}
          value={take}
          disableUnderline
          onChange={(event) => onTake(Number(event.target.value) as PageSize)}
          sx={{ fontSize: 'body2.fontSize' }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2" role="status">
        {label}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <PagerButton label="Go to first page" disabled={atStart} onClick={() => onStart(0)}>
          <FirstPageIcon />
        </PagerButton>
        <PagerButton
          label="Go to previous page"
          disabled={atStart}
          onClick={() => onStart((current - 1) * take)}
        >
          <KeyboardArrowLeft />
        </PagerButton>
        <PagerButton label="Go to next page" disabled={atEnd} onClick={() => onStart((current + 1) * take)}>
          <KeyboardArrowRight />
        </PagerButton>
        <PagerButton label="Go to last page" disabled={atEnd} onClick={() => onStart(lastPage * take)}>
          <LastPageIcon />
        </PagerButton>
      </Box>
    </Box>
  )
}

/** An icon button whose name also shows, above it, while it is hovered or has keyboard focus. */
function PagerButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <IconButton
      aria-label={label}
      data-hint={label}
      disabled={disabled}
      onClick={onClick}
      sx={{
        position: 'relative',
        '&::after': {
          content: 'attr(data-hint)',
          position: 'absolute',
          bottom: '100%',
          right: 0,
          mb: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          typography: 'caption',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          zIndex: 1,
        },
        '&:hover::after, &.Mui-focusVisible::after': { opacity: 1 },
      }}
    >
      {children}
    </IconButton>
  )
}
