import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { teamQueries } from '../../api/queries/team'
import { ErrorAlert } from '../feedback/error-alert'
import { LoadingBar } from '../feedback/loading-bar'
import type { HistoryProps } from '../../api/sign-in-mode'
import { changeSentence } from './history-text'

/**
 * Who changed a listing or cash offer through this server, and how (sign-in mode's audit log, GET
 * /team/history/:targetId), newest first. Loaded after the page's first screen (the edit page's lazy
 * part), so it costs the form nothing.
 */
export function RecordHistory({ targetId, what, statuses, version, unit }: HistoryProps) {
  const headingId = useId()
  const query = useQuery(teamQueries.history(targetId, version))
  let body
  if (query.isError) {
    body = (
      <ErrorAlert
        error={query.error}
        title="The history could not be loaded"
        retryAnyError
        onRetry={() => void query.refetch()}
      />
    )
  } else if (query.isPending) {
    body = <LoadingBar aria-label={`Loading the history of the ${what}`} />
  } else if (query.data.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No change of this {what} has been made through this server.
      </Typography>
    )
  } else {
    body = (
      <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }} aria-busy={query.isPlaceholderData}>
        {query.data.data.map((change) => (
          <li key={change.id}>
            <Typography>{changeSentence(change, statuses, unit)}</Typography>
          </li>
        ))}
      </Stack>
    )
  }
  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        History
      </Typography>
      {body}
    </Stack>
  )
}
