import { lazyDialog } from '../../components/lazy-dialog'
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
 * when it first opens (components/lazy-dialog.tsx).
 */
export const DeleteDraftDialog = lazyDialog<DeleteDraftDialogProps>(
  async () => (await import('./delete-draft-dialog-view')).DeleteDraftDialogView,
  (props) => props.draft !== null,
)
