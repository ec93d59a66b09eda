import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import Stack from '@mui/material/Stack'
import { useDeleteDraft } from '../../api/queries/drafts'
import { describeError } from '../../api/error-display'
import { ConfirmDialog } from '../../components/feedback/confirm-dialog'
import { ResendNotice } from '../../components/forms/resend-notice'
import { showToast } from '../../components/feedback/toast-store'

export interface CreatedFromDraftOfferViewProps {
  draft: { id: string; name: string }
  /** The offer was answered (the draft deleted or kept): it is taken out of the page's history entry. */
  onDone: () => void
}

/** The offer to delete the draft a listing was just created from, and the question before deleting it. */
export function CreatedFromDraftOfferView({ draft, onDone }: CreatedFromDraftOfferViewProps) {
  const [asking, setAsking] = useState(false)
  const mutation = useDeleteDraft()
  const confirm = () =>
    mutation.mutate(draft.id, {
      onSuccess: () => {
        showToast({ severity: 'success', message: `Deleted the draft ${draft.name}.` })
        setAsking(false)
        onDone()
      },
    })
  return (
    <>
      <Alert
        severity="success"
        sx={{ mb: 2 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => setAsking(true)}>
              Delete the draft
            </Button>
            <Button color="inherit" size="small" onClick={onDone}>
              Keep it
            </Button>
          </Stack>
        }
      >
        Listing created from the draft {draft.name}. The draft is still in your drafts.
      </Alert>
      <ConfirmDialog
        open={asking}
        title="Delete draft?"
        confirmLabel={mutation.isPending ? 'Deleting…' : 'Delete draft'}
        destructive
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => {
          mutation.reset()
          setAsking(false)
        }}
      >
        <DialogContentText>
          Delete the draft <strong>{draft.name}</strong>? The listing stays. This cannot be undone.
        </DialogContentText>
        {mutation.isPending && mutation.failureReason?.kind === 'rate-limited' ? (
          <ResendNotice what="delete" sx={{ mt: 2 }} />
        ) : null}
        {mutation.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(mutation.error)}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
