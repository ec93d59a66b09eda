// Marketplace listings. Updates and creations stamp updated_at, which orders "most recent listed" in the
// NDC statistics, so an edited listing becomes the most recent one.
import { randomUUID } from 'node:crypto'
import type { ListingFields, ListingRow, ListingsRepository } from '../listings-repository'
import type { Queryable } from './connection'
import { listPageReader } from './list-page-sql'

const COLUMNS = `t.key, t.id, t.seller_key AS "sellerKey", t.drug_key AS "drugKey", t.lot_number AS "lotNumber",
  t.expiration_date AS "expirationDate", t.price, t.quantity, t.full_package AS "fullPackage",
  t.sealed_package AS "sealedPackage", t.original_package AS "originalPackage",
  t.torn_package_label AS "tornPackageLabel", t.serial_number AS "serialNumber",
  t.additional_package_notes AS "additionalPackageNotes", t.show_only_in_state AS "showOnlyInState", t.status,
  t.listing_date AS "listingDate", t.buyer_key AS "buyerKey", t.updated_at AS "updatedAt"`

const values = (f: ListingFields) => [
  f.expirationDate,
  f.lotNumber,
  f.price,
  f.quantity,
  f.fullPackage,
  f.sealedPackage,
  f.originalPackage,
  f.tornPackageLabel,
  f.serialNumber,
  f.additionalPackageNotes,
  f.showOnlyInState,
]

export function listingsRepository(db: Queryable, s: string): ListingsRepository {
  const page = listPageReader(
    db,
    {
      from: `${s}.listings t`,
      owner: 't.seller_key = $1',
      ownerValues: 1,
      sorts: { listingDate: 't.listing_date', expirationDate: 't.expiration_date', price: 't.price' },
      columns: COLUMNS,
    },
    (raw) => raw as ListingRow,
  )
  const findById = async (id: string) =>
    (
      await db.query<ListingRow>({
        name: `listing-by-id ${s}`,
        text: `SELECT ${COLUMNS} FROM ${s}.listings t WHERE lower(t.id) = lower($1)`,
        values: [id],
      })
    ).rows[0]
  return {
    findById,
    pageBySeller: (sellerKey, q) => page([sellerKey], q),
    async pendingCountForDrug(sellerKey, drugKey) {
      const { rows } = await db.query<[number]>({
        text: `SELECT count(*) FROM ${s}.listings WHERE seller_key = $1 AND drug_key = $2 AND status = 0`,
        values: [sellerKey, drugKey],
        rowMode: 'array',
      })
      return rows[0]![0]
    },
    /** Applies the fields to a Pending listing; false when it is not Pending (nothing written). */
    async updatePending(id, fields, now) {
      // The status condition makes the Pending check and the write one statement: nothing changes otherwise.
      const result = await db.query(
        `UPDATE ${s}.listings SET expiration_date = $1, lot_number = $2, price = $3, quantity = $4,
          full_package = $5, sealed_package = $6, original_package = $7, torn_package_label = $8,
          serial_number = $9, additional_package_notes = $10, show_only_in_state = $11, updated_at = $12
        WHERE lower(id) = lower($13) AND status = 0`,
        [...values(fields), now.toISOString(), id],
      )
      return result.rowCount === 1
    },
    async create(sellerKey, drugKey, fields, now) {
      const { rows } = await db.query<ListingRow>(
        `INSERT INTO ${s}.listings AS t (expiration_date, lot_number, price, quantity, full_package,
          sealed_package, original_package, torn_package_label, serial_number, additional_package_notes,
          show_only_in_state, id, seller_key, drug_key, status, listing_date, buyer_key, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $15, NULL, $15)
        RETURNING ${COLUMNS}`,
        [...values(fields), randomUUID(), sellerKey, drugKey, now.toISOString()],
      )
      return rows[0]!
    },
  }
}
