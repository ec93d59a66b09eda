// Cash offers. The ShippingRequestMethod is never written by an update (spec: Endpoints > 4).
import type { Db } from './database'
import type { CashOfferFields, CashOfferRow } from '../cash-offers-repository'
import type { ListPageQuery } from '../list-page'
import { listPageReader, type ListTable } from './list-page-sql'

type Flag =
  | 'requireFullPackage'
  | 'requireSealedPackage'
  | 'requireOriginalPackage'
  | 'requireIntactPackageLabel'
  | 'showOnlyInState'
const FLAGS: readonly Flag[] = [
  'requireFullPackage',
  'requireSealedPackage',
  'requireOriginalPackage',
  'requireIntactPackageLabel',
  'showOnlyInState',
]

const SELECTED = `o.key, o.id, o.buyer_key AS buyerKey, o.created_by_group_key AS createdByGroupKey, g.id AS createdByGroupId,
  o.drug_key AS drugKey, o.minimal_expiration_date AS minimalExpirationDate, o.price, o.requested_quantity AS requestedQuantity,
  o.require_full_package AS requireFullPackage, o.require_sealed_package AS requireSealedPackage,
  o.require_original_package AS requireOriginalPackage, o.require_intact_package_label AS requireIntactPackageLabel,
  o.shipping_request_method AS shippingRequestMethod, o.max_shipping_price AS maxShippingPrice, o.ship_by_date AS shipByDate,
  o.buying_pharmacy_message AS buyingPharmacyMessage, o.show_only_in_state AS showOnlyInState, o.status,
  o.listing_date AS listingDate, o.updated_at AS updatedAt`
const FROM = 'cash_offers o JOIN groups g ON g.key = o.created_by_group_key'
const COLUMNS = `${SELECTED} FROM ${FROM}`

const toRow = (raw: Record<string, unknown>): CashOfferRow => {
  const row = { ...raw } as Record<string, unknown>
  for (const flag of FLAGS) row[flag] = raw[flag] === 1
  return row as CashOfferRow
}

/** A buyer's offers through a group as list pages read them, served by the cash_offers_page_* indexes (migration 4). */
export const CASH_OFFERS_TABLE: ListTable = {
  from: FROM,
  owner: 'o.buyer_key = ? AND o.created_by_group_key = ?',
  status: 'o.status',
  key: 'o.key',
  sorts: { listingDate: 'o.listing_date', expirationDate: 'o.minimal_expiration_date', price: 'o.price' },
  columns: SELECTED,
}

export function cashOffersRepository(db: Db) {
  const byId = db.prepare(`SELECT ${COLUMNS} WHERE o.id = ?`)
  const page = listPageReader(db, CASH_OFFERS_TABLE, toRow)
  const update =
    db.prepare(`UPDATE cash_offers SET minimal_expiration_date = @minimalExpirationDate, price = @price,
    requested_quantity = @requestedQuantity, require_full_package = @requireFullPackage,
    require_sealed_package = @requireSealedPackage, require_original_package = @requireOriginalPackage,
    require_intact_package_label = @requireIntactPackageLabel, max_shipping_price = @maxShippingPrice,
    ship_by_date = @shipByDate, buying_pharmacy_message = @buyingPharmacyMessage, show_only_in_state = @showOnlyInState,
    updated_at = @now WHERE id = @id AND status = 0`)

  return {
    findById: (id: string) => {
      const raw = byId.get(id) as Record<string, unknown> | undefined
      return raw && toRow(raw)
    },
    /** One page of the offers the pharmacy placed through this group, with both counts. */
    pageByBuyer: (buyerKey: number, groupKey: number, q: ListPageQuery) => page([buyerKey, groupKey], q),
    /** Applies the fields to a Pending offer; false when it is not Pending (nothing written). */
    updatePending(id: string, fields: CashOfferFields, now: Date): boolean {
      const bound: Record<string, unknown> = { ...fields, id, now: now.toISOString() }
      for (const flag of FLAGS) bound[flag] = fields[flag] ? 1 : 0
      return update.run(bound).changes === 1
    },
  }
}
