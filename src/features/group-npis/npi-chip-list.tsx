import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
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

type Tone = ReturnType<typeof chipLook>['color']

/**
 * An outlined chip in the verdict's colour, as MUI's Chip variant="outlined" draws it, that grows to
 * hold the reason and the remove button: a span and a few styles instead of the Chip component (its
 * clickable, deletable and avatar variants are not used here).
 */
const NpiChip = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(({
  theme,
}) => {
  const palette = (theme.vars ?? theme).palette
  return {
    display: 'inline-flex',
    alignItems: 'flex-start',
    boxSizing: 'border-box',
    maxWidth: 520,
    padding: theme.spacing(0.5, 0),
    borderRadius: 16,
    border: `1px solid ${theme.vars ? theme.vars.palette.Chip.defaultBorder : palette.divider}`,
    color: palette.text.primary,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    verticalAlign: 'middle',
    '& > svg': {
      flexShrink: 0,
      marginLeft: 4,
      marginRight: -6,
      marginTop: theme.spacing(0.5),
      color: theme.vars ? theme.vars.palette.Chip.defaultIconColor : palette.text.secondary,
    },
    variants: (['success', 'error'] as const).map((tone) => ({
      props: { tone },
      style: {
        color: palette[tone].main,
        borderColor: theme.alpha(palette[tone].main, 0.7),
        '& > svg': { color: 'inherit' },
      },
    })),
  }
})

const ChipLabel = styled('span')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  paddingLeft: 11,
  paddingRight: theme.spacing(0.5),
  overflow: 'hidden',
  whiteSpace: 'normal',
}))

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
            <NpiChip tone={color}>
              {icon}
              <ChipLabel>
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
              </ChipLabel>
            </NpiChip>
          </li>
        )
      })}
    </Box>
  )
}
