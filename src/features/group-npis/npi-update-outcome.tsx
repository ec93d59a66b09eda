import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import type { NpiUpdateResult } from '../../contract/groups'

export interface NpiUpdateOutcomeProps {
  /** The sandbox's per-NPI result, or null when the service answered 2xx without one. */
  result: NpiUpdateResult | null
  /** What was sent, for a service that does not say what it did with each NPI. */
  sent: readonly number[]
}

/** What the service did with the NPIs just sent. spec: Endpoints > 6 ("per-NPI result: not shown") */
export function NpiUpdateOutcome({ result, sent }: NpiUpdateOutcomeProps) {
  if (result === null) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Update applied</AlertTitle>
        The service accepted {sent.length === 1 ? 'the NPI' : `the ${sent.length} NPIs`} ({sent.join(', ')})
        without saying what it did with each. The lists below are refreshed: registered pharmacies appear
        among the members, others among the pending invitations.
      </Alert>
    )
  }
  const lines: [string, number[]][] = [
    ['Added as members', result.added],
    ['Invited (pending until the pharmacy registers)', result.invited],
    ['Already members, unchanged', result.alreadyMembers],
    ['Already invited, unchanged', result.alreadyInvited],
  ]
  return (
    <Alert severity="success" role="status">
      <AlertTitle>Update applied</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lines
          .filter(([, list]) => list.length > 0)
          .map(([label, list]) => (
            <li key={label}>
              {label}: {list.join(', ')}
            </li>
          ))}
      </Box>
    </Alert>
  )
}
