// Drugs, listings and cash offers (../drugs-repository.ts, ../listings-repository.ts,
// ../cash-offers-repository.ts). Updates and creations stamp updated_at, which orders "most recent listed"
// in the NDC statistics, so an edited listing becomes the most recent one. An update's status condition
// makes the Pending check and the write one statement: nothing changes otherwise. The ShippingRequestMethod
// of an offer is never written by an update (spec: Endpoints > 4).
import { randomUUID } from 'node:crypto'
import type { CashOfferRow, CashOffersRepository } from '../cash-offers-repository'
import type { DrugRow, DrugsRepository } from '../drugs-repository'
import type { ListingsRepository } from '../listings-repository'
import { listPage } from './list-pages'
import { countAll, prepared, type Sql } from './query-layer'
import type { SandboxTables } from './tables'

const LISTING_FIELDS = `expirationDate lotNumber price quantity fullPackage sealedPackage originalPackage
  tornPackageLabel serialNumber additionalPackageNotes showOnlyInState`
const OFFER_FIELDS = `minimalExpirationDate price requestedQuantity requireFullPackage requireSealedPackage
  requireOriginalPackage requireIntactPackageLabel maxShippingPrice shipByDate buyingPharmacyMessage showOnlyInState`
const DRUG = `key ndc ndcFormatted packageName form strength labeler packageDescription packageSize
  unit branded generic requireScan nadacPrice`.split(/\s+/) as (keyof DrugRow)[]
/** The fields an update writes, and only those (whatever else the object carries). */
const only = <T extends object>(fields: T, names: string): T =>
  Object.fromEntries(names.split(/\s+/).map((name) => [name, fields[name as keyof T]])) as T

/** Applies the fields to the Pending row of `table` with this id; false when none is Pending. */
function updatePending<F extends object>(
  { db, traits }: Sql<SandboxTables>,
  table: 'listings' | 'cashOffers',
  names: string,
) {
  return async (id: string, fields: F, now: Date) => {
    const update = db.updateTable(table).set({ ...only(fields, names), updatedAt: now.toISOString() })
    const updated = await update.where(traits.idIs('id', id)).where('status', '=', 0).executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
  }
}

export function drugsRepository({ db, traits }: Sql<SandboxTables>): DrugsRepository {
  const drugs = db.selectFrom('drugs').select(DRUG)
  const byNdc = prepared(db, (ndc: string) => drugs.where('ndc', '=', ndc))
  const byKey = prepared(db, (key: number) => drugs.where('key', '=', key))
  const searched = ['searchName', 'searchForm', 'searchStrength']
  const matching = prepared(db, (term: string) =>
    db
      .selectFrom('drugs')
      .select('key')
      .where((eb) => eb.or(searched.map((column) => traits.contains(column, term))))
      .orderBy('key'),
  )
  return {
    findByNdc: async (normalizedNdc) => (await byNdc(normalizedNdc))[0],
    findByKey: async (key) => (await byKey(key))[0],
    // spec: Endpoints > 2, searchTerm "matched against drug name, form and strength" (case-insensitive)
    keysMatching: async (searchTerm) => (await matching(searchTerm.toLowerCase())).map((drug) => drug.key),
  }
}

export function listingsRepository(store: Sql<SandboxTables>): ListingsRepository {
  const { db, traits } = store
  const listings = db.selectFrom('listings').selectAll()
  const byId = prepared(db, (id: string) => listings.where(traits.idIs('id', id)))
  const pending = prepared(db, (sellerKey: number, drugKey: number) =>
    db
      .selectFrom('listings')
      .select(countAll().as('n'))
      .where((eb) => eb.and({ sellerKey, drugKey, status: 0 })),
  )
  const sorts = { listingDate: 'listingDate', expirationDate: 'expirationDate', price: 'price' } as const
  return {
    findById: async (id) => (await byId(id))[0],
    pageBySeller: (sellerKey, q) => listPage(traits, listings.where('sellerKey', '=', sellerKey), sorts, q),
    pendingCountForDrug: async (sellerKey, drugKey) => (await pending(sellerKey, drugKey))[0]!.n,
    updatePending: updatePending(store, 'listings', LISTING_FIELDS),
    async create(sellerKey, drugKey, fields, now) {
      const at = now.toISOString()
      const row = { ...only(fields, LISTING_FIELDS), id: randomUUID(), sellerKey, drugKey, status: 0 }
      const values = { ...row, buyerKey: null, listingDate: at, updatedAt: at }
      return db.insertInto('listings').values(values).returningAll().executeTakeFirstOrThrow()
    },
  }
}

export function cashOffersRepository(store: Sql<SandboxTables>): CashOffersRepository {
  const { db, traits } = store
  const offers = db
    .selectFrom('cashOffers as o')
    .innerJoin('groups as g', 'g.key', 'o.createdByGroupKey')
    .selectAll('o')
    .select('g.id as createdByGroupId')
  const byId = prepared(db, (id: string) => offers.where(traits.idIs('o.id', id)))
  const sorts = {
    listingDate: 'o.listingDate',
    expirationDate: 'o.minimalExpirationDate',
    price: 'o.price',
  } as const
  const through = (buyerKey: number, groupKey: number) =>
    offers.where('o.buyerKey', '=', buyerKey).where('o.createdByGroupKey', '=', groupKey)
  return {
    findById: async (id) => (await byId(id))[0],
    pageByBuyer: (buyerKey, groupKey, q) =>
      listPage<CashOfferRow>(traits, through(buyerKey, groupKey), sorts, q, 'o.'),
    updatePending: updatePending(store, 'cashOffers', OFFER_FIELDS),
  }
}
