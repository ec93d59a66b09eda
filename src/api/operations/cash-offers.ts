import { CashOfferSchema, type CashOffer, type UpdateCashOfferBody } from '../../contract/cash-offers'
import type { CashOfferStatus } from '../../contract/enums'
import { CashOfferListSchema, type CashOfferList } from '../../contract/cash-offer-list'
import type { ListPageParams } from '../../contract/list-paging'
import type { ApiTransport } from '../api-transport'
import { cashOfferPath } from './paths'

// spec: Endpoints > 4 (update cash offer). The list and the read are sandbox extensions
// (docs/conventions.md, Gaps in the spec): against a service without them they answer 404.

/** The page and order are the list extension's too (docs/sandbox.md); absent, the service's defaults. */
export interface CashOfferListParams extends ListPageParams {
  buyingPharmacyNpi: number
  /** Absent: every status. */
  status?: CashOfferStatus | undefined
}

export const listCashOffers = (
  t: ApiTransport,
  params: CashOfferListParams,
  signal?: AbortSignal,
): Promise<CashOfferList> =>
  t.request(
    {
      operation: 'list cash offers',
      method: 'GET',
      path: '/api/v1/cash-offers',
      query: { ...params },
      signal,
    },
    CashOfferListSchema,
  )

/** One offer, with its shipping request method and drug package (for the form's rules). */
export const getCashOffer = (
  t: ApiTransport,
  id: string,
  buyingPharmacyNpi: number,
  signal?: AbortSignal,
): Promise<CashOffer> =>
  t.request(
    {
      operation: 'read cash offer',
      method: 'GET',
      path: cashOfferPath(id),
      query: { buyingPharmacyNpi },
      signal,
    },
    CashOfferSchema,
  )

export const updateCashOffer = (t: ApiTransport, id: string, body: UpdateCashOfferBody): Promise<CashOffer> =>
  t.request({ operation: 'update cash offer', method: 'PUT', path: cashOfferPath(id), body }, CashOfferSchema)
