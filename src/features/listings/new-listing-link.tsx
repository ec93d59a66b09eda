import { Link as RouterLink } from 'wouter'
import Button from '@mui/material/Button'
import { paths } from '../../components/routing/paths'

/** Opens the create page empty (spec: Referenced operations, POST create). */
export function NewListingLink() {
  return (
    <Button component={RouterLink} to={paths.newListing()} variant="outlined">
      New listing
    </Button>
  )
}
