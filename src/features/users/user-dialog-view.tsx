import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { isApiError, type ApiError } from '../../api/api-error'
import { applyToForm, describeError, type FieldMap } from '../../api/error-display'
import { signInSlots } from '../../api/sign-in-mode'
import { useCreateUser, useUpdateUser } from '../../api/queries/team'
import type { TeamUser } from '../../contract/team-user'
import { showToast } from '../../components/feedback/toast-store'
import { DialogFormActions, ServerRefusal } from './dialog-form-foot'
import { UserFields, type PharmacyChoice } from './user-fields'
import {
  AddUserValuesSchema,
  EMPTY_USER,
  EditUserValuesSchema,
  createBodyOf,
  editValuesOf,
  updateBodyOf,
  type AddUserValues,
} from './user-form-values'

export interface UserDialogProps {
  /** 'add', a user to change, or null when closed. */
  subject: 'add' | TeamUser | null
  onClose: () => void
}

/** The dialog of UserDialog, loaded when it first opens; a new form for each subject. */
export function UserDialogView({ subject, onClose }: UserDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={subject !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {subject === null ? null : (
        <UserForm
          key={subject === 'add' ? 'add' : subject.id}
          user={subject === 'add' ? null : subject}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </Dialog>
  )
}

/**
 * The group's pharmacies the admin acts for, as the server said at sign-in (the session), with any NPI the
 * user already acts for that the list does not name.
 */
function useChoices(user: TeamUser | null): { choices: PharmacyChoice[]; note: string | null } {
  const listed = signInSlots.pharmacies?.() ?? null
  const members: readonly PharmacyChoice[] = listed ?? []
  const own = user && user.npis !== 'all' ? user.npis : []
  const extra = own.filter((npi) => !members.some((m) => m.npi === npi)).map((npi) => ({ npi, name: null }))
  const note =
    listed === null
      ? "The group's pharmacies could not be read when you signed in: only every pharmacy can be given. Sign in again to read them."
      : null
  return { choices: [...members, ...extra], note }
}

function UserForm({
  user,
  titleId,
  onClose,
}: {
  user: TeamUser | null
  titleId: string
  onClose: () => void
}) {
  const adding = user === null
  const form = useForm<AddUserValues>({
    // The edit form has no e-mail or password: its rules are the edit schema's.
    resolver: zodResolver(
      adding ? AddUserValuesSchema : (EditUserValuesSchema as typeof AddUserValuesSchema),
    ),
    defaultValues: adding ? EMPTY_USER : { ...EMPTY_USER, ...editValuesOf(user) },
  })
  const { control, formState, handleSubmit, setError, getValues } = form
  const allPharmacies = useWatch({ control, name: 'allPharmacies' })
  const { choices, note } = useChoices(user)
  const create = useCreateUser()
  const update = useUpdateUser()
  const busy = formState.isSubmitting

  // Every field keeps what was typed; the service's words go to their field, the rest above the buttons.
  const showError = (error: ApiError) => {
    if (error.kind === 'conflict' && adding) {
      setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
      return
    }
    if (error.kind === 'request-shape') {
      const npiKeys: FieldMap<AddUserValues> = Object.fromEntries(
        Object.keys(error.fields)
          .filter((key) => key.startsWith('npis.'))
          .map((key) => [key, 'npis' as const]),
      )
      applyToForm(error, { setError, getValues }, npiKeys)
      return
    }
    setError('root.server', { type: 'server', message: describeError(error) })
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (adding) {
        const created = await create.mutateAsync(createBodyOf(AddUserValuesSchema.parse(values)))
        showToast({ message: `Added ${created.name} (${created.email}).`, severity: 'success' })
      } else {
        const changed = await update.mutateAsync({
          id: user.id,
          body: updateBodyOf(EditUserValuesSchema.parse(values)),
        })
        showToast({ message: `Saved ${changed.name}.`, severity: 'success' })
      }
      onClose()
    } catch (error) {
      if (!isApiError(error)) throw error
      showError(error)
    }
  })

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <DialogTitle id={titleId}>{adding ? 'Add a user' : `Change ${user.name}`}</DialogTitle>
      <DialogContent>
        {adding ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {user.email}: a new role or pharmacies hold from the user&apos;s next request.
          </Alert>
        )}
        <UserFields
          control={control}
          adding={adding}
          pharmacies={choices}
          pharmaciesNote={note}
          allPharmacies={allPharmacies}
          disabled={busy}
        />
        <ServerRefusal message={formState.errors.root?.server?.message} />
      </DialogContent>
      <DialogFormActions busy={busy} submit={adding ? 'Add user' : 'Save user'} onClose={onClose} />
    </form>
  )
}
