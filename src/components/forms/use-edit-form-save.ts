import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiError } from '../../api/api-error'
import { applySaveError, type SaveErrorContext, type SaveFailure } from './form-save-error'

export interface EditFormSaveOptions<TValues extends FieldValues, TBody, TResult> {
  form: UseFormReturn<TValues, unknown, TBody>
  mutation: UseMutationResult<TResult, ApiError, { id: string; body: TBody }>
  /** The path id of the object being edited. */
  id: string
  context: SaveErrorContext
  /** The saved object as form values: the form's new starting point. */
  toValues: (saved: TResult) => TValues
  /** After the form took the saved values, e.g. a toast saying what was saved. */
  onSaved: (saved: TResult) => void
}

export interface EditFormSave {
  /** The form's onSubmit: validates with the form's resolver, then sends once. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  saving: boolean
  /** A 429 came back and the one automatic resend is waiting for the countdown. */
  waitingToResend: boolean
  /** What the last failed save asks of the form besides its message (null: nothing failed). */
  failure: SaveFailure | null
}

/**
 * The save of an edit form (listing, cash offer): one request per submit, while sending the submit
 * stays disabled, on success the returned object becomes the form's values (so it is no longer "dirty"),
 * on failure every typed value stays and the message goes where applySaveError puts it.
 */
export function useEditFormSave<TValues extends FieldValues, TBody, TResult>({
  form,
  mutation,
  id,
  context,
  toValues,
  onSaved,
}: EditFormSaveOptions<TValues, TBody, TResult>): EditFormSave {
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const submit = form.handleSubmit((body) => {
    // A second submit while one is on its way would be a second write (spec: Retries).
    if (mutation.isPending) return
    setFailure(null)
    mutation.mutate(
      { id, body },
      {
        onSuccess: (saved) => {
          form.reset(toValues(saved))
          onSaved(saved)
        },
        onError: (error) => setFailure(applySaveError(error, form, context)),
      },
    )
  })
  return {
    submit,
    saving: mutation.isPending,
    waitingToResend: mutation.isPending && mutation.failureReason?.kind === 'rate-limited',
    failure,
  }
}
