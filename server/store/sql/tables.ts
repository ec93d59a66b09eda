// The stores' tables as the query layer (Kysely) types them, one source for both engines. Names are the
// code's (camelCase); the SQL's are snake_case (CamelCasePlugin, query-layer.ts). Booleans are booleans
// in code on both engines (SQLite keeps 0/1: sqlite/sqlite-dialect.ts converts). Dates are ISO 8601 UTC
// strings, which sort as text in time order. Adding a table: its type here, its DDL in a new migration.
import type { Generated } from 'kysely'

type Key = Generated<number>
type Text = string | null
type Num = number | null

export interface SandboxTables {
  settings: { name: string; value: Text }
  groups: { key: Key; id: string; name: string }
  apiKeys: { apiKey: string; groupKey: number }
  pharmacies: {
    key: Key
    id: string
    npi: number
    name: string
    dba: string
    phone: Num
    gln: Text
    line1: Text
    line2: Text
    city: Text
    stateAcronym: Text
    postalCode: Text
    restrictionCode: Num
    restrictionMessage: Text
  }
  groupMembers: { groupKey: number; pharmacyKey: number }
  invitations: { groupKey: number; npi: number; invitedDate: string }
  drugs: {
    key: Key
    ndc: string
    ndcFormatted: string
    packageName: string
    form: string
    strength: string
    labeler: string
    packageDescription: string
    packageSize: number
    unit: string
    branded: boolean
    generic: boolean
    requireScan: boolean
    nadacPrice: number
    searchName: string
    searchForm: string
    searchStrength: string
  }
  listings: {
    key: Key
    id: string
    sellerKey: number
    drugKey: number
    lotNumber: string
    expirationDate: string
    price: number
    quantity: number
    fullPackage: boolean
    sealedPackage: boolean
    originalPackage: boolean
    tornPackageLabel: boolean
    serialNumber: Text
    additionalPackageNotes: Text
    showOnlyInState: boolean
    status: number
    listingDate: string
    buyerKey: Num
    updatedAt: string
  }
  cashOffers: {
    key: Key
    id: string
    buyerKey: number
    createdByGroupKey: number
    drugKey: number
    minimalExpirationDate: string
    price: number
    requestedQuantity: number
    requireFullPackage: boolean
    requireSealedPackage: boolean
    requireOriginalPackage: boolean
    requireIntactPackageLabel: boolean
    shippingRequestMethod: 'Standard' | 'Medium'
    maxShippingPrice: Num
    shipByDate: Text
    buyingPharmacyMessage: Text
    showOnlyInState: boolean
    status: number
    listingDate: string
    updatedAt: string
  }
  transactions: {
    key: Key
    id: string
    drugKey: number
    price: number
    quantity: number
    date: string
    sellerKey: number
    buyerKey: number
  }
  drafts: {
    key: Key
    id: string
    groupKey: number
    sellerKey: number
    drugKey: number
    ndc: string
    packageName: string
    lotNumber: string
    expirationDate: string
    price: number
    quantity: number
    flags: number
    status: number
  }
  draftVersions: { groupKey: number; sellerKey: number; version: number }
}

export interface TeamTables {
  users: {
    key: Key
    id: string
    email: string
    name: string
    role: string
    /** 'all', or a JSON array of NPIs. */
    npis: string
    active: boolean
    passwordHash: Text
    createdAt: string
    updatedAt: string
    passwordSetAt: Text
    lastSignInAt: Text
  }
  sessions: { idHash: string; userKey: number; createdAt: string; lastSeenAt: string; method: string }
  signInFailures: { kind: string; key: string; at: string }
  oidcTransactions: {
    idHash: string
    state: string
    nonce: string
    codeVerifier: string
    returnTo: string
    createdAt: string
  }
  auditEntries: {
    seq: number
    at: string
    type: string
    operation: string
    userId: Text
    userEmail: Text
    npi: Num
    targetId: Text
    address: Text
    refersTo: Num
    /** JSON. */
    data: string
    prevHash: string
    hash: string
  }
  auditAnchor: {
    id: Generated<number | boolean>
    keyedFrom: number
    keyCheck: string
    headSeq: number
    headHash: string
    headMac: string
  }
  meterWindows: { minute: number; count: number }
  meterHold: { id: Generated<number | boolean>; until: number }
  /** PostgreSQL only: the row every append locks (SQLite's transactions take the write lock first). */
  auditHead: { id: boolean }
  jobs: {
    key: Key
    id: string
    kind: 'listDrafts' | 'deleteDrafts' | 'repriceListings'
    userId: string
    userEmail: string
    npi: number
    state: 'running' | 'paused' | 'cancelled' | 'done'
    createdAt: string
    updatedAt: string
    finishedAt: Text
    retryOf: Text
    message: Text
    owner: Text
    leaseUntil: Text
  }
  jobRows: {
    jobKey: number
    seq: number
    targetId: string
    /** JSON, as sent and answered: kept as text. */
    input: string
    state: 'pending' | 'in-flight' | 'done' | 'refused' | 'unknown' | 'cancelled'
    sent: Text
    attemptedAt: Text
    auditSeq: Num
    answer: Text
    resultId: Text
    updatedAt: string
  }
  draftListings: {
    draftId: string
    state: 'listing' | 'listed'
    listingId: Text
    npi: number
    userId: string
    jobId: Text
    jobRow: Num
    claimedAt: string
    listedAt: Text
  }
}
