// Sandbox extensions (docs/conventions.md, Gaps in the spec): read one listing (with its drug package, so a form knows the
// package size for the quantity rule) and list a pharmacy's listings. Same order of checks as the spec's
// operations: request binding and value rules first, then authentication, membership, existence, ownership.
import type { FastifyInstance } from 'fastify'
import { LISTING_STATUS } from '../../src/contract/enums'
import { authenticateActing } from '../http/auth'
import { requireGuid } from '../http/pipeline'
import { genericProblem } from '../http/problems'
import type { RouteContext } from './context'
import { presentListing } from './listing-rules'
import { bindListQuery, bindNpiAndStatus } from './query-binding'

const STATUSES = Object.values(LISTING_STATUS)

export function marketplaceListingReadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos } = ctx

  app.get('/api/v1/marketplace-listings', async (request) => {
    const { npi, page } = bindListQuery(request.query, 'pharmacyNpi', STATUSES)
    const { pharmacy } = await authenticateActing(request, repos.groups, npi)
    const { rows, recordsTotal, recordsFiltered } = await repos.listings.pageBySeller(pharmacy.key, page)
    return {
      data: await Promise.all(rows.map((row) => presentListing(ctx, row, true))),
      recordsTotal,
      recordsFiltered,
    }
  })

  app.get<{ Params: { id: string } }>('/api/v1/marketplace-listings/:id', async (request) => {
    const { npi } = bindNpiAndStatus(request.query, 'pharmacyNpi', null)
    const id = requireGuid(request.params.id, 'id')
    const { pharmacy } = await authenticateActing(request, repos.groups, npi)
    const listing = await repos.listings.findById(id)
    if (!listing) throw genericProblem(404, `No marketplace listing has the id ${id}.`)
    if (listing.sellerKey !== pharmacy.key)
      throw genericProblem(403, 'This listing belongs to another pharmacy.')
    return presentListing(ctx, listing, true)
  })
}
