import type { ObjectKind } from '../../components/pages/object-kind'
import { paths } from '../../components/routing/paths'

/** How the listing pages name a listing. */
export const LISTING_KIND: ObjectKind = {
  one: 'listing',
  many: 'listings',
  short: 'listing',
  aShort: 'a listing',
  exampleId: '9979ac03-1763-44d3-8c5e-65d6d20e0e8d',
  listPath: paths.listings,
  editPath: paths.listing,
  changeOperation: 'updateMarketplaceListing',
}
