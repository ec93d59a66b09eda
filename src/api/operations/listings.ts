import type { ListingStatus } from '../../contract/enums'
import {
  MarketplaceListingSchema,
  type CreateListingBody,
  type MarketplaceListing,
  type UpdateListingBody,
} from '../../contract/listings'
import { MarketplaceListingListSchema, type MarketplaceListingList } from '../../contract/listing-list'
import type { ListPageParams } from '../../contract/list-paging'
import { FROM_DRAFT_HEADER } from '../../contract/from-draft'
import type { ApiTransport } from '../api-transport'
import { listingPath } from './paths'

// spec: Endpoints > 1 (update), Referenced operations (create, the body chosen by the sandbox). The list and
// the read are sandbox extensions (docs/conventions.md, Gaps in the spec): a service without them answers 404.

/** The page and order are the list extension's too (docs/sandbox.md); absent, the service's defaults. */
export interface ListingListParams extends ListPageParams {
  pharmacyNpi: number
  /** Absent: every status. */
  status?: ListingStatus | undefined
}

export const listListings = (
  t: ApiTransport,
  params: ListingListParams,
  signal?: AbortSignal,
): Promise<MarketplaceListingList> =>
  t.request(
    {
      operation: 'list marketplace listings',
      method: 'GET',
      path: '/api/v1/marketplace-listings',
      query: { ...params },
      signal,
    },
    MarketplaceListingListSchema,
  )

/** One listing with its drug package (for the quantity's upper bound). */
export const getListing = (
  t: ApiTransport,
  id: string,
  pharmacyNpi: number,
  signal?: AbortSignal,
): Promise<MarketplaceListing> =>
  t.request(
    {
      operation: 'read marketplace listing',
      method: 'GET',
      path: listingPath(id),
      query: { pharmacyNpi },
      signal,
    },
    MarketplaceListingSchema,
  )

export const updateListing = (
  t: ApiTransport,
  id: string,
  body: UpdateListingBody,
): Promise<MarketplaceListing> =>
  t.request(
    { operation: 'update marketplace listing', method: 'PUT', path: listingPath(id), body },
    MarketplaceListingSchema,
  )

/**
 * With `fromDraftId`, the listing is made from that draft: signed in, this server records it and refuses
 * a second listing of the same draft (X-From-Draft, src/contract/jobs.ts); a typed key sends nothing more.
 */
export const createListing = (
  t: ApiTransport,
  body: CreateListingBody,
  fromDraftId?: string,
): Promise<MarketplaceListing> =>
  t.request(
    {
      operation: 'create marketplace listing',
      method: 'POST',
      path: '/api/v1/marketplace-listings',
      body,
      ...(fromDraftId === undefined ? {} : { serverHeaders: { [FROM_DRAFT_HEADER]: fromDraftId } }),
    },
    MarketplaceListingSchema,
  )
