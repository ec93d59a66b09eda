// Cash offers placed by the sandbox's pharmacies through their groups.
import type { ListPage, ListPageQuery } from './list-page'

export type CashOfferFields = {
  minimalExpirationDate: string
  price: number
  requestedQuantity: number
  requireFullPackage: boolean
  requireSealedPackage: boolean
  requireOriginalPackage: boolean
  requireIntactPackageLabel: boolean
  maxShippingPrice: number | null
  shipByDate: string | null
  buyingPharmacyMessage: string | null
  showOnlyInState: boolean
}
export type CashOfferRow = CashOfferFields & {
  key: number
  id: string
  buyerKey: number
  createdByGroupKey: number
  createdByGroupId: string
  drugKey: number
  shippingRequestMethod: 'Standard' | 'Medium'
  status: number
  listingDate: string
  updatedAt: string
}

export interface CashOffersRepository {
  findById(id: string): Promise<CashOfferRow | undefined>
  /** One page of the offers the pharmacy placed through this group, in the asked order, with both counts. */
  pageByBuyer(buyerKey: number, groupKey: number, q: ListPageQuery): Promise<ListPage<CashOfferRow>>
  /** Applies the fields to a Pending offer; false when it is not Pending (nothing written). */
  updatePending(id: string, fields: CashOfferFields, now: Date): Promise<boolean>
}
