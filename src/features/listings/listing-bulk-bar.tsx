import { memo, useEffect, useRef, useState } from 'react'
import Button from '@mui/material/Button'
import { isSignInMode } from '../../api/sign-in-mode'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import { useSelectionVersion, type RowSelection } from '../../components/tables/row-selection'
import { SelectionBar } from '../../components/tables/selection-bar'
import type { MarketplaceListing } from '../../contract/listings'
import type { RepriceStartProps } from './reprice-start'

// What can be done with the chosen listings at once: reprice them (docs/team-server.md, "Bulk jobs"), a
// job the server runs row by row, paced by the group's calls a minute. The dialog and the jobs' code come
// when it first opens. A disabled action says why (selection-bar.tsx): nothing chosen yet, or, without
// sign-in (a key typed in the browser), no server to run a job. Signed in, a role that may not change
// listings gets no boxes and no bar (listings-page.tsx).

const RepriceStart = lazyWhenShown<RepriceStartProps>(
  async () => (await import('./reprice-start')).RepriceStart,
  (props) => props.open,
)

const many = (n: number) => (n === 1 ? '1 listing' : `${n} listings`)

/**
 * Memoised: the list page re-renders on each report of its query; the bar, when its selection or
 * pharmacy changes.
 */
export const ListingBulkBar = memo(function ListingBulkBar({
  selection,
  npi,
}: {
  selection: RowSelection<MarketplaceListing>
  npi: number
}) {
  useSelectionVersion(selection)
  const [open, setOpen] = useState(false)
  const server = isSignInMode()
  const count = selection.count()
  // Another pharmacy's listings are not the ones chosen.
  const chosenFor = useRef(npi)
  useEffect(() => {
    if (chosenFor.current === npi) return
    chosenFor.current = npi
    selection.clear()
  }, [npi, selection])
  const disabled = !server || count === 0
  return (
    <SelectionBar
      label="Chosen listings"
      selection={selection}
      status={`${many(count)} chosen.`}
      emptyNote="Choose Pending listings in the table to reprice them."
      note={
        server
          ? null
          : 'Repricing many listings at once needs the server: sign in to the dashboard on its server.'
      }
    >
      {(whyId) => (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={disabled}
            aria-describedby={disabled ? whyId : undefined}
            onClick={() => setOpen(true)}
          >
            Reprice {many(count)}…
          </Button>
          <RepriceStart
            open={open}
            listings={open ? selection.chosen() : []}
            npi={npi}
            onClose={() => setOpen(false)}
            onStarted={() => {
              setOpen(false)
              selection.clear()
            }}
          />
        </>
      )}
    </SelectionBar>
  )
})
