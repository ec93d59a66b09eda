// Marketplace listings. Updates and creations stamp updated_at, which orders "most recent listed" in the
// NDC statistics, so an edited listing becomes the most recent one.
import { randomUUID } from 'node:crypto'
import type { Db } from './database'
import type { ListPageQuery } from '../list-page'
import type { ListingFields, ListingRow } from '../listings-repository'
import { listPageReader, type ListTable } from './list-page-sql'

const COLUMNS = `key, id, seller_key AS sellerKey, drug_key AS drugKey, lot_number AS lotNumber,
  expiration_date AS expirationDate, price, quantity, full_package AS fullPackage, sealed_package AS sealedPackage,
  original_package AS originalPackage, torn_package_label AS tornPackageLabel, serial_number AS serialNumber,
  additional_package_notes AS additionalPackageNotes, show_only_in_state AS showOnlyInState, status,
  listing_date AS listingDate, buyer_key AS buyerKey, updated_at AS updatedAt`

type Raw = Omit<
  ListingRow,
  'fullPackage' | 'sealedPackage' | 'originalPackage' | 'tornPackageLabel' | 'showOnlyInState'
> &
  Record<'fullPackage' | 'sealedPackage' | 'originalPackage' | 'tornPackageLabel' | 'showOnlyInState', number>

const toRow = (raw: Raw): ListingRow => ({
  ...raw,
  fullPackage: raw.fullPackage === 1,
  sealedPackage: raw.sealedPackage === 1,
  originalPackage: raw.originalPackage === 1,
  tornPackageLabel: raw.tornPackageLabel === 1,
  showOnlyInState: raw.showOnlyInState === 1,
})

const bit = (b: boolean) => (b ? 1 : 0)
const bound = (f: ListingFields) => ({
  expirationDate: f.expirationDate,
  lotNumber: f.lotNumber,
  price: f.price,
  quantity: f.quantity,
  fullPackage: bit(f.fullPackage),
  sealedPackage: bit(f.sealedPackage),
  originalPackage: bit(f.originalPackage),
  tornPackageLabel: bit(f.tornPackageLabel),
  serialNumber: f.serialNumber,
  additionalPackageNotes: f.additionalPackageNotes,
  showOnlyInState: bit(f.showOnlyInState),
})

/** A seller's listings as list pages read them, served by the listings_page_* indexes (migration 4). */
export const LISTINGS_TABLE: ListTable = {
  from: 'listings',
  owner: 'seller_key = ?',
  status: 'status',
  key: 'key',
  sorts: { listingDate: 'listing_date', expirationDate: 'expiration_date', price: 'price' },
  columns: COLUMNS,
}

export function listingsRepository(db: Db) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM listings WHERE id = ?`)
  const page = listPageReader(db, LISTINGS_TABLE, (raw) => toRow(raw as Raw))
  const pendingForDrug = db
    .prepare('SELECT count(*) FROM listings WHERE seller_key = ? AND drug_key = ? AND status = 0')
    .pluck()
  // The status condition makes the Pending check and the write one statement: nothing changes otherwise.
  const update =
    db.prepare(`UPDATE listings SET expiration_date = @expirationDate, lot_number = @lotNumber, price = @price,
    quantity = @quantity, full_package = @fullPackage, sealed_package = @sealedPackage, original_package = @originalPackage,
    torn_package_label = @tornPackageLabel, serial_number = @serialNumber, additional_package_notes = @additionalPackageNotes,
    show_only_in_state = @showOnlyInState, updated_at = @now WHERE id = @id AND status = 0`)
  const insert =
    db.prepare(`INSERT INTO listings (id, seller_key, drug_key, lot_number, expiration_date, price, quantity,
    full_package, sealed_package, original_package, torn_package_label, serial_number, additional_package_notes,
    show_only_in_state, status, listing_date, buyer_key, updated_at) VALUES (@id, @sellerKey, @drugKey, @lotNumber,
    @expirationDate, @price, @quantity, @fullPackage, @sealedPackage, @originalPackage, @tornPackageLabel, @serialNumber,
    @additionalPackageNotes, @showOnlyInState, 0, @now, NULL, @now)`)

  const findById = (id: string) => {
    const raw = byId.get(id) as Raw | undefined
    return raw && toRow(raw)
  }
  return {
    findById,
    pageBySeller: (sellerKey: number, q: ListPageQuery) => page([sellerKey], q),
    pendingCountForDrug: (sellerKey: number, drugKey: number) =>
      pendingForDrug.get(sellerKey, drugKey) as number,
    /** Applies the fields to a Pending listing; false when it is not Pending (nothing written). */
    updatePending: (id: string, fields: ListingFields, now: Date) =>
      update.run({ ...bound(fields), id, now: now.toISOString() }).changes === 1,
    create(sellerKey: number, drugKey: number, fields: ListingFields, now: Date): ListingRow {
      const id = randomUUID()
      insert.run({ ...bound(fields), id, sellerKey, drugKey, now: now.toISOString() })
      return findById(id)!
    },
  }
}
