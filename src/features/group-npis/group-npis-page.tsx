import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { pharmacyQueries } from '../../api/queries/pharmacies'
import { mayDo } from '../../api/sign-in-mode'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { PageFrame } from '../../components/pages/page-frame'
import { RequireConnection } from '../../components/pages/require-connection'
import { InvitationsTable, MembersTable } from './group-lists'
import type { GroupNpis } from './npi-entries'
import { NpiEditor } from './npi-editor'
import { LoadingBar } from '../../components/feedback/loading-bar'

/**
 * /group-npis: the group's member pharmacies and pending invitations, and adding pharmacies by NPI.
 * spec: Endpoints > 6; Referenced operations (GET /pharmacies/search, shape defined by the sandbox)
 */
export function GroupNpisPage() {
  return (
    <PageFrame
      title="Group NPIs"
      description={
        mayDo('updateGroupNpis')
          ? 'The pharmacies of your group, pending invitations, and adding pharmacies by NPI.'
          : 'The pharmacies of your group and pending invitations.'
      }
    >
      <RequireConnection>
        {(connection) => <GroupMembership actingNpi={connection.pharmacyNpi} />}
      </RequireConnection>
    </PageFrame>
  )
}

function GroupMembership({ actingNpi }: { actingNpi: number }) {
  const { data, error, isPending, refetch } = useQuery(pharmacyQueries.search())
  // NPIs the last update added or invited, marked "New" in the lists.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set())
  const group: GroupNpis | null = data
    ? {
        members: new Set(data.members.map((m) => m.npi)),
        invited: new Set(data.pendingInvitations.map((i) => i.npi)),
      }
    : null

  let lists
  if (error?.kind === 'not-found') {
    // The pharmacy list is a sandbox extension (design: Gaps in the spec); adding NPIs still works.
    lists = (
      <Alert severity="info">
        This service does not list the group&apos;s pharmacies, so members and pending invitations cannot be
        shown here.
        {mayDo('updateGroupNpis')
          ? ' NPIs can still be added; the service decides which become members.'
          : ''}
      </Alert>
    )
  } else if (error) {
    lists = <ErrorAlert error={error} title="The group could not be loaded" onRetry={() => void refetch()} />
  } else if (isPending) {
    lists = <LoadingBar aria-label="Loading the group's pharmacies" />
  } else {
    lists = (
      <>
        <MembersTable members={data.members} actingNpi={actingNpi} fresh={fresh} />
        <InvitationsTable invitations={data.pendingInvitations} fresh={fresh} />
      </>
    )
  }

  return (
    <Stack spacing={4}>
      {data ? (
        <Typography>
          Group: <strong>{data.groupName}</strong>
        </Typography>
      ) : null}
      {/* Adding NPIs is an admin's (src/contract/access.ts): another role is not offered the box. */}
      {mayDo('updateGroupNpis') ? (
        <NpiEditor group={group} onApplied={(changed) => setFresh(new Set(changed))} />
      ) : null}
      {lists}
    </Stack>
  )
}
