import Drawer from '@mui/material/Drawer'
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
      <NavList onNavigate={onClose} />
    </Drawer>
  )
}
