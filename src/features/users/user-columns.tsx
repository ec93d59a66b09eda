import Button from '@mui/material/Button'
import type { TeamUser } from '../../contract/team-user'
import { formatMoment } from '../../components/format/format-moment'
import type { ListColumn } from '../../components/tables/list-columns'
import { scopeText } from './user-form-values'

export type UserAction = { kind: 'change' | 'password' | 'active'; user: TeamUser }

const ROLE_NAMES: Readonly<Record<TeamUser['role'], string>> = {
  admin: 'Admin',
  seller: 'Seller',
  buyer: 'Buyer',
  viewer: 'Viewer',
}

const signedInText = (user: TeamUser) =>
  user.lastSignInAt === null ? 'Never signed in' : `Last signed in ${formatMoment(user.lastSignInAt)}`

/** The users table's columns: who, role, pharmacies, state, and the row's three actions. */
export function userColumns(
  names: ReadonlyMap<number, string>,
  onAction: (action: UserAction) => void,
): ListColumn<TeamUser>[] {
  return [
    {
      id: 'user',
      header: 'User',
      width: '26%',
      card: 'title',
      cell: (user) => (
        <>
          <strong>{user.name}</strong>
          <br />
          <span className="secondary">{user.email}</span>
        </>
      ),
    },
    { id: 'role', header: 'Role', width: '10%', cell: (user) => ROLE_NAMES[user.role] },
    {
      id: 'npis',
      header: 'Pharmacies',
      cell: (user) => scopeText(user.npis, names),
      title: (user) => scopeText(user.npis, names),
    },
    {
      id: 'state',
      header: 'State',
      width: '19%',
      cell: (user) => (
        <>
          {user.active ? 'Active' : 'Deactivated'}
          <br />
          <span className="secondary">{signedInText(user)}</span>
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      width: '290px',
      card: 'actions',
      cell: (user) => (
        <>
          <Button
            size="small"
            onClick={() => onAction({ kind: 'change', user })}
            aria-label={`Change ${user.name}`}
          >
            Change
          </Button>
          <Button
            size="small"
            onClick={() => onAction({ kind: 'password', user })}
            aria-label={`Reset password of ${user.name}`}
          >
            Reset password
          </Button>
          <Button
            size="small"
            color={user.active ? 'error' : 'primary'}
            onClick={() => onAction({ kind: 'active', user })}
            aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
          >
            {user.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </>
      ),
    },
  ]
}
