import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import type { DeleteDraftDialogProps } from './delete-draft-dialog-view'

/**
 * Asks before deleting a draft, names it, and says plainly why a delete did not happen. Its code comes
 * when it first opens (components/feedback/lazy-when-shown.tsx).
 */
export const DeleteDraftDialog = lazyWhenShown<DeleteDraftDialogProps>(
  async () => (await import('./delete-draft-dialog-view')).DeleteDraftDialogView,
  (props) => props.draft !== null,
)
