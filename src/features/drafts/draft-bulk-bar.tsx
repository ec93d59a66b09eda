import { useState } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { isSignInMode, mayDo } from '../../api/sign-in-mode'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import type { DraftSearchBody } from '../../contract/drafts'
import { JOB_ROWS_MAX } from '../../contract/job-limits'
import type { DraftBulkDialogsProps } from './draft-bulk-dialogs'
import { useSelectionVersion, type DraftSelection } from './draft-selection'

// What can be done with the chosen drafts at once: delete them, or list them on the marketplace after a
// review of each row's price and quantity. Either starts a job on the server (docs/team-server.md, "Bulk
// jobs") and opens its page; the dialogs and the jobs' code come when first opened. Without sign-in (a
// key typed in the browser) there is no server to run a job: the actions show, disabled, with a line
// saying so.

const DraftBulkDialogs = lazyWhenShown<DraftBulkDialogsProps>(
  async () => (await import('./draft-bulk-dialogs')).DraftBulkDialogs,
  (props) => props.asking !== null,
)

export const SEARCH_CAP = JOB_ROWS_MAX

export interface DraftBulkBarProps {
  selection: DraftSelection
  npi: number
  /** The search shown, without its page: what "every row of this search" sends. */
  search: DraftSearchBody
  /** Drafts the search matched. */
  matched: number
}

function countText(count: number, whole: boolean, matched: number): string {
  if (whole)
    return `All ${count} drafts of this search are chosen${matched > SEARCH_CAP ? ` (the first ${SEARCH_CAP} of ${matched})` : ''}.`
  return count === 1 ? '1 draft chosen.' : `${count} drafts chosen.`
}

export function DraftBulkBar({ selection, npi, search, matched }: DraftBulkBarProps) {
  useSelectionVersion(selection)
  const [asking, setAsking] = useState<'delete' | 'list' | null>(null)
  const server = isSignInMode()
  const count = selection.count()
  const whole = selection.mode() === 'search'
  const page = selection.page()
  const pageChosen = page.length > 0 && page.every((item) => selection.isSelected(item.id!))
  return (
    <div className="bulk-bar" role="region" aria-label="Chosen drafts">
      <Typography role="status" className="bulk-count">
        {countText(count, whole, matched)}
      </Typography>
      {!whole && pageChosen && matched > page.length ? (
        <Button size="small" onClick={() => selection.selectSearch(matched, SEARCH_CAP)}>
          Select every row of this search, up to {SEARCH_CAP}
        </Button>
      ) : null}
      {/* Always there (disabled with nothing chosen), as the filters' "Clear filters": its styles are on
          the page before the first click, so choosing a row does not restyle the whole page. */}
      <Button size="small" disabled={count === 0} onClick={() => selection.clear()}>
        Clear the choice
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!server || count === 0 || !mayDo('createMarketplaceListing')}
        onClick={() => setAsking('list')}
      >
        List on marketplace…
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={!server || count === 0 || !mayDo('deleteDraftListing')}
        onClick={() => setAsking('delete')}
      >
        Delete…
      </Button>
      {server ? null : (
        <Typography className="bulk-note" color="text.secondary">
          Acting on many drafts at once needs the server: sign in to the dashboard on its server.
        </Typography>
      )}
      <DraftBulkDialogs
        asking={asking}
        onClose={() => setAsking(null)}
        selection={selection}
        npi={npi}
        search={search}
      />
    </div>
  )
}
