import { listingQueries } from '../../api/queries/listings'
import { LISTING_STATUS } from '../../contract/enums'
import { StatusListPage } from '../../components/tables/status-list-page'
import { NewListingLink } from './new-listing-link'
import { LISTING_COLUMNS, listingEditLabel } from './listing-columns'
import { LISTING_KIND } from './listing-kind'

export function ListingsPage() {
  return (
    <StatusListPage
      kind={LISTING_KIND}
      title="Marketplace listings"
      description="The acting pharmacy's listings on the marketplace. Pending listings can be edited."
      statuses={LISTING_STATUS}
      listQuery={(pharmacyNpi, params) => listingQueries.list({ pharmacyNpi, ...params })}
      none="This pharmacy has no listings."
      columns={LISTING_COLUMNS}
      tableClassName="listings-table"
      editLabel={listingEditLabel}
      actions={<NewListingLink />}
    />
  )
}
