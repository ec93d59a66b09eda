// The stores' tables as the query layer (Kysely) types them, one source for both engines, built from the
// rows the repository interfaces answer (../*-repository.ts, ../team-store.ts, ../job-records.ts): a
// table differs from its row only where the database keeps something else (a key it numbers, JSON or a
// union kept as text, a key in place of the id it shows). Names are the code's (camelCase); the SQL's are
// snake_case (CamelCasePlugin, query-layer.ts). Booleans are booleans in code on both engines (SQLite
// keeps 0/1: sqlite/sqlite-dialect.ts converts). Dates are ISO 8601 UTC strings, which sort as text.
// Adding a table: its type here, its DDL in a new migration (sandbox-migrations.ts, team-migrations.ts).
import type { Generated } from 'kysely'
import type { AuditEntry } from '../audit-entries'
import type { AuditAnchor } from '../audit-seal'
import type { CashOfferRow } from '../cash-offers-repository'
import type { DraftRecord, DraftRow } from '../drafts-repository'
import type { DrugRow } from '../drugs-repository'
import type { GroupRow, Invitation } from '../groups-repository'
import type { DraftListingRecord, JobRecord, JobRowRecord } from '../job-records'
import type { ListingRow } from '../listings-repository'
import type { PharmacyRow } from '../pharmacies-repository'
import type { OidcTransaction, SessionRow, UserRow } from '../team-store'

/** A row with its key numbered by the database (an identity on PostgreSQL, never reused). */
type Keyed<T> = Omit<T, 'key'> & { key: Generated<number> }
/** `K` kept as text (JSON, or a union the code checks as it reads). */
type AsText<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? string | null : string }
/** The id of a one-row table: 1 on SQLite, true on PostgreSQL (query-layer.ts, `one`). */
type One = { id: Generated<number | boolean> }

export interface SandboxTables {
  settings: { name: string; value: string | null }
  groups: Keyed<GroupRow>
  apiKeys: { apiKey: string; groupKey: number }
  pharmacies: Keyed<PharmacyRow>
  groupMembers: { groupKey: number; pharmacyKey: number }
  invitations: Invitation & { groupKey: number }
  /** With lower-cased copies for the draft search's substring match. */
  drugs: Keyed<DrugRow> & Record<'searchName' | 'searchForm' | 'searchStrength', string>
  listings: Keyed<ListingRow>
  cashOffers: Keyed<Omit<CashOfferRow, 'createdByGroupId'>>
  transactions: Keyed<Pick<ListingRow, 'key' | 'id' | 'drugKey' | 'price' | 'quantity' | 'sellerKey'>> & {
    date: string
    buyerKey: number
  }
  /** With the drug's columns the search sorts on (decision 0002). */
  drafts: Keyed<DraftRow & DraftRecord> & { ndc: string; packageName: string }
  draftVersions: { groupKey: number; sellerKey: number; version: number }
}

export interface TeamTables {
  users: AsText<UserRow, 'role' | 'npis'> & { key: Generated<number> }
  sessions: AsText<Omit<SessionRow, 'userId'>, 'method'> & { userKey: number }
  signInFailures: { kind: string; key: string; at: string }
  oidcTransactions: OidcTransaction & { idHash: string }
  auditEntries: AsText<AuditEntry, 'type' | 'data'>
  auditAnchor: AuditAnchor & One
  /** PostgreSQL only: the row every append locks (SQLite's transactions take the write lock first). */
  auditHead: { id: boolean }
  meterWindows: { minute: number; count: number }
  meterHold: { until: number } & One
  jobs: JobRecord & { key: Generated<number> }
  jobRows: AsText<Omit<JobRowRecord, 'jobId'>, 'input' | 'about' | 'sent' | 'answer'> & { jobKey: number }
  draftListings: DraftListingRecord
}
