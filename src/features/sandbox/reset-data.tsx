import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useResetSandbox } from '../../api/queries/sandbox-controls'
import { ConfirmDialog } from '../../components/feedback/confirm-dialog'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { showToast } from '../../components/feedback/toast-store'

/** Puts the sandbox's data back to its scenario, after asking: it is every group's data, not just yours. */
export function ResetData() {
  const reset = useResetSandbox()
  const [asking, setAsking] = useState(false)
  return (
    <Stack component="section" spacing={1} aria-labelledby="reset-title" sx={{ alignItems: 'flex-start' }}>
      <Typography id="reset-title" variant="h6" component="h2">
        Reset the data
      </Typography>
      <Typography color="text.secondary">
        Puts every group&apos;s drafts, listings, cash offers and members back to the scenario the sandbox
        started with, and removes every fault rule, yours and other teams&apos;.
      </Typography>
      {reset.error ? <ErrorAlert error={reset.error} title="The data was not reset" /> : null}
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        Reset data
      </Button>
      <ConfirmDialog
        open={asking}
        title="Reset the sandbox data?"
        confirmLabel="Reset"
        destructive
        busy={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => showToast({ message: 'The sandbox data was reset.', severity: 'success' }),
            onSettled: () => setAsking(false),
          })
        }
      >
        Every change made since the sandbox started, by anyone, is undone. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  )
}
