import ChecklistIcon from '@mui/icons-material/Checklist'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import { jobPaths } from '../components/routing/job-paths'
import { lazyPage } from './lazy-page'

// The admin's pages of sign-in mode: routed and listed only with sign-in on (signed-in-start.ts adds
// them to the router and the navigation), so the typed-key app's shell carries none of their code. The
// navigation lists each to a role that may call its operation (src/contract/access.ts); any signed-in
// role may open the address, and then the server refuses the page's read (403, recorded in the audit
// log), which the page says: a plain refusal naming the role, and no control.
const UsersPage = lazyPage(async () => (await import('../features/users/users-page')).UsersPage)
const AuditPage = lazyPage(async () => (await import('../features/audit/audit-page')).AuditPage)

export const TEAM_PAGES = [
  {
    path: '/users',
    Page: UsersPage,
    label: 'Users',
    icon: <ManageAccountsIcon />,
    operation: 'listUsers',
  },
  {
    path: '/audit',
    Page: AuditPage,
    label: 'Audit log',
    icon: <ReceiptLongIcon />,
    operation: 'listAudit',
  },
] as const

/**
 * The jobs' page in the navigation, listed to a role that may start jobs (seller, admin): the others have
 * none to see. Routed in every mode (router.tsx), where a typed key is told jobs need the server.
 */
export const JOBS_NAV_ITEM = {
  to: jobPaths.jobs,
  label: 'Jobs',
  icon: <ChecklistIcon />,
  operation: 'startJob',
}
