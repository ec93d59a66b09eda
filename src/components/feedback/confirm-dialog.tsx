import { lazyWhenShown } from './lazy-when-shown'
import type { ConfirmDialogProps } from './confirm-dialog-view'

/** Asks before an action that cannot be undone. Its code comes when it first opens (lazy-when-shown.tsx). */
export const ConfirmDialog = lazyWhenShown<ConfirmDialogProps>(
  async () => (await import('./confirm-dialog-view')).ConfirmDialogView,
  (props) => props.open,
)
