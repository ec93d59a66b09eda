import { z } from 'zod/mini'
import { listPageCounts } from './list-paging'
import { MarketplaceListingSchema } from './listings'

// GET /api/v1/marketplace-listings, a sandbox extension (sandbox-extensions.ts): a page of listings. A
// module of its own, so the listing pages that read it never load the cash offers' schemas.
export const MarketplaceListingListSchema = z.object({
  data: z.array(MarketplaceListingSchema),
  ...listPageCounts,
})
export type MarketplaceListingList = z.infer<typeof MarketplaceListingListSchema>
