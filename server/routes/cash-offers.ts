// spec: Endpoints > 4 (PUT update) plus the sandbox's read extensions (GET one, GET list).
// The offer's ShippingRequestMethod is never changed; maxShippingPrice is checked against the stored one.
import type { FastifyInstance } from 'fastify'
import {
  UpdateCashOfferBodySchema,
  cashOfferBodyProblems,
  type UpdateCashOfferBody,
} from '../../src/contract/cash-offers'
import { parseIsoDateTime } from '../../src/contract/dates'
import { CASH_OFFER_STATUS } from '../../src/contract/enums'
import { authenticateActing } from '../http/auth'
import { requireGuid } from '../http/pipeline'
import { genericProblem } from '../http/problems'
import type { CashOfferFields, CashOfferRow } from '../store/cash-offers-repository'
import type { GroupRow } from '../store/groups-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import { cashOfferView } from './cash-offer-view'
import type { RouteContext } from './context'
import { pendingUpdate } from './pending-update'
import { bindListQuery, bindNpiAndStatus } from './query-binding'

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
  const present = async (row: CashOfferRow) =>
    cashOfferView(row, {
      drug: (await repos.drugs.findByKey(row.drugKey))!,
      buyer: await repos.pharmacies.findByKey(row.buyerKey),
      now: clock(),
    })
  const notOwned = (offer: CashOfferRow, group: GroupRow, pharmacy: PharmacyRow) =>
    offer.buyerKey !== pharmacy.key || offer.createdByGroupKey !== group.key
      ? 'This cash offer belongs to another pharmacy or group.'
      : null

  /** 404 for an unknown id, 403 for an offer this pharmacy did not place through this group. */
  const ownedOffer = async (id: string, group: GroupRow, pharmacy: PharmacyRow) => {
    const offer = await repos.cashOffers.findById(id)
    if (!offer) throw genericProblem(404, `No cash offer has the id ${id}.`)
    const refused = notOwned(offer, group, pharmacy)
    if (refused) throw genericProblem(403, refused)
    return offer
  }

  app.put<{ Params: { cashOfferId: string } }>(
    '/api/v1/cash-offers/:cashOfferId',
    pendingUpdate(ctx, {
      objectName: 'cash offer',
      typeName: 'UpdateCashOfferRequest',
      schema: UpdateCashOfferBodySchema,
      npiField: 'buyingPharmacyNpi',
      idParam: 'cashOfferId',
      statuses: CASH_OFFER_STATUS,
      find: (id) => repos.cashOffers.findById(id),
      notOwned,
      // The method-dependent maxShippingPrice rule waits for the offer (its method is not changed here).
      problems: (body, { now, drug, object }) =>
        cashOfferBodyProblems(body, {
          now,
          packageSize: drug?.packageSize,
          shippingRequestMethod: object?.shippingRequestMethod,
        }),
      update: (id, body, now) => repos.cashOffers.updatePending(id, offerFields(body), now),
      present,
    }),
  )

  app.get('/api/v1/cash-offers', async (request) => {
    const { npi, page } = bindListQuery(request.query, 'buyingPharmacyNpi', STATUSES)
    const { group, pharmacy } = await authenticateActing(request, repos.groups, npi)
    const { rows, recordsTotal, recordsFiltered } = await repos.cashOffers.pageByBuyer(
      pharmacy.key,
      group.key,
      page,
    )
    return { data: await Promise.all(rows.map(present)), recordsTotal, recordsFiltered }
  })

  app.get<{ Params: { cashOfferId: string } }>('/api/v1/cash-offers/:cashOfferId', async (request) => {
    const { npi } = bindNpiAndStatus(request.query, 'buyingPharmacyNpi', null)
    const id = requireGuid(request.params.cashOfferId, 'cashOfferId')
    const { group, pharmacy } = await authenticateActing(request, repos.groups, npi)
    return present(await ownedOffer(id, group, pharmacy))
  })
}
