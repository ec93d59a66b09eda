import { Link as RouterLink } from 'wouter'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { PageFrame } from '../components/pages/page-frame'
import { paths } from '../components/routing/paths'

export function NotFoundPage() {
  return (
    <PageFrame title="Page not found">
      <Typography>
        There is no page at this address. It may have been mistyped, or the link may be out of date.
      </Typography>
      <Typography>
        <Link component={RouterLink} to={paths.drafts}>
          Go to draft listings
        </Link>
      </Typography>
    </PageFrame>
  )
}
