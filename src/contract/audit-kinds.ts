// The kinds of action the audit log is filtered by (GET /team/audit?kind=): a kind is several operations
// of the access table (access.ts) as a person thinks of them ("listings created or changed"), or, for
// "refused", every request this server refused itself, whatever its operation. One table, read by the
// server (to filter) and the audit page (to offer them).

export type AuditKind = {
  /** What the audit page's "Kind" filter says. */
  label: string
  /** The operations it covers; none for "refused", which is any operation this server refused. */
  operations: readonly string[]
  refused?: true
}

export const AUDIT_KINDS = {
  listings: {
    label: 'Listings created or changed',
    operations: ['createMarketplaceListing', 'updateMarketplaceListing'],
  },
  cashOffers: { label: 'Cash offers changed', operations: ['updateCashOffer'] },
  drafts: { label: 'Draft listings deleted', operations: ['deleteDraftListing'] },
  jobs: {
    label: 'Bulk jobs started, paused or stopped',
    operations: ['startJob', 'pauseJob', 'resumeJob', 'cancelJob', 'retryJob'],
  },
  group: { label: "The group's pharmacies", operations: ['updateGroupNpis'] },
  users: {
    label: 'Users, roles and passwords',
    operations: ['createUser', 'updateUser', 'resetUserPassword'],
  },
  sessions: {
    label: 'Sign-ins, sign-outs and the pharmacy acted for',
    operations: ['signIn', 'signOut', 'chooseActingPharmacy'],
  },
  sandbox: {
    label: 'Sandbox faults and resets',
    operations: ['createFaultRule', 'clearFaultRules', 'deleteFaultRule', 'resetSandbox'],
  },
  refused: { label: 'Refused by this server', operations: [], refused: true },
} as const satisfies Record<string, AuditKind>

export type AuditKindName = keyof typeof AUDIT_KINDS
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKindName, ...AuditKindName[]]

export const isAuditKind = (value: string): value is AuditKindName =>
  Object.prototype.hasOwnProperty.call(AUDIT_KINDS, value)
