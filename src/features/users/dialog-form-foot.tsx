import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'

// The end of a users page dialog's form: the server's refusal that no field takes, and Cancel beside the
// submit button (both held while the request is on its way).

/** The server's refusal that no field takes, under the fields; nothing when there is none. */
export function ServerRefusal({ message }: { message: string | undefined }) {
  return message ? (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  ) : null
}

export function DialogFormActions({
  busy,
  submit,
  onClose,
}: {
  busy: boolean
  /** The submit button's words while nothing is on its way. */
  submit: string
  onClose: () => void
}) {
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Saving…' : submit}
      </Button>
    </DialogActions>
  )
}
