import { memo, useState } from 'react'
import Button from '@mui/material/Button'
import { isSignInMode, mayDo } from '../../api/sign-in-mode'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import { useSelectionVersion, type RowSelection } from '../../components/tables/row-selection'
import { SelectionBar } from '../../components/tables/selection-bar'
import type { DraftSearchBody, DraftSearchItem } from '../../contract/drafts'
import { JOB_ROWS_MAX } from '../../contract/job-limits'
import type { DraftBulkDialogsProps } from './draft-bulk-dialogs'

// What can be done with the chosen drafts at once: delete them, or list them on the marketplace after a
// review of each row's price and quantity. Either starts a job on the server (docs/team-server.md, "Bulk
// jobs") and opens its page; the dialogs and the jobs' code come when first opened. A disabled action
// says why (selection-bar.tsx): nothing chosen yet, or, without sign-in (a key typed in the browser), no
// server to run a job. Signed in, an action the role may not do is not offered; a role that may do
// neither gets no selection at all (drafts-page.tsx, mayActOnDrafts).

const DraftBulkDialogs = lazyWhenShown<DraftBulkDialogsProps>(
  async () => (await import('./draft-bulk-dialogs')).DraftBulkDialogs,
  (props) => props.asking !== null,
)

export const SEARCH_CAP = JOB_ROWS_MAX

/** Whether the person may do anything with chosen drafts: else the table has no boxes and no bar. */
export const mayActOnDrafts = () => mayDo('createMarketplaceListing') || mayDo('deleteDraftListing')

export interface DraftBulkBarProps {
  selection: RowSelection<DraftSearchItem>
  npi: number
  /** The search shown, without its page: what "every row of this search" sends. */
  search: DraftSearchBody
  /** Drafts the search matched. */
  matched: number
  /**
   * The rows on screen, as the selection's page holds them: memoised, the bar draws again when they
   * change (whether the page's rows are all chosen), not each time the list's query reports.
   */
  rows?: readonly DraftSearchItem[]
}

function countText(count: number, whole: boolean, matched: number): string {
  if (whole)
    return `All ${count} drafts of this search are chosen${matched > SEARCH_CAP ? ` (the first ${SEARCH_CAP} of ${matched})` : ''}.`
  return count === 1 ? '1 draft chosen.' : `${count} drafts chosen.`
}

export const DraftBulkBar = memo(function DraftBulkBar({
  selection,
  npi,
  search,
  matched,
}: DraftBulkBarProps) {
  useSelectionVersion(selection)
  const [asking, setAsking] = useState<'delete' | 'list' | null>(null)
  const server = isSignInMode()
  const count = selection.count()
  const whole = selection.mode() === 'all'
  const page = selection.page()
  const pageChosen = page.length > 0 && page.every((item) => selection.isSelected(item.id!))
  const mayList = mayDo('createMarketplaceListing')
  const mayDelete = mayDo('deleteDraftListing')
  const disabled = !server || count === 0
  return (
    <SelectionBar
      label="Chosen drafts"
      selection={selection}
      status={countText(count, whole, matched)}
      emptyNote="Choose drafts in the table to list or delete them."
      note={
        server
          ? null
          : 'Acting on many drafts at once needs the server: sign in to the dashboard on its server.'
      }
    >
      {(whyId) => (
        <>
          {!whole && pageChosen && matched > page.length ? (
            <Button size="small" onClick={() => selection.selectAll(matched, SEARCH_CAP)}>
              Select every row of this search, up to {SEARCH_CAP}
            </Button>
          ) : null}
          {mayList ? (
            <Button
              size="small"
              variant="outlined"
              disabled={disabled}
              aria-describedby={disabled ? whyId : undefined}
              onClick={() => setAsking('list')}
            >
              List on marketplace…
            </Button>
          ) : null}
          {mayDelete ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={disabled}
              aria-describedby={disabled ? whyId : undefined}
              onClick={() => setAsking('delete')}
            >
              Delete…
            </Button>
          ) : null}
          <DraftBulkDialogs
            asking={asking}
            onClose={() => setAsking(null)}
            selection={selection}
            npi={npi}
            search={search}
          />
        </>
      )}
    </SelectionBar>
  )
})
