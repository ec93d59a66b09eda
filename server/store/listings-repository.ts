// Marketplace listings of the sandbox's pharmacies.
import type { ListPage, ListPageQuery } from './list-page'

export type ListingFields = {
  expirationDate: string
  lotNumber: string
  price: number
  quantity: number
  fullPackage: boolean
  sealedPackage: boolean
  originalPackage: boolean
  tornPackageLabel: boolean
  serialNumber: string | null
  additionalPackageNotes: string | null
  showOnlyInState: boolean
}
export type ListingRow = ListingFields & {
  key: number
  id: string
  sellerKey: number
  drugKey: number
  status: number
  listingDate: string
  buyerKey: number | null
  updatedAt: string
}

export interface ListingsRepository {
  findById(id: string): Promise<ListingRow | undefined>
  /** One page of the seller's listings, in the asked order, with both counts. */
  pageBySeller(sellerKey: number, q: ListPageQuery): Promise<ListPage<ListingRow>>
  pendingCountForDrug(sellerKey: number, drugKey: number): Promise<number>
  /** Applies the fields to a Pending listing; false when it is not Pending (nothing written). */
  updatePending(id: string, fields: ListingFields, now: Date): Promise<boolean>
  create(sellerKey: number, drugKey: number, fields: ListingFields, now: Date): Promise<ListingRow>
}
