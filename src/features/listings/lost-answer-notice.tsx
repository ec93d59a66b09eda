import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { describeError } from '../../api/error-display'
import { paths } from '../../components/routing/paths'
import { TextLink } from '../../components/routing/text-link'
import type { CreateAttempt, LostAnswerState } from './lost-answer'

export interface LostAnswerNoticeProps {
  state: LostAnswerState
  onCheck: (attempt: CreateAttempt) => void
  onConfirmNotCreated: (attempt: CreateAttempt) => void
}

const what = (attempt: CreateAttempt) => `NDC ${attempt.nationalDrugCode}, lot ${attempt.lotNumber}`

/**
 * After a create whose answer was lost (spec: Retries): says the listing may exist, checks, and only
 * when the check finds none lets the form send again.
 */
export function LostAnswerNotice({ state, onCheck, onConfirmNotCreated }: LostAnswerNoticeProps) {
  const { attempt } = state
  const checkButton = (label: string) => (
    <Button
      color="inherit"
      size="small"
      onClick={() => onCheck(attempt)}
      disabled={state.step === 'checking'}
      aria-busy={state.step === 'checking'}
    >
      {label}
    </Button>
  )
  switch (state.step) {
    case 'unknown':
    case 'checking':
      return (
        <Alert severity="warning" action={checkButton(state.step === 'checking' ? 'Checking…' : 'Check')}>
          <AlertTitle>The listing may have been created</AlertTitle>
          The connection failed after the request left, before the service answered, so the service may have
          created the listing ({what(attempt)}). Your values are kept. Check before sending again: sending now
          could create it twice.
        </Alert>
      )
    case 'created':
      return (
        <Alert severity="success" role="status">
          <AlertTitle>Created</AlertTitle>
          The service did create the listing ({what(attempt)}).{' '}
          <TextLink to={paths.listing(state.listing.id)}>Open the listing</TextLink>
        </Alert>
      )
    case 'not-created':
      return (
        <Alert severity="info" role="status">
          <AlertTitle>Not created</AlertTitle>
          The service has no listing of {what(attempt)} since the attempt, so nothing was created. You can
          send it again.
        </Alert>
      )
    case 'cannot-check':
      return (
        <Alert severity="warning">
          <AlertTitle>This cannot be checked from here</AlertTitle>
          <Stack spacing={1}>
            <span>
              This service does not offer a list of listings to this dashboard, so it cannot tell whether the
              listing ({what(attempt)}) was created. Sign in to the marketplace&apos;s web interface, open
              your pharmacy&apos;s listings and look for this NDC and lot. Only if it is not there, send it
              again.
            </span>
            <span>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => onConfirmNotCreated(attempt)}
              >
                It is not there: allow sending again
              </Button>
            </span>
          </Stack>
        </Alert>
      )
    case 'check-failed':
      return (
        <Alert severity="error" action={checkButton('Check again')}>
          <AlertTitle>The check did not work</AlertTitle>
          {describeError(state.error)} The listing may still have been created; check again before sending.
        </Alert>
      )
    default: {
      const never: never = state
      return never
    }
  }
}
