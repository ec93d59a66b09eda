import Typography from '@mui/material/Typography'
import { PageFrame } from '../components/pages/page-frame'
import { paths } from '../components/routing/paths'
import { TextLink } from '../components/routing/text-link'

export function NotFoundPage() {
  return (
    <PageFrame title="Page not found">
      <Typography>
        There is no page at this address. It may have been mistyped, or the link may be out of date.
      </Typography>
      <Typography>
        <TextLink to={paths.drafts}>Go to draft listings</TextLink>
      </Typography>
    </PageFrame>
  )
}
