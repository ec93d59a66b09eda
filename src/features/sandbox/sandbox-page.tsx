import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { sandboxControlQueries, useWatchFaultRules } from '../../api/queries/sandbox-controls'
import { mayDo } from '../../api/sign-in-mode'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { PageFrame } from '../../components/pages/page-frame'
import { RoleRefusal } from '../../components/pages/role-refusal'
import { RequireConnection } from '../../components/pages/require-connection'
import { FaultForm } from './fault-form'
import { FaultRulesList } from './fault-rules-list'
import { ResetData } from './reset-data'
import { LoadingBar } from '../../components/feedback/loading-bar'

/**
 * /sandbox: faults on demand and reset, the sandbox's control surface (docs/sandbox.md). A tester adds a
 * fault here, then opens any page to watch the dashboard handle it.
 */
export function SandboxPage() {
  // Signed in as a role that may not use the controls (an admin's): the plain refusal, and no read of
  // the faults the server would refuse.
  if (!mayDo('listFaultRules'))
    return (
      <PageFrame title="Sandbox">
        <RoleRefusal action="use the sandbox's controls" />
      </PageFrame>
    )
  return (
    <PageFrame
      title="Sandbox"
      description="Make the sandbox answer the next calls made with your key with a fault, then open any page to see how the dashboard handles it."
    >
      <RequireConnection>{() => <SandboxControls />}</RequireConnection>
    </PageFrame>
  )
}

function SandboxControls() {
  const { data, error, isPending, refetch } = useQuery(sandboxControlQueries.rules())
  // Once the list is read, follow its changes: a rule used up by a call elsewhere leaves at once.
  useWatchFaultRules(data !== undefined)
  if (error?.kind === 'not-found') {
    return (
      <Alert severity="info">
        The connected service has no sandbox controls: it is not a sandbox, or its controls are turned off
        (SANDBOX_CONTROLS=false).
      </Alert>
    )
  }
  return (
    <Stack spacing={4}>
      <FaultForm />
      {error ? (
        <ErrorAlert
          error={error}
          title="The active faults could not be loaded"
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <LoadingBar aria-label="Loading the active faults" />
      ) : (
        <FaultRulesList rules={data.rules} />
      )}
      <ResetData />
    </Stack>
  )
}
