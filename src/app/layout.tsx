import { lazy, Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import MenuIcon from '@mui/icons-material/Menu'
import { useConnectionDialog } from '../api/connection-store'
import { ErrorBoundary } from '../components/error-boundary'
import { RateLimitCountdown } from '../components/rate-limit-countdown'
import { ConnectionSummary } from '../features/connection/connection-summary'
import { NavList } from './nav'
import { PageError } from './page-error'
import { ThemeModeButton } from './theme-mode-button'

const DRAWER_WIDTH = 260

// The dialog holds a form: it is downloaded when first opened, not with the first screen.
const ConnectionDialog = lazy(async () => ({
  default: (await import('../features/connection/connection-dialog')).ConnectionDialog,
}))

/** App bar, navigation (permanent on wide screens, a drawer on small ones) and the current page. */
export function AppLayout() {
  const [navOpen, setNavOpen] = useState(false)
  const location = useLocation()
  const dialog = useConnectionDialog()
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [dialogLoaded, setDialogLoaded] = useState(dialog.open)
  if (dialog.open && !dialogLoaded) setDialogLoaded(true)

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: (t) => t.zIndex.tooltip,
          '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
        }}
      >
        Skip to main content
      </Link>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setNavOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            Pharmacy Marketplace
          </Typography>
          <ConnectionSummary />
          <ThemeModeButton />
        </Toolbar>
      </AppBar>

      <Drawer
        variant="temporary"
        open={navOpen}
        onClose={() => setNavOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <NavList onNavigate={() => setNavOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <NavList />
      </Drawer>

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar />
        <Box sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 1 }}>
          <RateLimitCountdown />
        </Box>
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          {/* Keyed by path: leaving a failed page clears its error. */}
          <ErrorBoundary
            key={location.pathname}
            fallback={(error, reset) => <PageError error={error} reset={reset} />}
          >
            <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>

      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ConnectionDialog />
        </Suspense>
      ) : null}
    </Box>
  )
}
