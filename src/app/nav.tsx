import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
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
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  )
}

/**
 * The Sandbox page, listed only when the connected service has the sandbox's controls (a sandbox
 * extension, feature-detected like the others: a service without them answers 404).
 */
function SandboxNavItem({ onNavigate }: { onNavigate?: () => void }) {
  const connected = useConnection() !== null
  const { data: available } = useQuery({ ...sandboxAvailableQuery(), enabled: connected })
  if (!connected || available !== true || !mayDo('resetSandbox')) return null
  return <NavItem to={paths.sandbox} label="Sandbox" icon={<ScienceIcon />} onNavigate={onNavigate} />
}

/** The list of pages, used by both the permanent drawer and the small-screen drawer. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Pages">
      <List>
        {[...NAV_ITEMS, ...(signInSlots.navItems ?? [])]
          .filter((item) => item.operation === undefined || mayDo(item.operation))
          .map(({ operation: _, ...item }) => (
            <NavItem key={item.to} {...item} onNavigate={onNavigate} />
          ))}
        <SandboxNavItem onNavigate={onNavigate} />
      </List>
    </nav>
  )
}
