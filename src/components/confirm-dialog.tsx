import type { ReactNode } from 'react'
import { lazyWhenShown } from './lazy-when-shown'

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

/** Asks before an action that cannot be undone. Its code comes when it first opens (lazy-when-shown.tsx). */
export const ConfirmDialog = lazyWhenShown<ConfirmDialogProps>(
  async () => (await import('./confirm-dialog-view')).ConfirmDialogView,
  (props) => props.open,
)
