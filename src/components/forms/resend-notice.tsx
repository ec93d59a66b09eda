import Alert from '@mui/material/Alert'
import type { SxProps, Theme } from '@mui/material/styles'
import { RateLimitCountdown } from '../feedback/rate-limit-countdown'

export interface ResendNoticeProps {
  /** What waits: "save", "delete". */
  what: string
  sx?: SxProps<Theme>
}

/**
 * Shown in place while a write refused with 429 waits for its one resend, with the countdown beside
 * it: in a dialog the shell's own countdown is behind the modal, hidden from screen readers.
 * spec: Retries ("A 429 is safe to retry unchanged… Wait for Retry-After first")
 */
export function ResendNotice({ what, sx }: ResendNoticeProps) {
  return (
    <Alert severity="warning" role="status" sx={sx}>
      The service asked us to wait before sending. This {what} is sent again once, by itself, when the wait is
      over.
      <RateLimitCountdown inline />
    </Alert>
  )
}
