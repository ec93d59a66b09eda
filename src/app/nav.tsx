import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'
import ButtonBase from '@mui/material/ButtonBase'
import { styled } from '@mui/material/styles'
import EditNoteIcon from '@mui/icons-material/EditNote'
import StorefrontIcon from '@mui/icons-material/Storefront'
import RequestQuoteIcon from '@mui/icons-material/RequestQuote'
import QueryStatsIcon from '@mui/icons-material/QueryStats'
import GroupsIcon from '@mui/icons-material/Groups'
import ScienceIcon from '@mui/icons-material/Science'
import { useQuery } from '@tanstack/react-query'
import { useConnection } from '../api/connection-store'
import { mayDo, signInSlots } from '../api/sign-in-mode'
import { sandboxAvailableQuery } from '../api/queries/sandbox-available'
import { paths } from '../components/routing/paths'

/** Width of the navigation column (and of the small-screen drawer). */
export const NAV_WIDTH = 260

export const NAV_ITEMS: readonly { to: string; label: string; icon: ReactNode; operation?: string }[] = [
  { to: paths.drafts, label: 'Draft listings', icon: <EditNoteIcon /> },
  { to: paths.listings, label: 'Marketplace listings', icon: <StorefrontIcon /> },
  { to: paths.cashOffers, label: 'Cash offers', icon: <RequestQuoteIcon /> },
  { to: paths.ndcStats, label: 'NDC price statistics', icon: <QueryStatsIcon /> },
  // The group's NPI editor: an admin's (src/contract/access.ts), hidden from other roles when signed in.
  { to: paths.groupNpis, label: 'Group NPIs', icon: <GroupsIcon />, operation: 'updateGroupNpis' },
]

function NavItem({
  to,
  label,
  icon,
  onNavigate,
}: {
  to: string
  label: string
  icon: ReactNode
  onNavigate?: () => void
}) {
  // A listing's edit page still belongs to "Marketplace listings".
  const [active] = useRoute(`${to}/*?`)
  // A ButtonBase, as MUI's ListItemButton is: its ripple, its keyboard focus mark and its touch size
  // (target-size.css) stay what they were.
  return (
    <li>
      <ButtonBase component={Link} to={to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        <span>{icon}</span>
        <span>{label}</span>
      </ButtonBase>
    </li>
  )
}

/**
 * The Sandbox page, listed only when the connected service has the sandbox's controls (a sandbox
 * extension, feature-detected like the others: a service without them answers 404). Signed in, only a
 * role that may read the faults asks: another's question would be refused, and the refusal recorded in
 * the audit log at every page it opens.
 */
function SandboxNavItem({ onNavigate }: { onNavigate?: () => void }) {
  const connected = useConnection() !== null
  const allowed = mayDo('listFaultRules') && mayDo('resetSandbox')
  const { data: available } = useQuery({ ...sandboxAvailableQuery(), enabled: connected && allowed })
  if (!connected || available !== true || !allowed) return null
  return <NavItem to={paths.sandbox} label="Sandbox" icon={<ScienceIcon />} onNavigate={onNavigate} />
}

/**
 * The list drawn as MUI's List of ListItemButtons draws it (icon, label, the page's item marked), from one
 * styled element: MUI's five list components carried their context, slots and variants onto every first
 * screen for a list of links.
 */
const Links = styled('ul')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette
  const primary = (opacity: string) => theme.alpha(palette.primary.main, opacity)
  const { selectedOpacity, hoverOpacity, focusOpacity } = palette.action
  return {
    listStyle: 'none',
    margin: 0,
    padding: '8px 0',
    position: 'relative',
    '& > li': {
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      position: 'relative',
      width: '100%',
    },
    '& > li > a': {
      display: 'flex',
      flexGrow: 1,
      justifyContent: 'flex-start',
      alignItems: 'center',
      minWidth: 0,
      textAlign: 'left',
      padding: '8px 16px',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': {
        backgroundColor: palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&.Mui-focusVisible': { backgroundColor: palette.action.focus },
      '&[aria-current="page"]': {
        backgroundColor: primary(`${selectedOpacity}`),
        '&.Mui-focusVisible': { backgroundColor: primary(`${selectedOpacity} + ${focusOpacity}`) },
        '&:hover': {
          backgroundColor: primary(`${selectedOpacity} + ${hoverOpacity}`),
          '@media (hover: none)': { backgroundColor: primary(`${selectedOpacity}`) },
        },
      },
    },
    // The icon and the label, as ListItemIcon and ListItemText's primary line.
    '& > li > a > span:first-of-type': {
      minWidth: theme.spacing(4.5),
      color: palette.action.active,
      flexShrink: 0,
      display: 'inline-flex',
    },
    '& > li > a > span:last-of-type': {
      ...theme.typography.body1,
      display: 'block',
      flex: '1 1 auto',
      minWidth: 0,
      margin: '4px 0',
    },
  }
})

/** The list of pages, used by both the permanent drawer and the small-screen drawer. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Pages">
      <Links>
        {[...NAV_ITEMS, ...(signInSlots.navItems ?? [])]
          .filter((item) => item.operation === undefined || mayDo(item.operation))
          .map(({ operation: _, ...item }) => (
            <NavItem key={item.to} {...item} onNavigate={onNavigate} />
          ))}
        <SandboxNavItem onNavigate={onNavigate} />
      </Links>
    </nav>
  )
}
