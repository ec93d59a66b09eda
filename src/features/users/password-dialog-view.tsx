import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { isApiError } from '../../api/api-error'
import { applyToForm } from '../../api/error-display'
import { useResetUserPassword } from '../../api/queries/team'
import {
  PASSWORD_RULE,
  ResetPasswordBodySchema,
  type ResetPasswordBody,
  type TeamUser,
} from '../../contract/team-user'
import { showToast } from '../../components/feedback/toast-store'
import { DialogFormActions, ServerRefusal } from './dialog-form-foot'
import { ControlledTextInput } from '../../components/forms/controlled-text-input'

export interface PasswordDialogProps {
  /** Whose password; null when closed. */
  user: TeamUser | null
  onClose: () => void
}

/** The dialog of PasswordDialog, loaded when it first opens. */
export function PasswordDialogView({ user, onClose }: PasswordDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {user ? <PasswordForm key={user.id} user={user} titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  )
}

function PasswordForm({ user, titleId, onClose }: { user: TeamUser; titleId: string; onClose: () => void }) {
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: { password: '' },
  })
  const { control, formState, handleSubmit, setError, getValues } = form
  const reset = useResetUserPassword()
  const busy = formState.isSubmitting
  const onSubmit = handleSubmit(async (body) => {
    try {
      await reset.mutateAsync({ id: user.id, body })
      showToast({ message: `Set a new password for ${user.name}.`, severity: 'success' })
      onClose()
    } catch (error) {
      if (!isApiError(error)) throw error
      // The typed password stays in its field; the service's words go to it or above the buttons.
      applyToForm(error, { setError, getValues })
    }
  })
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <DialogTitle id={titleId}>Reset the password of {user.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {user.email} signs in with the new password from now on; their open sessions end at once.
        </DialogContentText>
        <ControlledTextInput
          control={control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          disabled={busy}
          helperText={PASSWORD_RULE}
        />
        <ServerRefusal message={formState.errors.root?.server?.message} />
      </DialogContent>
      <DialogFormActions busy={busy} submit={'Set password'} onClose={onClose} />
    </form>
  )
}
