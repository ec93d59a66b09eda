import { lazyWhenShown } from '../../components/lazy-when-shown'
import type { DeletableDraft } from './draft-row'

export interface DeleteDraftDialogProps {
  /** The draft to delete; null when closed. */
  draft: DeletableDraft | null
  onClose: () => void
  /** After a delete: the row has gone from the refreshed list. */
  onDeleted: (draft: DeletableDraft) => void
}

/**
 * Asks before deleting a draft, names it, and says plainly why a delete did not happen. Its code comes
 * when it first opens (components/lazy-when-shown.tsx).
 */
export const DeleteDraftDialog = lazyWhenShown<DeleteDraftDialogProps>(
  async () => (await import('./delete-draft-dialog-view')).DeleteDraftDialogView,
  (props) => props.draft !== null,
)
