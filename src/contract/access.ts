import { ROLES, type PharmacyScope, type Role } from './roles'

// Who may do what, with sign-in on (docs/team-server.md): one table of every operation the server passes
// on to the marketplace service (each operationId of the OpenAPI document, openapi.ts) and every team
// operation of this server, naming the roles that may call it, whether it changes anything (a write is
// audited) and where the pharmacy it acts for is found. The server refuses by it before anything is sent;
// the dashboard hides by it. access.test.ts holds the table to the OpenAPI document.

export { ROLES, RoleSchema, PharmacyScopeSchema, type Role, type PharmacyScope } from './roles'

/** Every role: reading is the viewer's power, and every role includes it. */
const EVERYONE: readonly Role[] = ROLES
const SELLERS: readonly Role[] = ['admin', 'seller']
const BUYERS: readonly Role[] = ['admin', 'buyer']
const ADMINS: readonly Role[] = ['admin']

/**
 * Where the acting pharmacy's NPI is: a body field or a query parameter (matched case-insensitively, as
 * the service binds names), the object the call is about (`target`: the server reads it to learn its
 * pharmacy; decision 0015), or nowhere (`none`: the call acts for the group as a whole).
 */
export type NpiSource =
  { in: 'body'; field: string } | { in: 'query'; name: string } | { in: 'target' } | { in: 'none' }

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type AccessRule = {
  method: HttpMethod
  /** The path as the OpenAPI document writes it: `/api/v1/cash-offers/{cashOfferId}`. */
  path: string
  roles: readonly Role[]
  /** Changes something: recorded in the audit log before it is sent and completed after. */
  write: boolean
  npi: NpiSource
  /** What the call does, in a pharmacist's words, to finish "Your role (viewer) cannot ...". */
  action: string
  /** The path parameter naming the object the call is about (the audit's target id). */
  target?: string
  /** The whole refusal, for an operation no signed-in role may call. */
  refusal?: string
}

const body = (field: string): NpiSource => ({ in: 'body', field })
const query = (name: string): NpiSource => ({ in: 'query', name })
const NONE: NpiSource = { in: 'none' }
const TARGET: NpiSource = { in: 'target' }

