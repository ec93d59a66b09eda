import { useCallback, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { signInSlots } from '../../api/sign-in-mode'
import { teamQueries } from '../../api/queries/team'
import type { TeamUser } from '../../contract/team-user'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import { PageFrame } from '../../components/pages/page-frame'
import { RefusedNotice } from '../../components/pages/refused-notice'
import { ListView, type ListPage } from '../../components/tables/list-view'
import { PAGE_SIZES, startForPageSize, type PageSize } from '../../components/tables/paging'
import { useListUrl } from '../../components/tables/use-list-url'
import { DeactivateDialog } from './deactivate-dialog'
import type { PasswordDialogProps } from './password-dialog-view'
import { userColumns, type UserAction } from './user-columns'
import type { UserDialogProps } from './user-dialog-view'

const UserDialog = lazyWhenShown<UserDialogProps>(
  async () => (await import('./user-dialog-view')).UserDialogView,
  (props) => props.subject !== null,
)
const PasswordDialog = lazyWhenShown<PasswordDialogProps>(
  async () => (await import('./password-dialog-view')).PasswordDialogView,
  (props) => props.user !== null,
)

type UsersState = { sortName: null; sortDirection: 'asc'; start: number; take: PageSize }
const USERS_TAKE: PageSize = 25

/** The page of the list in the URL (?start=25&take=10), as every list keeps it; the server sends all users. */
function parseUsersState(params: URLSearchParams): UsersState {
  const takeNumber = Number(params.get('take'))
  const take = (PAGE_SIZES as readonly number[]).includes(takeNumber) ? (takeNumber as PageSize) : USERS_TAKE
  const start = Number(params.get('start'))
  return {
    sortName: null,
    sortDirection: 'asc',
    start: startForPageSize(Number.isSafeInteger(start) && start > 0 ? start : 0, take),
    take,
  }
}

function writeUsersState(params: URLSearchParams, state: UsersState): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('start')
  next.delete('take')
  if (state.start !== 0) next.set('start', String(state.start))
  if (state.take !== USERS_TAKE) next.set('take', String(state.take))
  return next
}

const DESCRIPTION =
  'The people of your team: add a user, change their role and pharmacies, reset a password, or deactivate them.'

/** /users: the team's users, for admins (docs/team-server.md). The server refuses anyone else, and records it. */
export function UsersPage() {
  const query = useQuery(teamQueries.users())
  const pharmacies = signInSlots.pharmacies?.()
  const [subject, setSubject] = useState<'add' | TeamUser | null>(null)
  const [password, setPassword] = useState<TeamUser | null>(null)
  const [active, setActive] = useState<TeamUser | null>(null)
  const { state, setState } = useListUrl(parseUsersState, writeUsersState)
  const names = useMemo(
    () => new Map((pharmacies ?? []).flatMap((p) => (p.name ? [[p.npi, p.name] as const] : []))),
    [pharmacies],
  )
  const columns = useMemo(
    () =>
      userColumns(names, ({ kind, user }: UserAction) => {
        if (kind === 'change') setSubject(user)
        else if (kind === 'password') setPassword(user)
        else setActive(user)
      }),
    [names],
  )

  const users = query.data
  const page = useMemo(
    (): ListPage<TeamUser> | undefined =>
      users && {
        rows: users.slice(state.start, state.start + state.take),
        recordsFiltered: users.length,
        recordsTotal: users.length,
        start: state.start,
      },
    [users, state.start, state.take],
  )
  const empty = useMemo(
    () => <Typography>The team has no users yet. Add the first with “Add user”.</Typography>,
    [],
  )
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])

  if (query.error?.kind === 'forbidden') {
    return (
      <PageFrame title="Users">
        <RefusedNotice message={query.error.message} />
      </PageFrame>
    )
  }
  return (
    <PageFrame
      title="Users"
      description={DESCRIPTION}
      actions={
        query.isSuccess ? (
          <Button variant="contained" onClick={() => setSubject('add')}>
            Add user
          </Button>
        ) : null
      }
    >
      <ListView
        label="Users"
        many="users"
        columns={columns}
        rowHeight={64}
        className="users-table"
        state={state}
        setState={setState}
        page={page}
        stale={false}
        fetching={query.isFetching}
        error={query.isError ? query.error : null}
        onRetry={retry}
        filtered={false}
        empty={empty}
      />
      <UserDialog subject={subject} onClose={() => setSubject(null)} />
      <PasswordDialog user={password} onClose={() => setPassword(null)} />
      <DeactivateDialog user={active} onClose={() => setActive(null)} />
    </PageFrame>
  )
}
