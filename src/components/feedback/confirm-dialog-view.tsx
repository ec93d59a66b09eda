import { useId, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  /** The verb of the action, e.g. "Delete draft". */
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** While the action runs: the buttons are disabled so it cannot be sent twice. */
  busy?: boolean
  destructive?: boolean
}

/** The dialog of ConfirmDialog, loaded when it first opens. */
export function ConfirmDialogView({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
