import { HttpResponse } from 'msw'
import type { MarketplaceListing, UpdateListingBody } from '../contract/listings'
import { mockEditService, openEditPage, saveButton } from './edit-page-test-harness'
import { listingFixture } from './listing-fixture'
import { ListingEditPage } from '../features/listings/listing-edit-page'
import { LISTING_KIND } from '../features/listings/listing-kind'

// Test support for the listing form's component tests: the service holding one listing, and its edit page.

export const listing = listingFixture()

const mock = mockEditService<MarketplaceListing, UpdateListingBody>({
  path: `/api/v1/marketplace-listings/${listing.id}`,
  initial: listing,
  // The update's answer carries no drug package.
  saved: (body, current) => HttpResponse.json({ ...current, ...body, drugPackage: undefined }),
})

/** What the mocked service holds and was sent; reset before each test. */
export const service = mock.service

/** Registers the mocked service and its reset around each test of the calling file. */
export const setUpListingService = mock.setUp

/** Opens /listings/:id (with /listings before it in the history) and waits for the form. */
export const openForm = () =>
  openEditPage({
    kind: LISTING_KIND,
    route: '/listings/:listingId',
    page: <ListingEditPage />,
    id: listing.id,
  })

export const save = () => saveButton(LISTING_KIND)
