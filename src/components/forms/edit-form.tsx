import type { ReactNode } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import Stack from '@mui/material/Stack'
import type { ApiError } from '../../api/api-error'
import { EditFormFooter } from './edit-form-footer'
import type { EditPageFormProps } from '../pages/edit-page'
import type { ObjectKind } from '../pages/object-kind'
import { showToast } from '../feedback/toast-store'
import { UnsavedChangesGuard } from '../routing/unsaved-changes-guard'
import { useEditFormSave } from './use-edit-form-save'

export interface EditFormProps<TValues extends FieldValues, TBody, TSaved> {
  kind: ObjectKind
  /** The feature's form (useForm with its contract's resolver), opened on the object as read. */
  form: UseFormReturn<TValues, unknown, TBody>
  /** The resource's update hook, e.g. useUpdateListing(). */
  mutation: UseMutationResult<TSaved, ApiError, { id: string; body: TBody }>
  /** The saved object as form values: the form's new starting point. */
  toValues: (saved: TSaved) => TValues
  /** The toast after a save, saying what was saved. */
  savedMessage: (saved: TSaved) => string
  /** What the edit page handed the form. */
  page: Omit<EditPageFormProps<unknown>, 'current'>
  /** The inputs; `locked` after a 409, when the object can no longer be changed. */
  children: (locked: boolean) => ReactNode
}

/**
 * An edit form (listing, cash offer): the inputs, the message that belongs to no field, the buttons, and the
 * question before leaving with unsaved changes. One request per submit; every typed value stays on failure.
 */
export function EditForm<TValues extends FieldValues, TBody, TSaved>({
  kind,
  form,
  mutation,
  toValues,
  savedMessage,
  page,
  children,
}: EditFormProps<TValues, TBody, TSaved>) {
  const { submit, saving, waitingToResend, failure } = useEditFormSave({
    form,
    mutation,
    id: page.id,
    context: { pharmacyNpi: page.pharmacyNpi, what: kind.one },
    toValues,
    onSaved: (saved) => showToast({ severity: 'success', message: savedMessage(saved) }),
  })
  const { isDirty, errors } = form.formState
  const locked = failure === 'conflict'

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={3}
      aria-label={`Edit ${kind.one}`}
    >
      {children(locked)}
      <EditFormFooter
        rootError={errors.root?.server?.message}
        failure={failure}
        saving={saving}
        waitingToResend={waitingToResend}
        locked={locked}
        dirty={isDirty}
        submitLabel={`Save ${kind.one}`}
        onDiscard={() => form.reset()}
        onReload={page.onReload}
        reloading={page.reloading}
        backTo={{ href: kind.listPath, label: `Back to ${kind.many}` }}
      />
      <UnsavedChangesGuard when={isDirty} what={`this ${kind.one}`} />
    </Stack>
  )
}
