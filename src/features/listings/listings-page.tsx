import { useMemo, useState } from 'react'
import { listingQueries } from '../../api/queries/listings'
import { mayDo } from '../../api/sign-in-mode'
import { LISTING_STATUS } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { createRowSelection } from '../../components/tables/row-selection'
import { selectColumn } from '../../components/tables/select-column'
import type { ListSelectionSlot } from '../../components/tables/status-list-page'
import { StatusListPage } from '../../components/tables/status-list-page'
import { ListingBulkBar } from './listing-bulk-bar'
import { NewListingLink } from './new-listing-link'
import { LISTING_COLUMNS, listingEditLabel, listingName } from './listing-columns'
import { LISTING_KIND } from './listing-kind'

/** Only a Pending listing can be changed (spec: Status rules): the others have no box. */
const repriceableId = (listing: MarketplaceListing) =>
  listing.status === LISTING_STATUS.Pending ? listing.id : undefined

export function ListingsPage() {
  // The selection lives outside React's state: a box re-renders alone (row-selection.ts).
  const [selection] = useState(() => createRowSelection(repriceableId))
  // A role that may not change listings (signed in) is offered no boxes, no bar, and no word of editing.
  const mayChange = mayDo('updateMarketplaceListing')
  const slot = useMemo(
    (): ListSelectionSlot<MarketplaceListing> | undefined =>
      mayChange
        ? {
            column: selectColumn(selection, listingName),
            setPage: selection.setPage,
            bar: (npi) => <ListingBulkBar selection={selection} npi={npi} />,
          }
        : undefined,
    [selection, mayChange],
  )
  return (
    <StatusListPage
      kind={LISTING_KIND}
      title="Marketplace listings"
      description={
        mayChange
          ? "The acting pharmacy's listings on the marketplace. Pending listings can be edited, and repriced many at once."
          : "The acting pharmacy's listings on the marketplace."
      }
      statuses={LISTING_STATUS}
      listQuery={(pharmacyNpi, params) => listingQueries.list({ pharmacyNpi, ...params })}
      none="This pharmacy has no listings."
      columns={LISTING_COLUMNS}
      tableClassName="listings-table"
      editLabel={listingEditLabel}
      actions={<NewListingLink />}
      selection={slot}
    />
  )
}
