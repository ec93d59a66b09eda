import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { assertNever, type ApiError } from '../../api/api-error'
import { openConnectionDialog } from '../../api/connection-store'
import { describeError, toToast } from '../../api/error-display'
import { isSignInMode } from '../../api/sign-in-mode'
import { RateLimitCountdown } from './rate-limit-countdown'

export interface ErrorAlertProps {
  error: ApiError
  /** Shown above the message, e.g. "The listings could not be loaded". */
  title?: string
  /** Offered for errors that may pass by themselves (network, 5xx, rate limit, unknown). */
  onRetry?: () => void
  /**
   * A read that failed (a list, a search): sending it again changes nothing on the service, so "Try again"
   * is offered whatever the error, except where connecting is the way out.
   */
  retryAnyError?: boolean
  /** While the retry is on its way: the button waits for it instead of sending another. */
  retrying?: boolean
  /** Offered when a write may or may not have been applied: reload the current state instead of resending. */
  onCheck?: () => void
}

/** An ApiError shown in place: its message, plus the one action that makes sense for its kind. */
export function ErrorAlert({ error, title, onRetry, retryAnyError, retrying, onCheck }: ErrorAlertProps) {
  const { severity } = toToast(error)
  const action =
    retryAnyError && onRetry && error.kind !== 'unauthorized' ? (
      <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    ) : (
      actionFor(error, onRetry, onCheck)
    )
  return (
    <Alert severity={severity} action={action}>
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <Stack spacing={1}>
        <span>{describeError(error)}</span>
        {error.kind === 'rate-limited' ? <RateLimitCountdown inline /> : null}
      </Stack>
    </Alert>
  )
}

function actionFor(error: ApiError, onRetry?: () => void, onCheck?: () => void): ReactNode {
  const button = (label: string, onClick: () => void) => (
    <Button color="inherit" size="small" onClick={onClick}>
      {label}
    </Button>
  )
  switch (error.kind) {
    case 'unauthorized':
      // Signed in, the same call opens the dialog to sign in again (connection-store.ts).
      return button(isSignInMode() ? 'Sign in again' : 'Connect', () =>
        openConnectionDialog(isSignInMode() ? error.message : describeError(error)),
      )
    case 'network':
      // spec: Retries: v1 has no idempotency, so a write whose answer was lost is checked, never resent.
      if (error.mayHaveApplied) return onCheck ? button('Check current state', onCheck) : null
      return onRetry ? button('Try again', onRetry) : null
    case 'rate-limited':
    case 'unknown':
    case 'generic':
      return onRetry && (error.kind !== 'generic' || error.status >= 500)
        ? button('Try again', onRetry)
        : null
    case 'business-rule':
    case 'field-validation':
    case 'request-shape':
    case 'forbidden':
    case 'not-found':
    case 'conflict':
    case 'decode':
      return null
    default:
      return assertNever(error)
  }
}
