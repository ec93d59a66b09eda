import ChecklistIcon from '@mui/icons-material/Checklist'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import type { ComponentType } from 'react'
import { mayDo } from '../api/sign-in-mode'
import { PageFrame } from '../components/pages/page-frame'
import { RoleRefusal } from '../components/pages/role-refusal'
import { jobPaths } from '../components/routing/job-paths'
import { lazyPage } from './lazy-page'

// The admin's pages of sign-in mode: routed and listed only with sign-in on (signed-in-start.ts adds
// them to the router and the navigation), so the typed-key app's shell carries none of their code. The
// navigation lists each to a role that may call its operation (src/contract/access.ts); another role that
// opens the address gets the plain refusal, naming its role, without the page's code or its read (which
// the server would refuse).
const UsersPage = lazyPage(async () => (await import('../features/users/users-page')).UsersPage)
const AuditPage = lazyPage(async () => (await import('../features/audit/audit-page')).AuditPage)

/** The page for a role that may call `operation`; for another, the refusal under the page's title. */
function forRole(Page: ComponentType, operation: string, title: string, action: string): ComponentType {
  return function RolePage() {
    if (mayDo(operation)) return <Page />
    return (
      <PageFrame title={title}>
        <RoleRefusal action={action} />
      </PageFrame>
    )
  }
}

export const TEAM_PAGES = [
  {
    path: '/users',
    Page: forRole(UsersPage, 'listUsers', 'Users', "read the team's users"),
    label: 'Users',
    icon: <ManageAccountsIcon />,
    operation: 'listUsers',
  },
  {
    path: '/audit',
    Page: forRole(AuditPage, 'listAudit', 'Audit log', 'read the audit log'),
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
