import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import Typography from '@mui/material/Typography'
import { useConnection } from '../api/connection-store'
import { serviceLabel } from '../features/connection/connection-summary'
import { NAV_WIDTH, NavList } from './nav'

export interface MobileNavProps {
  open: boolean
  onClose: () => void
}

/** The navigation as a drawer over the page, for small screens. */
export function MobileNav({ open, onClose }: MobileNavProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // The drawer is a modal dialog: it needs a name of its own.
      slotProps={{ paper: { 'aria-label': 'Navigation' } }}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
    >
      <ActingFor />
      <NavList onNavigate={onClose} />
    </Drawer>
  )
}

/**
 * The product, and who the dashboard acts for, in full: the app bar of a phone has room for the
 * pharmacy's name and NPI only, and a long name may not fit even there. Every line wraps.
 */
function ActingFor() {
  const connection = useConnection()
  return (
    <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="p">
        Pharmacy Marketplace
      </Typography>
      {connection ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Acting for
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{connection.pharmacyName ?? 'Acting pharmacy'}</Typography>
          <Typography variant="body2">NPI {connection.pharmacyNpi}</Typography>
          {connection.groupName ? <Typography variant="body2">{connection.groupName}</Typography> : null}
          {serviceLabel(connection) ? (
            <Typography variant="body2" color="text.secondary">
              {serviceLabel(connection)}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Box>
  )
}
