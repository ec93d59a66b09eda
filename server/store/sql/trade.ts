// Drugs, listings and cash offers (../drugs-repository.ts, ../listings-repository.ts,
// ../cash-offers-repository.ts). Updates and creations stamp updated_at, which orders "most recent listed"
// in the NDC statistics, so an edited listing becomes the most recent one. An update's status condition
// makes the Pending check and the write one statement: nothing changes otherwise. The ShippingRequestMethod
// of an offer is never written by an update (spec: Endpoints > 4).
import { randomUUID } from 'node:crypto'
import type { CashOfferFields, CashOfferRow, CashOffersRepository } from '../cash-offers-repository'
import type { DrugsRepository } from '../drugs-repository'
import type { ListingFields, ListingsRepository } from '../listings-repository'
import { listPage } from './list-pages'
import { countAll, prepared, type Sql } from './query-layer'
import type { SandboxTables } from './tables'

/** The fields an update writes, and only those (whatever else the object carries). */
function only<T extends object>(fields: T, names: string): T {
  return Object.fromEntries(names.split(' ').map((name) => [name, fields[name as keyof T]])) as T
}
const LISTING_FIELDS =
  'expirationDate lotNumber price quantity fullPackage sealedPackage originalPackage tornPackageLabel serialNumber additionalPackageNotes showOnlyInState'
const OFFER_FIELDS =
  'minimalExpirationDate price requestedQuantity requireFullPackage requireSealedPackage requireOriginalPackage requireIntactPackageLabel maxShippingPrice shipByDate buyingPharmacyMessage showOnlyInState'

export function drugsRepository({ db, traits }: Sql<SandboxTables>): DrugsRepository {
  const drugs = db
    .selectFrom('drugs')
    .select([
      'key',
      'ndc',
      'ndcFormatted',
      'packageName',
      'form',
      'strength',
      'labeler',
      'packageDescription',
    ])
    .select(['packageSize', 'unit', 'branded', 'generic', 'requireScan', 'nadacPrice'])
  const byNdc = prepared(db, (ndc: string) => drugs.where('ndc', '=', ndc))
  const byKey = prepared(db, (key: number) => drugs.where('key', '=', key))
  const matching = prepared(db, (term: string) =>
    db
      .selectFrom('drugs')
      .select('key')
      .where((eb) =>
        eb.or(['searchName', 'searchForm', 'searchStrength'].map((column) => traits.contains(column, term))),
      )
      .orderBy('key'),
  )
  return {
    findByNdc: async (normalizedNdc) => (await byNdc(normalizedNdc))[0],
    findByKey: async (key) => (await byKey(key))[0],
    /** spec: Endpoints > 2, searchTerm "matched against drug name, form and strength" (case-insensitive substring). */
    keysMatching: async (searchTerm) => (await matching(searchTerm.toLowerCase())).map((drug) => drug.key),
  }
}

export function listingsRepository({ db, traits }: Sql<SandboxTables>): ListingsRepository {
  const byId = prepared(db, (id: string) =>
    db.selectFrom('listings').selectAll().where(traits.idIs('id', id)),
  )
  const pending = prepared(db, (sellerKey: number, drugKey: number) =>
    db
      .selectFrom('listings')
      .select(countAll().as('n'))
      .where('sellerKey', '=', sellerKey)
      .where('drugKey', '=', drugKey)
      .where('status', '=', 0),
  )
  const sorts = { listingDate: 'listingDate', expirationDate: 'expirationDate', price: 'price' } as const
  return {
    findById: async (id) => (await byId(id))[0],
    pageBySeller: (sellerKey, q) =>
      listPage(traits, db.selectFrom('listings').selectAll().where('sellerKey', '=', sellerKey), sorts, q),
    pendingCountForDrug: async (sellerKey, drugKey) => (await pending(sellerKey, drugKey))[0]!.n,
    async updatePending(id, fields, now) {
      const updated = await db
        .updateTable('listings')
        .set({ ...only<ListingFields>(fields, LISTING_FIELDS), updatedAt: now.toISOString() })
        .where(traits.idIs('id', id))
        .where('status', '=', 0)
        .executeTakeFirst()
      return Number(updated.numUpdatedRows) === 1
    },
    async create(sellerKey, drugKey, fields, now) {
      const at = now.toISOString()
      const row = {
        ...only(fields, LISTING_FIELDS),
        id: randomUUID(),
        sellerKey,
        drugKey,
        status: 0,
        buyerKey: null,
      }
      const values = { ...row, listingDate: at, updatedAt: at }
      return db.insertInto('listings').values(values).returningAll().executeTakeFirstOrThrow()
    },
  }
}

export function cashOffersRepository({ db, traits }: Sql<SandboxTables>): CashOffersRepository {
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
  return {
    findById: async (id) => (await byId(id))[0],
    /** One page of the offers the pharmacy placed through this group, with both counts. */
    pageByBuyer: (buyerKey, groupKey, q) =>
      listPage<CashOfferRow>(
        traits,
        offers.where('o.buyerKey', '=', buyerKey).where('o.createdByGroupKey', '=', groupKey),
        sorts,
        q,
        'o.',
      ),
    async updatePending(id, fields, now) {
      const updated = await db
        .updateTable('cashOffers')
        .set({ ...only<CashOfferFields>(fields, OFFER_FIELDS), updatedAt: now.toISOString() })
        .where(traits.idIs('id', id))
        .where('status', '=', 0)
        .executeTakeFirst()
      return Number(updated.numUpdatedRows) === 1
    },
  }
}
