// spec: Endpoints > 1 (PUT update) and Referenced operations (POST create, a sandbox definition: the update
// body plus nationalDrugCode, answered 201 with the listing). Steps run in the documented order.
import { LISTING_STATUS } from '../../src/contract/enums'
import {
  CreateListingBodySchema,
  UpdateListingBodySchema,
  createListingBodyProblems,
  listingBodyProblems,
} from '../../src/contract/listings'
import { parseNdc } from '../../src/contract/ndc'
import type { FieldProblem } from '../../src/contract/errors'
import type { FastifyInstance } from 'fastify'
import { authenticateActing } from '../http/auth'
import { failField, rejectProblems, requireNpiField } from '../http/pipeline'
import { NDC_SELL_LIMIT, medicationScanRequired, ndcSellLimitReached } from '../http/refusals'
import { parseShape, requireObjectBody } from '../http/request-shape'
import type { RouteContext } from './context'
import { listingFields, presentListing, rejectRestrictedPharmacy } from './listing-rules'
import { pendingUpdate } from './pending-update'

const CREATE_KEYS = Object.keys(CreateListingBodySchema.shape)

export function marketplaceListingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos, clock } = ctx

  app.put<{ Params: { id: string } }>(
    '/api/v1/marketplace-listings/:id',
    pendingUpdate(ctx, {
      objectName: 'listing',
      typeName: 'UpdateMarketplaceListingRequest',
      schema: UpdateListingBodySchema,
      npiField: 'pharmacyNPI',
      idParam: 'id',
      statuses: LISTING_STATUS,
      find: (id) => repos.listings.findById(id),
      notOwned: (listing, _group, pharmacy) =>
        listing.sellerKey !== pharmacy.key ? 'This listing belongs to another pharmacy.' : null,
      problems: (body, { now, drug }) => listingBodyProblems(body, { now, packageSize: drug?.packageSize }),
      update: (id, body, now) => repos.listings.updatePending(id, listingFields(body), now),
      present: (row) => presentListing(ctx, row, false),
    }),
  )

  app.post('/api/v1/marketplace-listings', async (request, reply) => {
    const now = clock()
    const body = requireObjectBody(request.body, CREATE_KEYS, 'CreateMarketplaceListingRequest')
    requireNpiField(body, 'pharmacyNPI')
    const input = parseShape(CreateListingBodySchema, body)
    // The quantity rule needs the drug's package size: catalogue data, so it is looked up before the key.
    const ndc = parseNdc(input.nationalDrugCode)
    const drug = ndc.ok ? await repos.drugs.findByNdc(ndc.normalized) : undefined
    rejectProblems(createListingBodyProblems(input, { now, packageSize: drug?.packageSize }), body)
    const { pharmacy } = await authenticateActing(request, repos.groups, input.pharmacyNPI)
    if (!drug) {
      failField(
        body,
        'nationalDrugCode',
        'PredicateValidator',
        `No drug package with NDC ${input.nationalDrugCode} is sold on the marketplace.`,
      )
    }
    const problems: FieldProblem[] = [...listingBodyProblems(input, { now, packageSize: drug.packageSize })]
    if (drug.requireScan) problems.push(medicationScanRequired)
    if ((await repos.listings.pendingCountForDrug(pharmacy.key, drug.key)) >= NDC_SELL_LIMIT) {
      problems.push(ndcSellLimitReached)
    }
    rejectProblems(problems, body)
    rejectRestrictedPharmacy(pharmacy)
    const created = await repos.listings.create(pharmacy.key, drug.key, listingFields(input), now)
    return reply.code(201).send(await presentListing(ctx, created, true))
  })
}
