import { useId, type ReactNode } from 'react'
import { Link as RouterLink } from 'wouter'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { capitalized, type ObjectKind } from './object-kind'

export interface ReadOnlyObjectProps {
  kind: ObjectKind
  /**
   * Why it cannot be changed, the one true reason: its status ("This listing was sold on …: only a
   * Pending listing can be changed."), or the person's role ("Your role (viewer) cannot change listings.").
   */
  reason: string
  /** What the edit form shows above it (drug, status, id). */
  summary: ReactNode
  /** The values the edit form would hold, as text. */
  details: ReactNode
}

/**
 * A listing or cash offer that is no longer Pending (the service refuses any change, 409), or that the
 * person's role may not change: nothing to type into and no Save, only its values and why. Its list
 * links it as "View".
 */
export function ReadOnlyObject({ kind, reason, summary, details }: ReadOnlyObjectProps) {
  const headingId = useId()
  return (
    <Stack spacing={3}>
      <Alert severity="info">{reason}</Alert>
      {summary}
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {`${capitalized(kind.one)} details`}
        </Typography>
        {details}
      </Box>
      <Box>
        <Button component={RouterLink} to={kind.listPath}>
          {`Back to ${kind.many}`}
        </Button>
      </Box>
    </Stack>
  )
}

/** A yes-or-no field as a detail row says it; null (not stated) stays null and the row shows a dash. */
export const yesNo = (value: boolean | null): string | null => (value === null ? null : value ? 'Yes' : 'No')