/** The API's operations (openapi.ts), as a signed-in user reaches them through this server. */
export const API_ACCESS = {
  listMarketplaceListings: {
    method: 'GET',
    path: '/api/v1/marketplace-listings',
    roles: EVERYONE,
    write: false,
    npi: query('pharmacyNpi'),
    action: 'read listings',
  },
  createMarketplaceListing: {
    method: 'POST',
    path: '/api/v1/marketplace-listings',
    roles: SELLERS,
    write: true,
    npi: body('pharmacyNPI'),
    action: 'list drugs on the marketplace',
  },
  getMarketplaceListing: {
    method: 'GET',
    path: '/api/v1/marketplace-listings/{id}',
    roles: EVERYONE,
    write: false,
    npi: query('pharmacyNpi'),
    action: 'read listings',
    target: 'id',
  },
  updateMarketplaceListing: {
    method: 'PUT',
    path: '/api/v1/marketplace-listings/{id}',
    roles: SELLERS,
    write: true,
    npi: body('pharmacyNPI'),
    action: 'change listings',
    target: 'id',
  },
  searchDraftListings: {
    method: 'POST',
    path: '/api/v1/draft-listings/search',
    roles: EVERYONE,
    write: false,
    npi: body('pharmacyNpi'),
    action: 'search draft listings',
  },
  getDraftListing: {
    method: 'GET',
    path: '/api/v1/draft-listings/{id}',
    roles: EVERYONE,
    write: false,
    npi: query('pharmacyNpi'),
    action: 'read draft listings',
    target: 'id',
  },
  deleteDraftListing: {
    method: 'DELETE',
    path: '/api/v1/draft-listings/{id}',
    roles: SELLERS,
    write: true,
    npi: TARGET,
    action: 'delete draft listings',
    target: 'id',
  },
  listCashOffers: {
    method: 'GET',
    path: '/api/v1/cash-offers',
    roles: EVERYONE,
    write: false,
    npi: query('buyingPharmacyNpi'),
    action: 'read cash offers',
  },
  getCashOffer: {
    method: 'GET',
    path: '/api/v1/cash-offers/{cashOfferId}',
    roles: EVERYONE,
    write: false,
    npi: query('buyingPharmacyNpi'),
    action: 'read cash offers',
    target: 'cashOfferId',
  },
  updateCashOffer: {
    method: 'PUT',
    path: '/api/v1/cash-offers/{cashOfferId}',
    roles: BUYERS,
    write: true,
    npi: body('buyingPharmacyNpi'),
    action: 'change cash offers',
    target: 'cashOfferId',
  },
  getNdcTransactionStatistic: {
    method: 'GET',
    path: '/api/v1/ndc-transaction-statistic',
    roles: EVERYONE,
    write: false,
    npi: NONE,
    action: 'read NDC price statistics',
  },
  updateGroupNpis: {
    method: 'POST',
    path: '/api/v1/groups/npi-update',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: "change the group's pharmacy NPIs",
  },
  searchPharmacies: {
    method: 'GET',
    path: '/api/v1/pharmacies/search',
    roles: EVERYONE,
    write: false,
    npi: NONE,
    action: "read the group's pharmacies",
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/v1/openapi.json',
    roles: EVERYONE,
    write: false,
    npi: NONE,
    action: "read the service's API description",
  },
  createFaultRule: {
    method: 'POST',
    path: '/api/v1/sandbox/faults',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: 'set sandbox faults',
  },
  listFaultRules: {
    method: 'GET',
    path: '/api/v1/sandbox/faults',
    roles: ADMINS,
    write: false,
    npi: NONE,
    action: 'read sandbox faults',
  },
  clearFaultRules: {
    method: 'DELETE',
    path: '/api/v1/sandbox/faults',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: 'clear sandbox faults',
  },
  deleteFaultRule: {
    method: 'DELETE',
    path: '/api/v1/sandbox/faults/{id}',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: 'clear sandbox faults',
    target: 'id',
  },
  resetSandbox: {
    method: 'POST',
    path: '/api/v1/sandbox/reset',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: 'reset the sandbox',
  },
  createSandboxTenant: {
    method: 'POST',
    path: '/api/v1/sandbox/tenants',
    roles: [],
    write: true,
    npi: NONE,
    action: 'create a sandbox tenant',
    refusal:
      "You are signed in: this server calls the sandbox with the group's key. A tenant is created with an API key (docs/sandbox.md, Tenants).",
  },
  getDemoConnection: {
    method: 'GET',
    path: '/api/v1/sandbox/demo-connection',
    roles: [],
    write: false,
    npi: NONE,
    action: 'read the demo connection',
    refusal:
      "You are signed in: this server holds the group's key, so the demo connection is not needed and not given out.",
  },
} as const satisfies Record<string, AccessRule>
export type ApiOperation = keyof typeof API_ACCESS

