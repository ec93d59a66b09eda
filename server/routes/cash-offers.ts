// spec: Endpoints > 4 (PUT update) plus the sandbox's read extensions (GET one, GET list).
// The offer's ShippingRequestMethod is never changed; maxShippingPrice is checked against the stored one.
import type { FastifyInstance } from 'fastify'
import {
  UpdateCashOfferBodySchema,
  cashOfferBodyProblems,
  type UpdateCashOfferBody,
} from '../../src/contract/cash-offers'
import { parseIsoDateTime } from '../../src/contract/dates'
import { CASH_OFFER_STATUS, statusName } from '../../src/contract/enums'
import { actingPharmacy, authenticate } from '../http/auth'
import { rejectProblems, requireGuid, requireNpiField } from '../http/pipeline'
import { genericProblem } from '../http/problems'
import { parseShape, requireObjectBody } from '../http/request-shape'
import type { CashOfferFields, CashOfferRow } from '../store/cash-offers-repository'
import type { GroupRow } from '../store/groups-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import { cashOfferView } from './cash-offer-view'
import type { RouteContext } from './context'
import { rejectRestrictedPharmacy } from './listing-rules'
import { bindNpiAndStatus } from './query-binding'

const KEYS = Object.keys(UpdateCashOfferBodySchema.shape)
const STATUSES = Object.values(CASH_OFFER_STATUS)

function offerFields(body: UpdateCashOfferBody): CashOfferFields {
  return {
    minimalExpirationDate: parseIsoDateTime(body.minimalExpirationDate)!.toISOString(),
    price: body.price,
    requestedQuantity: body.requestedQuantity,
    requireFullPackage: body.requireFullPackage,
    requireSealedPackage: body.requireSealedPackage,
    requireOriginalPackage: body.requireOriginalPackage,
    requireIntactPackageLabel: body.requireIntactPackageLabel,
    maxShippingPrice: body.maxShippingPrice ?? null,
    shipByDate:
      body.shipByDate === null || body.shipByDate === undefined
        ? null
        : parseIsoDateTime(body.shipByDate)!.toISOString(),
    // PUT replaces the offer's editable values: an optional field left out is saved as not set.
    buyingPharmacyMessage: body.buyingPharmacyMessage ?? null,
    showOnlyInState: body.showOnlyInState ?? false,
  }
}

export function cashOfferRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos, clock } = ctx
  const present = (row: CashOfferRow) =>
    cashOfferView(row, {
      drug: repos.drugs.findByKey(row.drugKey)!,
      buyer: repos.pharmacies.findByKey(row.buyerKey),
      now: clock(),
    })

  /** 404 for an unknown id, 403 for an offer this pharmacy did not place through this group. */
  const ownedOffer = (id: string, group: GroupRow, pharmacy: PharmacyRow) => {
    const offer = repos.cashOffers.findById(id)
    if (!offer) throw genericProblem(404, `No cash offer has the id ${id}.`)
    if (offer.buyerKey !== pharmacy.key || offer.createdByGroupKey !== group.key) {
      throw genericProblem(403, 'This cash offer belongs to another pharmacy or group.')
    }
    return offer
  }

  app.put<{ Params: { cashOfferId: string } }>('/api/v1/cash-offers/:cashOfferId', (request) => {
    const now = clock()
    const body = requireObjectBody(request.body, KEYS, 'UpdateCashOfferRequest')
    requireNpiField(body, 'buyingPharmacyNpi')
    const id = requireGuid(request.params.cashOfferId, 'cashOfferId')
    const input = parseShape(UpdateCashOfferBodySchema, body)
    // The quantity rule needs the package size (catalogue data), so the drug is looked up before the key.
    const known = repos.cashOffers.findById(id)
    const packageSize = known ? repos.drugs.findByKey(known.drugKey)?.packageSize : undefined
    rejectProblems(cashOfferBodyProblems(input, { now, packageSize }), body)
    const group = authenticate(request, repos.groups)
    const pharmacy = actingPharmacy(repos, group, input.buyingPharmacyNpi)
    const offer = ownedOffer(id, group, pharmacy)
    if (offer.status !== CASH_OFFER_STATUS.Pending) {
      throw genericProblem(
        409,
        `The cash offer is ${statusName(CASH_OFFER_STATUS, offer.status)}; only a Pending offer can be changed.`,
      )
    }
    const drug = repos.drugs.findByKey(offer.drugKey)!
    const context = { now, packageSize: drug.packageSize, shippingRequestMethod: offer.shippingRequestMethod }
    rejectProblems(cashOfferBodyProblems(input, context), body)
    rejectRestrictedPharmacy(pharmacy)
    if (!repos.cashOffers.updatePending(id, offerFields(input), now)) {
      throw genericProblem(409, 'The cash offer is no longer Pending; nothing was changed.')
    }
    return present(repos.cashOffers.findById(id)!)
  })

  app.get('/api/v1/cash-offers', (request) => {
    const { npi, status } = bindNpiAndStatus(request.query, 'buyingPharmacyNpi', STATUSES)
    const group = authenticate(request, repos.groups)
    const pharmacy = actingPharmacy(repos, group, npi)
    return { data: repos.cashOffers.listByBuyer(pharmacy.key, group.key, status).map(present) }
  })

  app.get<{ Params: { cashOfferId: string } }>('/api/v1/cash-offers/:cashOfferId', (request) => {
    const { npi } = bindNpiAndStatus(request.query, 'buyingPharmacyNpi', null)
    const id = requireGuid(request.params.cashOfferId, 'cashOfferId')
    const group = authenticate(request, repos.groups)
    return present(ownedOffer(id, group, actingPharmacy(repos, group, npi)))
  })
}
