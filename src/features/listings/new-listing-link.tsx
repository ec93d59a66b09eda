import { Link as RouterLink } from 'wouter'
import Button from '@mui/material/Button'
import { mayDo } from '../../api/sign-in-mode'
import { paths } from '../../components/routing/paths'

/** Opens the create page empty (spec: Referenced operations, POST create). */
export function NewListingLink() {
  // Signed in, only a role that may list (src/contract/access.ts) is offered the page.
  if (!mayDo('createMarketplaceListing')) return null
  return (
    <Button component={RouterLink} to={paths.newListing()} variant="outlined">
      New listing
    </Button>
  )
}