/** This server's own operations that need a signed-in user (docs/team-server.md). */
export const TEAM_ACCESS = {
  readSession: {
    method: 'GET',
    path: '/auth/session',
    roles: EVERYONE,
    write: false,
    npi: NONE,
    action: 'read your session',
  },
  signOut: {
    method: 'POST',
    path: '/auth/sign-out',
    roles: EVERYONE,
    write: true,
    npi: NONE,
    action: 'sign out',
  },
  // The pharmacy the person acts for, remembered across sign-ins: one of their own (session-answer.ts).
  chooseActingPharmacy: {
    method: 'PUT',
    path: '/auth/acting-pharmacy',
    roles: EVERYONE,
    write: true,
    npi: body('npi'),
    action: 'choose the pharmacy you act for',
  },
  listUsers: {
    method: 'GET',
    path: '/team/users',
    roles: ADMINS,
    write: false,
    npi: NONE,
    action: "read the team's users",
  },
  createUser: {
    method: 'POST',
    path: '/team/users',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: 'add users',
  },
  updateUser: {
    method: 'PATCH',
    path: '/team/users/{id}',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: "change users' roles and pharmacies",
    target: 'id',
  },
  resetUserPassword: {
    method: 'POST',
    path: '/team/users/{id}/password',
    roles: ADMINS,
    write: true,
    npi: NONE,
    action: "reset users' passwords",
    target: 'id',
  },
  listAudit: {
    method: 'GET',
    path: '/team/audit',
    roles: ADMINS,
    write: false,
    npi: NONE,
    action: 'read the audit log',
  },
  exportAudit: {
    method: 'GET',
    path: '/team/audit.csv',
    roles: ADMINS,
    write: false,
    npi: NONE,
    action: 'read the audit log',
  },
  readHistory: {
    method: 'GET',
    path: '/team/history/{targetId}',
    roles: EVERYONE,
    write: false,
    npi: TARGET,
    action: 'read the history of changes',
    target: 'targetId',
  },
  readMeter: {
    method: 'GET',
    path: '/team/meter',
    roles: EVERYONE,
    write: false,
    npi: NONE,
    action: "read the service's budget of calls",
  },
  listJobs: {
    method: 'GET',
    path: '/team/jobs',
    roles: EVERYONE,
    write: false,
    npi: NONE,
    action: 'read bulk jobs',
  },
  readJob: {
    method: 'GET',
    path: '/team/jobs/{id}',
    roles: EVERYONE,
    write: false,
    npi: TARGET,
    action: 'read bulk jobs',
    target: 'id',
  },
  readJobRows: {
    method: 'GET',
    path: '/team/jobs/{id}/rows',
    roles: EVERYONE,
    write: false,
    npi: TARGET,
    action: 'read bulk jobs',
    target: 'id',
  },
  // Which kinds a role may start, and for which pharmacies, is the kind's own operation's rule (jobs.ts,
  // JOB_KIND_OPERATION): listing drafts is createMarketplaceListing's, and so on.
  startJob: {
    method: 'POST',
    path: '/team/jobs',
    roles: SELLERS,
    write: true,
    npi: body('pharmacyNpi'),
    action: 'start bulk jobs',
  },
  pauseJob: {
    method: 'POST',
    path: '/team/jobs/{id}/pause',
    roles: SELLERS,
    write: true,
    npi: TARGET,
    action: 'pause bulk jobs',
    target: 'id',
  },
  resumeJob: {
    method: 'POST',
    path: '/team/jobs/{id}/resume',
    roles: SELLERS,
    write: true,
    npi: TARGET,
    action: 'resume bulk jobs',
    target: 'id',
  },
  cancelJob: {
    method: 'POST',
    path: '/team/jobs/{id}/cancel',
    roles: SELLERS,
    write: true,
    npi: TARGET,
    action: 'cancel bulk jobs',
    target: 'id',
  },
  retryJob: {
    method: 'POST',
    path: '/team/jobs/{id}/retry',
    roles: SELLERS,
    write: true,
    npi: TARGET,
    action: 'retry bulk jobs',
    target: 'id',
  },
} as const satisfies Record<string, AccessRule>
export type TeamOperation = keyof typeof TEAM_ACCESS

export type Operation = ApiOperation | TeamOperation
export const ACCESS: Readonly<Record<Operation, AccessRule>> = { ...API_ACCESS, ...TEAM_ACCESS }
export const API_OPERATIONS = Object.keys(API_ACCESS) as ApiOperation[]
export const TEAM_OPERATIONS = Object.keys(TEAM_ACCESS) as TeamOperation[]

export function roleMayCall(role: Role, operation: Operation): boolean {
  return ACCESS[operation].roles.includes(role)
}

export function actsFor(scope: PharmacyScope, npi: number): boolean {
  return scope === 'all' || scope.includes(npi)
}

/** The refusal of a role the table does not name: "Your role (viewer) cannot change listings." */
export function roleRefusal(role: Role, operation: Operation): string {
  const rule = ACCESS[operation]
  return rule.refusal ?? `Your role (${role}) cannot ${rule.action}.`
}

/** The refusal of a pharmacy outside the user's own. */
export function npiRefusal(npi: number): string {
  return `You do not act for pharmacy NPI ${npi}.`
}

/** The operations a role may call: what the dashboard shows. */
export function operationsOf(role: Role): Operation[] {
  return (Object.keys(ACCESS) as Operation[]).filter((operation) => roleMayCall(role, operation))
}
