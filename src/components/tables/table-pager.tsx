import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
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

// The browser's own select in the theme's type and colours: no InputBase, NativeSelect and their state
// machinery for one choice of four numbers.
const SizeSelect = styled('select')(({ theme }) => ({
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: 'transparent',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  padding: theme.spacing(0.5, 0.5, 0.5, 1),
  cursor: 'pointer',
  '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
  '& option': {
    color: (theme.vars ?? theme).palette.text.primary,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
  },
}))

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
        <SizeSelect
          id={sizeId}
          value={take}
          onChange={(event) => onTake(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SizeSelect>
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
      // No ripple: a page step starts no animation of its own in the click's task; a keyboard focus is
      // drawn as an outline instead.
      disableRipple
      sx={{
        position: 'relative',
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
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
