import { useId } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { draftQueries, useDeleteDraft } from '../../api/queries/drafts'
import { ResendNotice } from '../../components/forms/resend-notice'
import { showToast } from '../../components/feedback/toast-store'
import { deleteErrorMessage, isFinalDeleteError } from './delete-errors'
import { draftName } from './draft-format'
import type { DeletableDraft } from './draft-columns'

export interface DeleteDraftDialogProps {
  /** The draft to delete; null when closed. */
  draft: DeletableDraft | null
  onClose: () => void
  /** After a delete: the row has gone from the refreshed list. */
  onDeleted: (draft: DeletableDraft) => void
}

/** The dialog of DeleteDraftDialog, loaded when it first opens. */
export function DeleteDraftDialogView({ draft, onClose, onDeleted }: DeleteDraftDialogProps) {
  const titleId = useId()
  const textId = useId()
  const queryClient = useQueryClient()
  const mutation = useDeleteDraft()
  const error = mutation.error
  // A draft that is gone or no longer Pending will never be deletable: no second try, only Close.
  const final = error !== null && isFinalDeleteError(error)

  const close = () => {
    if (mutation.isPending) return
    mutation.reset()
    onClose()
  }
  const confirm = () => {
    if (!draft) return
    mutation.mutate(draft.id, {
      onSuccess: () => {
        showToast({ message: `Deleted the draft ${draftName(draft)}.`, severity: 'success' })
        mutation.reset()
        onDeleted(draft)
      },
      onError: (failure) => {
        // spec: States and transitions: the list on screen is out of date; show what is true now.
        if (failure.kind === 'conflict' || failure.kind === 'not-found') {
          void queryClient.invalidateQueries({ queryKey: draftQueries.all() })
        }
      },
    })
  }

  return (
    <Dialog open={draft !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete draft?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {draft ? (
            <>
              Delete the draft <strong>{draftName(draft)}</strong> (NDC {draft.nationalDrugCode})? This cannot
              be undone.
            </>
          ) : null}
        </DialogContentText>
        {mutation.isPending && mutation.failureReason?.kind === 'rate-limited' ? (
          <ResendNotice what="delete" sx={{ mt: 2 }} />
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {deleteErrorMessage(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={mutation.isPending}>
          {final ? 'Close' : 'Cancel'}
        </Button>
        {final ? null : (
          <Button
            onClick={confirm}
            disabled={mutation.isPending}
            variant="contained"
            color="error"
            // The dark scheme's error.main under white text is 3.7:1; error.dark keeps 4.5:1 in both schemes.
            sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.dark', filter: 'brightness(0.9)' } }}
          >
            {mutation.isPending ? 'Deleting…' : error ? 'Try again' : 'Delete draft'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
