import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined'
import CloseIcon from '@mui/icons-material/Close'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import { assertNever } from '../../api/api-error'
import type { CheckedEntry, NpiCheck } from './npi-entries'

/** The words on a chip: the verdict first (Valid, Invalid, Duplicate), then what it means. */
export function checkLabel(check: NpiCheck): string {
  switch (check.kind) {
    case 'valid':
      if (check.already === 'member') return 'Valid — already a member'
      if (check.already === 'invited') return 'Valid — already invited'
      return 'Valid — will be added'
    case 'invalid':
      return 'Invalid'
    case 'duplicate':
      return 'Duplicate — entered above, sent once'
    default:
      return assertNever(check)
  }
}

function chipLook(check: NpiCheck) {
  switch (check.kind) {
    case 'valid':
      return { color: 'success', icon: <CheckCircleOutlineIcon /> } as const
    case 'invalid':
      return { color: 'error', icon: <ErrorOutlineIcon /> } as const
    case 'duplicate':
      return { color: 'default', icon: <ContentCopyIcon /> } as const
    default:
      return assertNever(check)
  }
}

export interface NpiChipListProps {
  entries: readonly CheckedEntry[]
  onRemove: (index: number) => void
}

/** One chip per entered NPI with its verdict (and the reason when invalid), each removable. */
export function NpiChipList({ entries, onRemove }: NpiChipListProps) {
  if (entries.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label="Entered NPIs"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {entries.map((entry, index) => {
        const { color, icon } = chipLook(entry.check)
        return (
          // Entries can repeat (a duplicate), so the position is part of the key.
          <li key={`${index}:${entry.text}`}>
            <Chip
              variant="outlined"
              color={color}
              icon={icon}
              sx={{
                height: 'auto',
                maxWidth: 520,
                py: 0.5,
                alignItems: 'flex-start',
                '& .MuiChip-icon': { mt: 0.5 },
                '& .MuiChip-label': { whiteSpace: 'normal', display: 'flex', gap: 0.5, pr: 0.5 },
              }}
              label={
                <>
                  <Box component="span" sx={{ pt: 0.5 }}>
                    <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {entry.text}
                    </Box>{' '}
                    · {checkLabel(entry.check)}
                    {entry.check.kind === 'invalid' ? (
                      <Box component="span" sx={{ display: 'block', color: 'text.primary', fontSize: 13 }}>
                        {entry.check.reason}
                      </Box>
                    ) : null}
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${entry.text}`}
                    onClick={() => onRemove(index)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
            />
          </li>
        )
      })}
    </Box>
  )
}
