// spec: Endpoints > 1 (PUT update) and Referenced operations (POST create, a sandbox definition: the update
// body plus nationalDrugCode, answered 201 with the listing). Steps run in the documented order.
import { statusName, LISTING_STATUS } from '../../src/contract/enums'
import {
  CreateListingBodySchema,
  UpdateListingBodySchema,
  createListingBodyProblems,
  listingBodyProblems,
} from '../../src/contract/listings'
import { parseNdc } from '../../src/contract/ndc'
import type { FieldProblem } from '../../src/contract/errors'
import type { FastifyInstance } from 'fastify'
import { actingPharmacy, authenticate } from '../http/auth'
import { failField, rejectProblems, requireGuid, requireNpiField } from '../http/pipeline'
import { genericProblem } from '../http/problems'
import { parseShape, requireObjectBody } from '../http/request-shape'
import type { RouteContext } from './context'
import { listingFields, presentListing, rejectRestrictedPharmacy } from './listing-rules'

/** Sandbox rule behind the stable code ndcSellLimitReached: Pending listings of one NDC per pharmacy. */
export const NDC_SELL_LIMIT = 10

const UPDATE_KEYS = Object.keys(UpdateListingBodySchema.shape)
const CREATE_KEYS = Object.keys(CreateListingBodySchema.shape)

export function marketplaceListingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos, clock } = ctx
  // The quantity rule is a value rule, checked before the key: it needs the drug's package size, so
  // the drug is looked up first (it is catalogue data, not the caller's), else a quantity far above the
  // size would be refused for a lesser reason, such as its decimals.
  const listingPackageSize = (id: string) => {
    const listing = repos.listings.findById(id)
    return listing ? repos.drugs.findByKey(listing.drugKey)?.packageSize : undefined
  }
  const ndcPackageSize = (ndc: string) => {
    const parsed = parseNdc(ndc)
    return parsed.ok ? repos.drugs.findByNdc(parsed.normalized)?.packageSize : undefined
  }

  app.put<{ Params: { id: string } }>('/api/v1/marketplace-listings/:id', (request) => {
    const now = clock()
    const body = requireObjectBody(request.body, UPDATE_KEYS, 'UpdateMarketplaceListingRequest')
    requireNpiField(body, 'pharmacyNPI')
    const id = requireGuid(request.params.id, 'id')
    const input = parseShape(UpdateListingBodySchema, body)
    rejectProblems(listingBodyProblems(input, { now, packageSize: listingPackageSize(id) }), body)
    const group = authenticate(request, repos.groups)
    const pharmacy = actingPharmacy(repos, group, input.pharmacyNPI)
    const listing = repos.listings.findById(id)
    if (!listing) throw genericProblem(404, `No marketplace listing has the id ${id}.`)
    if (listing.sellerKey !== pharmacy.key)
      throw genericProblem(403, 'This listing belongs to another pharmacy.')
    if (listing.status !== LISTING_STATUS.Pending) {
      throw genericProblem(
        409,
        `The listing is ${statusName(LISTING_STATUS, listing.status)}; only a Pending listing can be changed.`,
      )
    }
    const drug = repos.drugs.findByKey(listing.drugKey)!
    rejectProblems(listingBodyProblems(input, { now, packageSize: drug.packageSize }), body)
    rejectRestrictedPharmacy(pharmacy)
    if (!repos.listings.updatePending(id, listingFields(input), now)) {
      throw genericProblem(409, 'The listing is no longer Pending; nothing was changed.')
    }
    return presentListing(ctx, repos.listings.findById(id)!, false)
  })

  app.post('/api/v1/marketplace-listings', async (request, reply) => {
    const now = clock()
    const body = requireObjectBody(request.body, CREATE_KEYS, 'CreateMarketplaceListingRequest')
    requireNpiField(body, 'pharmacyNPI')
    const input = parseShape(CreateListingBodySchema, body)
    rejectProblems(
      createListingBodyProblems(input, { now, packageSize: ndcPackageSize(input.nationalDrugCode) }),
      body,
    )
    const group = authenticate(request, repos.groups)
    const pharmacy = actingPharmacy(repos, group, input.pharmacyNPI)
    const ndc = parseNdc(input.nationalDrugCode)
    const drug = ndc.ok ? repos.drugs.findByNdc(ndc.normalized) : undefined
    if (!drug) {
      failField(
        body,
        'nationalDrugCode',
        'PredicateValidator',
        `No drug package with NDC ${input.nationalDrugCode} is sold on the marketplace.`,
      )
    }
    const problems: FieldProblem[] = [...listingBodyProblems(input, { now, packageSize: drug.packageSize })]
    if (drug.requireScan) {
      problems.push({
        field: 'nationalDrugCode',
        code: 'medicationScanRequired',
        message:
          'This medication must be scanned (2D barcode) to be listed. List it from the marketplace web interface.',
      })
    }
    if (repos.listings.pendingCountForDrug(pharmacy.key, drug.key) >= NDC_SELL_LIMIT) {
      problems.push({
        field: 'nationalDrugCode',
        code: 'ndcSellLimitReached',
        message: `Your pharmacy already has ${NDC_SELL_LIMIT} pending listings of this NDC, the most allowed at once.`,
      })
    }
    rejectProblems(problems, body)
    rejectRestrictedPharmacy(pharmacy)
    const created = repos.listings.create(pharmacy.key, drug.key, listingFields(input), now)
    return reply.code(201).send(presentListing(ctx, created, true))
  })
}
