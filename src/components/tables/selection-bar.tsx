import { useId, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { RowSelection } from './row-selection'

// The bar over a list table with a selection column (select-column.tsx): how many rows are chosen, the
// page's bulk actions, and a way to clear the choice. The actions start a job on the server
// (docs/team-server.md, "Bulk jobs"). A disabled action says why, in a line under the actions that each
// disabled button names as its description: nothing is chosen yet, or (a key typed in the browser) there
// is no server to run a job. A role that may not do an action is not offered it at all (the page's bar
// leaves its button out).

export interface SelectionBarProps<T> {
  /** The region's name, e.g. "Chosen drafts". */
  label: string
  selection: RowSelection<T>
  /** The count in words, e.g. "3 drafts chosen." (a live status). */
  status: string
  /** Why the actions wait while nothing is chosen, e.g. "Choose drafts in the table to act on them." */
  emptyNote: string
  /** Why the actions are disabled whatever is chosen (no server), or null. */
  note?: string | null
  /**
   * The actions (buttons, e.g. "Select every row of this search", "Delete…") and their dialogs, given the
   * id of the line saying why a disabled one is (its aria-describedby), or undefined when none is.
   */
  children: (whyId: string | undefined) => ReactNode
}

export function SelectionBar<T>({
  label,
  selection,
  status,
  emptyNote,
  note,
  children,
}: SelectionBarProps<T>) {
  const id = useId()
  const empty = selection.count() === 0
  const why = note ?? (empty ? emptyNote : null)
  const whyId = why ? id : undefined
  return (
    <div className="bulk-bar" role="region" aria-label={label}>
      <Typography role="status" className="bulk-count">
        {status}
      </Typography>
      {children(whyId)}
      {/* Always there (disabled with nothing chosen): its styles are on the page before the first click,
          so choosing a row does not insert them then and restyle the whole page (a long task). */}
      <Button
        size="small"
        disabled={empty}
        aria-describedby={empty ? whyId : undefined}
        onClick={() => selection.clear()}
      >
        Clear the choice
      </Button>
      {why ? (
        <Typography id={id} className="bulk-note" color="text.secondary">
          {why}
        </Typography>
      ) : null}
    </div>
  )
}
