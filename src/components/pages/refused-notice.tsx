import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { paths } from '../routing/paths'
import { TextLink } from '../routing/text-link'

// What an admin's page (users, audit log) shows instead of its content to a role that may not open it:
// the server refused the page's read (403) and wrote the refusal to the audit log.

/** The server's refusal of the page's read, said plainly, with the way back. */
export function RefusedNotice({ message }: { message: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="error">
        <AlertTitle>You cannot open this page</AlertTitle>
        {message} This page is for the team&apos;s admins; the refusal has been recorded in the audit log. Ask
        an admin if you need it.
      </Alert>
      <Typography>
        <TextLink to={paths.drafts}>Go to draft listings</TextLink>
      </Typography>
    </Stack>
  )
}
