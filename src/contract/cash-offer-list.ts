import { z } from 'zod/mini'
import { CashOfferSchema } from './cash-offers'
import { listPageCounts } from './list-paging'

// GET /api/v1/cash-offers, a sandbox extension (sandbox-extensions.ts): a page of cash offers. A module
// of its own, so the cash offer pages that read it never load the listings' schemas.
export const CashOfferListSchema = z.object({ data: z.array(CashOfferSchema), ...listPageCounts })
export type CashOfferList = z.infer<typeof CashOfferListSchema>
