// Dependency-free, so the dashboard's create page takes the header's name without the jobs' schemas.

/**
 * A request header for POST /api/v1/marketplace-listings through this server (signed in): the id of the
 * draft the listing is made from. The server records it, and refuses (409, shape 4) a create from a
 * draft it has listed already, or is listing, by a job or by a person; and (403 or 404, shape 4) one
 * naming a draft that is not the acting pharmacy's own.
 */
export const FROM_DRAFT_HEADER = 'x-from-draft'
