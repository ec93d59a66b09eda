import { useState } from 'react'
import { useLocation } from 'wouter'
import { z } from 'zod/mini'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import Stack from '@mui/material/Stack'
import { useDeleteDraft } from '../../api/drafts'
import { useHistoryLocation } from '../../components/blocking-router'
import { describeError } from '../../api/error-display'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ResendNotice } from '../../components/resend-notice'
import { showToast } from '../../components/toast-store'

// After a listing was created from a draft (listing-create-form.tsx), the listing's page offers to delete
// that draft (spec: Endpoints > 3), so the same package is not listed twice from it.

const StateSchema = z.object({ createdFromDraft: z.object({ id: z.string(), name: z.string() }) })

export function CreatedFromDraftOffer() {
  const location = useHistoryLocation()
  const [, navigate] = useLocation()
  const parsed = StateSchema.safeParse(location.state)
  const [asking, setAsking] = useState(false)
  const mutation = useDeleteDraft()
  if (!parsed.success) return null
  const draft = parsed.data.createdFromDraft
  // The offer is the page's history entry's: once answered, it is taken out of it (a reload shows none).
  const done = () => navigate(location.pathname + location.search, { replace: true, state: null })
  const confirm = () =>
    mutation.mutate(draft.id, {
      onSuccess: () => {
        showToast({ severity: 'success', message: `Deleted the draft ${draft.name}.` })
        setAsking(false)
        done()
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
            <Button color="inherit" size="small" onClick={done}>
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
