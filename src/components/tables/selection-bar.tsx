import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { RowSelection } from './row-selection'

// The bar over a list table with a selection column (select-column.tsx): how many rows are chosen, the
// page's bulk actions, and a way to clear the choice. The actions, which start a job on the server (docs/team-server.md,
// "Bulk jobs"). Without sign-in (a key typed in the browser) there is no server to run a job: the page
// shows its actions disabled and `serverNote` says so.

export interface SelectionBarProps<T> {
  /** The region's name, e.g. "Chosen drafts". */
  label: string
  selection: RowSelection<T>
  /** The count in words, e.g. "3 drafts chosen." (a live status). */
  status: string
  /** Shown under the actions when set: why they are disabled. */
  note?: string | null
  /** The actions (buttons, e.g. "Select every row of this search", "Delete…") and their dialogs. */
  children: ReactNode
}

export function SelectionBar<T>({ label, selection, status, note, children }: SelectionBarProps<T>) {
  return (
    <div className="bulk-bar" role="region" aria-label={label}>
      <Typography role="status" className="bulk-count">
        {status}
      </Typography>
      {children}
      {/* Always there (disabled with nothing chosen): its styles are on the page before the first click,
          so choosing a row does not insert them then and restyle the whole page (a long task). */}
      <Button size="small" disabled={selection.count() === 0} onClick={() => selection.clear()}>
        Clear the choice
      </Button>
      {note ? (
        <Typography className="bulk-note" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </div>
  )
}
