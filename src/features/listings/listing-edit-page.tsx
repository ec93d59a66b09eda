import { lazy } from 'react'
import { useParams } from 'wouter'
import { listingQueries } from '../../api/queries/listings'
import { LISTING_STATUS } from '../../contract/enums'
import { EditPage } from '../../components/pages/edit-page'
import { CreatedFromDraftOffer } from './created-from-draft-offer'
import { ListingForm } from './listing-form'
import { LISTING_KIND } from './listing-kind'
import { ListingSummary } from './listing-summary'

// A listing that is no longer Pending is shown read-only: code most visits (a Pending listing) never need.
const ListingClosedView = lazy(async () => ({
  default: (await import('./listing-closed-view')).ListingClosedView,
}))

export function ListingEditPage() {
  const { listingId = '' } = useParams()
  return (
    <>
      <CreatedFromDraftOffer />
      <EditPage
        kind={LISTING_KIND}
        operation="updateMarketplaceListing"
        id={listingId}
        description="Change a Pending listing's lot, expiration, price, quantity and package details."
        detailQuery={listingQueries.detail}
        statuses={LISTING_STATUS}
        summary={(listing) => <ListingSummary listing={listing} />}
        closed={ListingClosedView}
        unknownWithoutRead="The package size is not known, so the service checks the quantity's upper limit."
        form={ListingForm}
      />
    </>
  )
}
