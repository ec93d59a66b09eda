// Cash offers. The ShippingRequestMethod is never written by an update (spec: Endpoints > 4).
import type { CashOfferRow, CashOffersRepository } from '../cash-offers-repository'
import type { Queryable } from './connection'
import { listPageReader } from './list-page-sql'

const COLUMNS = `t.key, t.id, t.buyer_key AS "buyerKey", t.created_by_group_key AS "createdByGroupKey",
  g.id AS "createdByGroupId", t.drug_key AS "drugKey", t.minimal_expiration_date AS "minimalExpirationDate",
  t.price, t.requested_quantity AS "requestedQuantity", t.require_full_package AS "requireFullPackage",
  t.require_sealed_package AS "requireSealedPackage", t.require_original_package AS "requireOriginalPackage",
  t.require_intact_package_label AS "requireIntactPackageLabel",
  t.shipping_request_method AS "shippingRequestMethod", t.max_shipping_price AS "maxShippingPrice",
  t.ship_by_date AS "shipByDate", t.buying_pharmacy_message AS "buyingPharmacyMessage",
  t.show_only_in_state AS "showOnlyInState", t.status, t.listing_date AS "listingDate", t.updated_at AS "updatedAt"`

export function cashOffersRepository(db: Queryable, s: string): CashOffersRepository {
  const from = `${s}.cash_offers t JOIN ${s}.groups g ON g.key = t.created_by_group_key`
  const page = listPageReader(
    db,
    {
      from,
      owner: 't.buyer_key = $1 AND t.created_by_group_key = $2',
      ownerValues: 2,
      sorts: { listingDate: 't.listing_date', expirationDate: 't.minimal_expiration_date', price: 't.price' },
      columns: COLUMNS,
    },
    (raw) => raw as CashOfferRow,
  )
  return {
    async findById(id) {
      const { rows } = await db.query<CashOfferRow>({
        name: `cash-offer-by-id ${s}`,
        text: `SELECT ${COLUMNS} FROM ${from} WHERE lower(t.id) = lower($1)`,
        values: [id],
      })
      return rows[0]
    },
    /** One page of the offers the pharmacy placed through this group, with both counts. */
    pageByBuyer: (buyerKey, groupKey, q) => page([buyerKey, groupKey], q),
    /** Applies the fields to a Pending offer; false when it is not Pending (nothing written). */
    async updatePending(id, f, now) {
      const result = await db.query(
        `UPDATE ${s}.cash_offers SET minimal_expiration_date = $1, price = $2, requested_quantity = $3,
          require_full_package = $4, require_sealed_package = $5, require_original_package = $6,
          require_intact_package_label = $7, max_shipping_price = $8, ship_by_date = $9,
          buying_pharmacy_message = $10, show_only_in_state = $11, updated_at = $12
        WHERE lower(id) = lower($13) AND status = 0`,
        [
          f.minimalExpirationDate,
          f.price,
          f.requestedQuantity,
          f.requireFullPackage,
          f.requireSealedPackage,
          f.requireOriginalPackage,
          f.requireIntactPackageLabel,
          f.maxShippingPrice,
          f.shipByDate,
          f.buyingPharmacyMessage,
          f.showOnlyInState,
          now.toISOString(),
          id,
        ],
      )
      return result.rowCount === 1
    },
  }
}
