// The sandbox's tables, one migration list for both engines (migrate.ts says how a column's kind becomes
// each engine's type). Tables use an integer `key` inside and show the GUID `id` outside, compared
// without regard to case as GUIDs are. What differs by engine is the draft search's own part (its sort
// indexes and the triggers that move draft_versions, decision 0002) and, on PostgreSQL, what several
// instances share (the rate limit's counts, the fault rules): each engine's `engineTables`.
// Adding a table or a column: a new migration at the end of the list (never a change to one applied),
// and its type in tables.ts.
import type { Migration, Schema } from './migrate'

async function core(s: Schema) {
  await s.table('settings', 'name text pk, value text?')
  await s.table('groups', 'key key, id ci unique, name text')
  await s.table('apiKeys', 'apiKey text pk, groupKey big ->groups')
  await s.table(
    'pharmacies',
    `key key, id ci unique, npi big unique, name text, dba text, phone big?, gln text?, line1 text?,
     line2 text?, city text?, stateAcronym text?, postalCode text?, restrictionCode int?, restrictionMessage text?`,
  )
  const member = { primaryKey: ['groupKey', 'pharmacyKey'] }
  await s.table('groupMembers', 'groupKey big ->groups, pharmacyKey big ->pharmacies', member)
  const invited = { primaryKey: ['groupKey', 'npi'] }
  await s.table('invitations', 'groupKey big ->groups, npi big, invitedDate text', invited)
  // search_*: lower-cased copies (by the loader) for the draft search's case-insensitive substring match
  await s.table(
    'drugs',
    `key key, ndc text unique, ndcFormatted text, packageName text, form text, strength text, labeler text,
     packageDescription text, packageSize real, unit text, branded bool, generic bool, requireScan bool,
     nadacPrice real, searchName text, searchForm text, searchStrength text`,
  )
}

/** A list page's ORDER BY ... LIMIT/OFFSET read from an index, with and without the status (list-pages.ts). */
async function pageIndexes(s: Schema, table: string, owner: string, expiration: string, ifNotExists = false) {
  const sorts = { date: 'listing_date', expiration, price: 'price' }
  for (const [name, column] of Object.entries(sorts)) {
    await s.index(`${table}_page_${name}`, table, `${owner}, ${column}, key`, { ifNotExists })
    await s.index(`${table}_page_status_${name}`, table, `${owner}, status, ${column}, key`, { ifNotExists })
  }
}
const LISTING_PAGES = ['listings', 'seller_key', 'expiration_date'] as const
const OFFER_PAGES = ['cash_offers', 'buyer_key, created_by_group_key', 'minimal_expiration_date'] as const

async function trade(s: Schema) {
  await s.table(
    'listings',
    `key key, id ci unique, sellerKey big ->pharmacies, drugKey big ->drugs, lotNumber text, expirationDate text,
     price real, quantity real, fullPackage bool, sealedPackage bool, originalPackage bool, tornPackageLabel bool,
     serialNumber text?, additionalPackageNotes text?, showOnlyInState bool, status int, listingDate text,
     buyerKey big? ->pharmacies, updatedAt text`,
  )
  await s.index('listings_by_drug', 'listings', 'drug_key, status')
  await pageIndexes(s, ...LISTING_PAGES)
  await s.table(
    'cashOffers',
    `key key, id ci unique, buyerKey big ->pharmacies, createdByGroupKey big ->groups, drugKey big ->drugs,
     minimalExpirationDate text, price real, requestedQuantity real, requireFullPackage bool,
     requireSealedPackage bool, requireOriginalPackage bool, requireIntactPackageLabel bool,
     shippingRequestMethod text, maxShippingPrice real?, shipByDate text?, buyingPharmacyMessage text?,
     showOnlyInState bool, status int, listingDate text, updatedAt text`,
  )
  await s.index('cash_offers_by_drug', 'cash_offers', 'drug_key, status')
  await pageIndexes(s, ...OFFER_PAGES)
  await s.table(
    'transactions',
    `key key, id ci unique, drugKey big ->drugs, price real, quantity real, date text,
     sellerKey big ->pharmacies, buyerKey big ->pharmacies`,
  )
  await s.index('transactions_by_drug', 'transactions', 'drug_key, date')
}

// Draft search at 100k drafts (spec: Endpoints > 2; decision 0002): the drug fields the search sorts and
// filters on are copied onto the draft (ndc, package_name, and the generic/branded bits inside flags:
// 1 tornPackageLabel, 2 fullPackage, 4 sealedPackage, 8 originalPackage, 16 generic, 32 branded), and
// draft_versions, moved by each engine's triggers on every change of a (group, seller) pair's drafts,
// tells the in-memory ordered views when to read the pair again.
async function drafts(s: Schema) {
  await s.table(
    'drafts',
    `key key, id ci unique, groupKey big ->groups, sellerKey big ->pharmacies, drugKey big ->drugs, ndc text,
     packageName ci, lotNumber text, expirationDate text, price real, quantity real, flags int, status int`,
  )
  const pair = { primaryKey: ['groupKey', 'sellerKey'] }
  await s.table('draftVersions', 'groupKey big, sellerKey big, version big', pair)
}

/** The list, given the engine's own tables (sqlite/sandbox-schema.ts, postgres/sandbox-schema.ts). */
export function sandboxMigrations(engineTables: (s: Schema) => Promise<void>): Migration[] {
  return [
    {
      name: '0001-sandbox',
      legacy: { sqlite: 4, postgres: 2 },
      up: async (s) => {
        await core(s)
        await trade(s)
        await drafts(s)
        await engineTables(s)
      },
    },
    {
      // PostgreSQL databases of the earlier record had only some of the list pages' indexes.
      name: '0002-list-page-indexes',
      up: async (s) => {
        await pageIndexes(s, ...LISTING_PAGES, true)
        await pageIndexes(s, ...OFFER_PAGES, true)
      },
    },
  ]
}
