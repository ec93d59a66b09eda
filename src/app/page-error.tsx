import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { isApiError } from '../api/api-error'
import { LazyErrorAlert } from '../components/feedback/lazy-error-alert'
import { PageFrame } from '../components/pages/page-frame'

// A page's code could not be downloaded (new deployment, network drop): only a reload fetches it again.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}

export interface PageErrorProps {
  error: unknown
  reset: () => void
}

/** Shown in place of a page that failed to load or render: a readable message and a way to try again. */
export function PageError({ error, reset }: PageErrorProps) {
  const { reset: resetQueries } = useQueryErrorResetBoundary()
  const chunk = isChunkLoadError(error)
  const retry = () => {
    if (chunk) {
      window.location.reload()
      return
    }
    // Failed queries of the page load again when it renders again.
    resetQueries()
    reset()
  }
  const tryAgain = (
    <Button color="inherit" size="small" onClick={retry}>
      Try again
    </Button>
  )
  if (isApiError(error)) {
    return (
      <PageFrame title="Something went wrong">
        <LazyErrorAlert error={error} />
        <div>{tryAgain}</div>
      </PageFrame>
    )
  }
  return (
    <PageFrame title="Something went wrong">
      <Alert severity="error" action={tryAgain}>
        {chunk
          ? 'Part of the dashboard could not be downloaded. Check the network connection and try again.'
          : 'Something went wrong while showing this page. Trying again usually helps; if it does not, report what you were doing.'}
      </Alert>
      {error instanceof Error && !chunk ? (
        <Typography variant="body2" color="text.secondary">
          Details: {error.message}
        </Typography>
      ) : null}
    </PageFrame>
  )
}
