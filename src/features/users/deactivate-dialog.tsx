import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { describeError } from '../../api/error-display'
import { useUpdateUser } from '../../api/queries/team'
import type { TeamUser } from '../../contract/team-user'
import { ConfirmDialog } from '../../components/feedback/confirm-dialog'
import { showToast } from '../../components/feedback/toast-store'

/**
 * Deactivate (or reactivate) a user, after asking. The server ends a deactivated user's sessions at once:
 * their open tabs are refused on their next request. The last active admin cannot be deactivated (409).
 */
export function DeactivateDialog({ user, onClose }: { user: TeamUser | null; onClose: () => void }) {
  const mutation = useUpdateUser()
  const close = () => {
    if (mutation.isPending) return
    mutation.reset()
    onClose()
  }
  const deactivating = user?.active ?? true
  const confirm = () => {
    if (!user) return
    mutation.mutate(
      { id: user.id, body: { active: !user.active } },
      {
        onSuccess: (changed) => {
          showToast({
            message: `${changed.active ? 'Reactivated' : 'Deactivated'} ${changed.name}.`,
            severity: 'success',
          })
          mutation.reset()
          onClose()
        },
      },
    )
  }
  return (
    <ConfirmDialog
      open={user !== null}
      title={deactivating ? `Deactivate ${user?.name ?? ''}?` : `Reactivate ${user?.name ?? ''}?`}
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      destructive={deactivating}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <Typography>
        {deactivating
          ? `${user?.email ?? ''} can no longer sign in, and their open sessions end now. Their records stay in the audit log.`
          : `${user?.email ?? ''} can sign in again with their role and pharmacies as they were.`}
      </Typography>
      {mutation.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {describeError(mutation.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  )
}
