import { Link as RouterLink } from 'wouter'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { roleCannot } from '../../api/sign-in-mode'

/**
 * A page whose purpose the signed-in role may not serve, opened by its address: the plain refusal, with
 * the one true reason, the role ("Your role (viewer) cannot list drugs on the marketplace."), in place of
 * controls the server would refuse; and the way back. `action` as the access table says it
 * (src/contract/access.ts).
 */
export function RoleRefusal({ action, back }: { action: string; back?: { to: string; label: string } }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
        {roleCannot(action)}
      </Alert>
      {back ? (
        <Box>
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
        </Box>
      ) : null}
    </Stack>
  )
}
