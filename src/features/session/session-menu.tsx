import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { isApiError } from '../../api/api-error'
import { useConnection } from '../../api/connection-store'
import { actFor } from '../../api/session-mode'
import { dashboardTransport } from '../../api/http-client'
import { signOut } from '../../api/operations/session'
import { sessionNpis } from '../../api/page-session'
import { usePageSession } from '../../api/session-store'
import { showToast } from '../../components/feedback/toast-store'

/** Where a signed-out browser goes: the sign-in page, which the server serves without a session. */
const SIGN_IN_PATH = '/sign-in'

/**
 * The app bar with sign-in on: who is signed in, with which role, acting for which pharmacy. Its menu
 * changes the acting pharmacy (only among the person's own) and signs out.
 */
export function SessionMenu() {
  const page = usePageSession()
  const connection = useConnection()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [leaving, setLeaving] = useState(false)
  if (!page) return null
  const { user, pharmacies } = page.session
  const npis = sessionNpis(page.session)
  const nameOf = (npi: number) => pharmacies?.find((p) => p.npi === npi)?.name ?? `NPI ${npi}`

  const onSignOut = async () => {
    setLeaving(true)
    try {
      await signOut(dashboardTransport)
      window.location.assign(SIGN_IN_PATH)
    } catch (error) {
      if (!isApiError(error)) throw error
      // An ended session is signed out already; anything else is said, and the person stays.
      if (error.kind === 'unauthorized') window.location.assign(SIGN_IN_PATH)
      else {
        setLeaving(false)
        showToast({
          message:
            error.kind === 'network'
              ? 'The server could not be reached, so you are still signed in. Try again.'
              : `You are still signed in: the server answered ${'status' in error ? error.status : 'with an error'}. Try again.`,
          severity: 'error',
        })
      }
    }
  }

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', textAlign: 'left', minWidth: 0, maxWidth: { xs: 180, sm: 360 } }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 600 }}>
            {user.name} · {user.role}
          </Typography>
          <Typography variant="caption" component="span" noWrap>
            {connection ? `${nameOf(connection.pharmacyNpi)} · NPI ${connection.pharmacyNpi}` : 'No pharmacy'}
          </Typography>
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>Signed in as {user.email}</ListSubheader>
        {npis.length > 1 ? <ListSubheader>Act for</ListSubheader> : null}
        {npis.length > 1
          ? npis.map((npi) => (
              <MenuItem
                key={npi}
                divider={npi === npis[npis.length - 1]}
                selected={npi === connection?.pharmacyNpi}
                onClick={() => {
                  actFor(npi)
                  setAnchor(null)
                }}
              >
                {nameOf(npi)} · NPI {npi}
              </MenuItem>
            ))
          : null}
        <MenuItem disabled={leaving} onClick={() => void onSignOut()}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </MenuItem>
      </Menu>
    </>
  )
}
