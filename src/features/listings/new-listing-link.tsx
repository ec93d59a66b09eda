import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { paths } from '../../components/paths'

/** Opens the create page empty (spec: Referenced operations, POST create). */
export function NewListingLink() {
  return (
    <Box sx={{ mt: 2 }}>
      <Button component={RouterLink} to={paths.newListing()} variant="outlined">
        New listing
      </Button>
    </Box>
  )
}

/** The list page with the way to create a listing under it. */
export function withNewListingLink(page: ReactNode) {
  return (
    <>
      {page}
      <NewListingLink />
    </>
  )
}
