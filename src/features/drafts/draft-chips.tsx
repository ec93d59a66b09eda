import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import ScheduleIcon from '@mui/icons-material/Schedule'
import type { DraftSearchItem } from '../../contract/drafts'
import { expiryLabel, PACKAGE_CONDITIONS, type ExpiryStatus } from './draft-format'

// Chips carry their meaning in their words (read by screen readers as text); colour and icons only
// repeat it. Chip text stays in the theme's text colour so it keeps AA contrast in light and dark mode.

// Two chips per line: four conditions take two lines, the height of the other cells' two lines.
const chipList = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: 0.5,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const

/** The package's condition, one chip per flag; a flag the draft does not state is left out. */
export function PackageConditionChips({ item }: { item: DraftSearchItem }) {
  const chips = PACKAGE_CONDITIONS.flatMap(({ field, yes, no }) => {
    const value = item[field]
    if (value === null) return []
    // A torn label, a partial, unsealed or repackaged package is what a buyer asks about: outlined.
    const expected = field === 'tornPackageLabel' ? !value : value
    return [{ field, label: value ? yes : no, expected }]
  })
  return (
    <Box component="ul" aria-label="Package condition" sx={chipList}>
      {chips.map((chip) => (
        <li key={chip.field}>
          <Chip size="small" label={chip.label} variant={chip.expected ? 'filled' : 'outlined'} />
        </li>
      ))}
    </Box>
  )
}

/** "Expired" or "Expires in N days"; nothing for a date further out. */
export function ExpiryChip({ status }: { status: ExpiryStatus | null }) {
  const label = status ? expiryLabel(status) : null
  if (!status || !label) return null
  const expired = status.kind === 'expired'
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={expired ? <ErrorOutlineIcon color="error" /> : <ScheduleIcon color="warning" />}
      sx={{ borderColor: expired ? 'error.main' : 'warning.main', mt: 0.5 }}
    />
  )
}
