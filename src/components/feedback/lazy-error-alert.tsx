import { lazy, Suspense } from 'react'
import Alert from '@mui/material/Alert'
import type { ErrorAlertProps } from './error-alert'

// The error alert loaded when something first fails: its messages for every kind of failure depend on the
// contract, which a first screen that shows rows or a page does not otherwise need. Until it has come, the
// failure's own words show (with the title, when there is one).
const ErrorAlert = lazy(async () => ({ default: (await import('./error-alert')).ErrorAlert }))

export function LazyErrorAlert(props: ErrorAlertProps) {
  const { title, error } = props
  return (
    <Suspense
      fallback={<Alert severity="error">{title ? `${title}. ${error.message}` : error.message}</Alert>}
    >
      <ErrorAlert {...props} />
    </Suspense>
  )
}
