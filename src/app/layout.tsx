import {
  lazy,
  Suspense,
  useCallback,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useLocation } from 'wouter'
import Box from '@mui/material/Box'
import TouchRippleModule, { type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { styled, useTheme } from '@mui/material/styles'
import MenuIcon from '@mui/icons-material/Menu'
import { useConnectionDialog } from '../api/connection-store'
import { ErrorBoundary } from '../components/feedback/error-boundary'
import { textLinkStyle } from '../components/routing/text-link'
import { LoadingBar } from '../components/feedback/loading-bar'
import { OfflineNotice } from '../components/feedback/offline-notice'
import { RateLimitCountdown } from '../components/feedback/rate-limit-countdown'
import { ToastHost } from '../components/feedback/toast-host'
import { ConnectionSummary } from '../features/connection/connection-summary'
import { AppHeader, ToolbarRow } from './app-bar-frame'
import { AppBarSlot, hasAppBarSlot } from './app-bar-slot'
import { NAV_WIDTH, NavList } from './nav'
import { PageError } from './page-error'
import { ThemeModeButton } from './theme-mode-button'

// MUI's declaration types the module's default export as the render function it passes to forwardRef;
// the export itself is the component that forwardRef returns.
const TouchRipple = TouchRippleModule as unknown as ComponentType<TouchRippleProps>

/** Off screen until it has the keyboard's focus, then over the app bar's corner. */
const SkipLink = styled('a')(({ theme }) => ({
  ...textLinkStyle(theme),
  position: 'absolute',
  left: -9999,
  zIndex: (theme.vars ?? theme).zIndex.tooltip,
  '&:focus': {
    left: 8,
    top: 8,
    padding: theme.spacing(1),
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
  },
}))

// The dialog holds a form: it is downloaded when first opened, not with the first screen.
const ConnectionDialog = lazy(async () => ({
  default: (await import('../features/connection/connection-dialog')).ConnectionDialog,
}))

// The drawer (a modal) is needed only on small screens, once the menu button is pressed.
const MobileNav = lazy(async () => ({ default: (await import('./mobile-nav')).MobileNav }))

/**
 * Whether the screen matches a media query, kept current: the browser's matchMedia read as the tables'
 * use-narrow.ts reads it. MUI's useMediaQuery does the same with options for server rendering, which
 * the dashboard has none of, on every first screen.
 */
function useMatches(query: string): boolean {
  const list = useCallback(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  )
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = list()
      media?.addEventListener('change', onChange)
      return () => media?.removeEventListener('change', onChange)
    },
    [list],
  )
  return useSyncExternalStore(subscribe, () => list()?.matches ?? false)
}

/** App bar, navigation (permanent on wide screens, a drawer on small ones) and the current page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false)
  const [navLoaded, setNavLoaded] = useState(false)
  if (navOpen && !navLoaded) setNavLoaded(true)
  const [pathname] = useLocation()
  const dialog = useConnectionDialog()
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [dialogLoaded, setDialogLoaded] = useState(dialog.open)
  if (dialog.open && !dialogLoaded) setDialogLoaded(true)
  // Toasts never cover the page: beside it, over the navigation column, on wide screens; in the flow
  // under the app bar on small ones, which have no free column.
  const wide = useMatches(
    useTheme()
      .breakpoints.up('md')
      .replace(/^@media\s*/, ''),
  )

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* A button mounts its ripple the first time a pointer presses or leaves it (MUI), and the ripple's
          styles with it: inserted then, mid-interaction, they restyle the page. One ripple drawn from the
          start puts them in the style sheet with the first screen. */}
      <span hidden>
        <TouchRipple />
      </span>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      {/* At MUI's own level for app bars, below the phone's navigation drawer: the drawer is a modal over
          the whole screen, app bar included, so none of its items lies under the bar. */}
      <AppHeader>
        <ToolbarRow sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setNavOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* On a phone the acting pharmacy needs the room more; the drawer names the product there. */}
          <Typography
            variant="h6"
            component="p"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
          >
            Pharmacy Marketplace
          </Typography>
          {/* Sign-in mode's menu (who is signed in, the acting pharmacy, sign-out) takes its place. */}
          <AppBarSlot>
            <ConnectionSummary />
          </AppBarSlot>
          <ThemeModeButton />
        </ToolbarRow>
      </AppHeader>

      {navLoaded ? (
        <Suspense fallback={null}>
          <MobileNav open={navOpen} onClose={() => setNavOpen(false)} />
        </Suspense>
      ) : null}
      {/* Wide screens: the navigation is always there, beside the page. A phone renders none of it. */}
      {wide ? (
        <Box
          sx={{
            width: NAV_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: 0 }}>
            <ToolbarRow />
            <NavList />
          </Box>
        </Box>
      ) : null}

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <ToolbarRow />
        <Box sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 1 }}>
          <RateLimitCountdown />
          <OfflineNotice />
          {wide ? null : <ToastHost place={{ kind: 'inline' }} />}
        </Box>
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          {/* Keyed by path: leaving a failed page clears its error. */}
          <ErrorBoundary
            key={pathname}
            fallback={(error, reset) => <PageError error={error} reset={reset} />}
          >
            <Suspense fallback={<LoadingBar aria-label="Loading page" />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>

      {wide ? <ToastHost place={{ kind: 'beside', width: NAV_WIDTH }} /> : null}
      {dialogLoaded && !hasAppBarSlot() ? (
        <Suspense fallback={null}>
          <ConnectionDialog />
        </Suspense>
      ) : null}
    </Box>
  )
}
