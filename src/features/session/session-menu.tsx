import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { isApiError } from '../../api/api-error'
import { leaveActingPharmacy } from '../../api/session-mode'
import { dashboardTransport } from '../../api/http-client'
import { signOut } from '../../api/operations/session'
import { usePageSession } from '../../api/session-store'
import { showToast } from '../../components/feedback/toast-store'

/** Where a signed-out browser goes: the sign-in page, which the server serves without a session. */
const SIGN_IN_PATH = '/sign-in'

/** Who is signed in, with which role; its menu names the address and signs out ("Acting for" is beside it). */
export function SessionMenu() {
  const page = usePageSession()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [leaving, setLeaving] = useState(false)
  if (!page) return null
  const { user } = page.session

  const onSignOut = async () => {
    setLeaving(true)
    try {
      await signOut(dashboardTransport)
      leaveActingPharmacy()
      window.location.assign(SIGN_IN_PATH)
    } catch (error) {
      if (!isApiError(error)) throw error
      // An ended session is signed out already; anything else is said, and the person stays.
      if (error.kind === 'unauthorized') {
        leaveActingPharmacy()
        window.location.assign(SIGN_IN_PATH)
      } else {
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
        className="session-person"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ minWidth: 0, textTransform: 'none' }}
      >
        {/* On a phone the person's icon stands for the name, which stays for screen readers. */}
        <AccountCircleIcon className="session-person-icon" />
        <span className="session-person-name">
          {user.name} · {user.role}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: 1.5, py: 1 }}>
          {user.name} ({user.role}), signed in as {user.email}
        </ListSubheader>
        <MenuItem disabled={leaving} onClick={() => void onSignOut()}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </MenuItem>
      </Menu>
    </>
  )
}
