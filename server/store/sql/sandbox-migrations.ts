// The sandbox's tables, one migration list for both engines (migrate.ts says how a column's kind becomes
// each engine's type). Tables use an integer `key` inside and show the GUID `id` outside, compared
// without regard to case as GUIDs are. What differs by engine is the draft search's own part (its sort
// indexes and the triggers that move draft_versions, decision 0002) and, on PostgreSQL, what several
// instances share (the rate limit's counts, the fault rules): each engine's `engineTables`.
import type { Migration, Schema } from './migrate'

const TRADE_FLAGS = 'fullPackage sealedPackage originalPackage tornPackageLabel'.split(' ')

async function core(s: Schema) {
  await s.table('settings', { name: 'text pk', value: 'text?' })
  await s.table('groups', { key: 'key', id: 'ci unique', name: 'text' })
  await s.table('apiKeys', { apiKey: 'text pk', groupKey: 'big ->groups' })
  await s.table('pharmacies', {
    key: 'key',
    id: 'ci unique',
    npi: 'big unique',
    name: 'text',
    dba: 'text',
    phone: 'big?',
    gln: 'text?',
    ...Object.fromEntries(['line1', 'line2', 'city', 'stateAcronym', 'postalCode'].map((c) => [c, 'text?'])),
    restrictionCode: 'int?',
    restrictionMessage: 'text?',
  })
  const member = { groupKey: 'big ->groups' }
  await s.table(
    'groupMembers',
    { ...member, pharmacyKey: 'big ->pharmacies' },
    { primaryKey: ['groupKey', 'pharmacyKey'] },
  )
  await s.table(
    'invitations',
    { ...member, npi: 'big', invitedDate: 'text' },
    { primaryKey: ['groupKey', 'npi'] },
  )
  const words = ['packageName', 'form', 'strength', 'labeler', 'packageDescription']
  await s.table('drugs', {
    key: 'key',
    ndc: 'text unique',
    ndcFormatted: 'text',
    ...Object.fromEntries(words.map((c) => [c, 'text'])),
    packageSize: 'real',
    unit: 'text',
    ...Object.fromEntries(['branded', 'generic', 'requireScan'].map((c) => [c, 'bool'])),
    nadacPrice: 'real',
    // lower-cased copies (by the loader) for the draft search's case-insensitive substring match
    ...Object.fromEntries(['searchName', 'searchForm', 'searchStrength'].map((c) => [c, 'text'])),
  })
}

/** A list page's ORDER BY ... LIMIT/OFFSET read from an index, with and without the status (list-pages.ts). */
async function pageIndexes(s: Schema, table: string, owner: string, expiration: string, ifNotExists = false) {
  const sorts = { date: 'listing_date', expiration, price: 'price' }
  for (const [name, column] of Object.entries(sorts)) {
    await s.index(`${table}_page_${name}`, table, `${owner}, ${column}, key`, { ifNotExists })
    await s.index(`${table}_page_status_${name}`, table, `${owner}, status, ${column}, key`, { ifNotExists })
  }
}

async function trade(s: Schema) {
  const sold = { key: 'key', id: 'ci unique' }
  await s.table('listings', {
    ...sold,
    sellerKey: 'big ->pharmacies',
    drugKey: 'big ->drugs',
    lotNumber: 'text',
    expirationDate: 'text',
    price: 'real',
    quantity: 'real',
    ...Object.fromEntries(TRADE_FLAGS.map((c) => [c, 'bool'])),
    serialNumber: 'text?',
    additionalPackageNotes: 'text?',
    showOnlyInState: 'bool',
    status: 'int',
    listingDate: 'text',
    buyerKey: 'big? ->pharmacies',
    updatedAt: 'text',
  })
  await s.index('listings_by_drug', 'listings', 'drug_key, status')
  await pageIndexes(s, 'listings', 'seller_key', 'expiration_date')
  const required = [
    'requireFullPackage',
    'requireSealedPackage',
    'requireOriginalPackage',
    'requireIntactPackageLabel',
  ]
  await s.table('cashOffers', {
    ...sold,
    buyerKey: 'big ->pharmacies',
    createdByGroupKey: 'big ->groups',
    drugKey: 'big ->drugs',
    minimalExpirationDate: 'text',
    price: 'real',
    requestedQuantity: 'real',
    ...Object.fromEntries(required.map((c) => [c, 'bool'])),
    shippingRequestMethod: 'text',
    maxShippingPrice: 'real?',
    shipByDate: 'text?',
    buyingPharmacyMessage: 'text?',
    showOnlyInState: 'bool',
    status: 'int',
    listingDate: 'text',
    updatedAt: 'text',
  })
  await s.index('cash_offers_by_drug', 'cash_offers', 'drug_key, status')
  await pageIndexes(s, 'cash_offers', 'buyer_key, created_by_group_key', 'minimal_expiration_date')
  await s.table('transactions', {
    ...sold,
    drugKey: 'big ->drugs',
    price: 'real',
    quantity: 'real',
    date: 'text',
    sellerKey: 'big ->pharmacies',
    buyerKey: 'big ->pharmacies',
  })
  await s.index('transactions_by_drug', 'transactions', 'drug_key, date')
}

// Draft search at 100k drafts (spec: Endpoints > 2; decision 0002): the drug fields the search sorts and
// filters on are copied onto the draft (ndc, package_name, and the generic/branded bits inside flags:
// 1 tornPackageLabel, 2 fullPackage, 4 sealedPackage, 8 originalPackage, 16 generic, 32 branded), and
// draft_versions, moved by each engine's triggers on every change of a (group, seller) pair's drafts,
// tells the in-memory ordered views when to read the pair again.
async function drafts(s: Schema) {
  await s.table('drafts', {
    key: 'key',
    id: 'ci unique',
    groupKey: 'big ->groups',
    sellerKey: 'big ->pharmacies',
    drugKey: 'big ->drugs',
    ndc: 'text',
    packageName: 'ci',
    lotNumber: 'text',
    expirationDate: 'text',
    price: 'real',
    quantity: 'real',
    flags: 'int',
    status: 'int',
  })
  await s.table(
    'draftVersions',
    { groupKey: 'big', sellerKey: 'big', version: 'big' },
    { primaryKey: ['groupKey', 'sellerKey'] },
  )
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
        await pageIndexes(s, 'listings', 'seller_key', 'expiration_date', true)
        await pageIndexes(
          s,
          'cash_offers',
          'buyer_key, created_by_group_key',
          'minimal_expiration_date',
          true,
        )
      },
    },
  ]
}
