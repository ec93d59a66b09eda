// The addresses of the operations whose first request a page may start early (src/app/first-request.ts),
// in a module without zod, so that script and the operations build them the same way.

/** spec: Endpoints > 2. */
export const DRAFT_SEARCH_PATH = '/api/v1/draft-listings/search'
/** spec: Endpoints > 4 (update), and the sandbox's read of one listing. */
export const listingPath = (id: string) => `/api/v1/marketplace-listings/${encodeURIComponent(id)}`
/** spec: Endpoints > 6 (update), and the sandbox's read of one cash offer. */
export const cashOfferPath = (id: string) => `/api/v1/cash-offers/${encodeURIComponent(id)}`
