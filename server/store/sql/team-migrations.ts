// The team store's tables (../team-store.ts), one migration list for both engines (migrate.ts), its steps
// where the earlier record's were, so a store of any earlier version moves on. Dates are ISO 8601 UTC
// strings, which sort as text. What differs by engine: how the audit log refuses changes (triggers) and,
// on PostgreSQL, the chain's head row that appends lock (each engine's `engineTables`).
import type { Migration, Schema } from './migrate'

const isIn = (column: string, values: string) => `${column} IN ('${values.split(' ').join("', '")}')`

async function team(s: Schema) {
  await s.table(
    'users',
    `key key, id text unique, email ci unique, name text, role text, npis text, active bool, passwordHash text?,
     createdAt text, updatedAt text, passwordSetAt text?, lastSignInAt text?`,
    { checks: [isIn('role', 'admin seller buyer viewer')] },
  )
  // Only the SHA-256 of a session id is kept: a copy of the store signs nobody in.
  await s.table(
    'sessions',
    'idHash text pk, userKey big ->users, createdAt text, lastSeenAt text, method text',
  )
  await s.index('sessions_by_user', 'sessions', 'user_key')
  await s.table('signInFailures', 'kind text, key text, at text')
  await s.index('sign_in_failures_by_key', 'sign_in_failures', 'kind, key, at')
  await s.index('sign_in_failures_by_time', 'sign_in_failures', 'at')
  const oidc = 'state text, nonce text, codeVerifier text, returnTo text, createdAt text'
  await s.table('oidcTransactions', `idHash text pk, ${oidc}`)
  await s.table(
    'auditEntries',
    `seq big pk, at text, type text, operation text, userId text?, userEmail text?, npi big?, targetId ci?,
     address text?, refersTo big?, data text, prevHash text, hash text`,
    { checks: [isIn('type', 'intent outcome event')] },
  )
  await s.index('audit_by_refers_to', 'audit_entries', 'refers_to', { where: 'refers_to IS NOT NULL' })
  await s.index('audit_by_target', 'audit_entries', '~target_id, seq')
  for (const column of ['user_id', 'operation', 'npi'])
    await s.index(`audit_by_${column.split('_')[0]}`, 'audit_entries', `${column}, seq`)
  await s.index('audit_by_time', 'audit_entries', 'at')
}

// The meter's shared count and hold, the bulk jobs with their leases and rows, and the drafts listed
// (docs/team-server.md, "The meter" and "Bulk jobs"). Windows are whole minutes since the epoch; the hold
// is milliseconds since the epoch. Bodies and answers are JSON kept as text: sent again as they were.
async function meterAndJobs(s: Schema) {
  await s.table('meterWindows', 'minute big pk, count int')
  await s.table('meterHold', 'id one, until big')
  await s.table(
    'jobs',
    `key key, id text unique, kind text, userId text, userEmail text, npi big, state text, createdAt text,
     updatedAt text, finishedAt text?, retryOf text?, message text?, owner text?, leaseUntil text?`,
    {
      checks: [
        isIn('kind', 'listDrafts deleteDrafts repriceListings'),
        isIn('state', 'running paused cancelled done'),
      ],
    },
  )
  await s.index('jobs_by_user', 'jobs', 'user_id, key')
  await s.index('jobs_running', 'jobs', 'key', { where: "state = 'running'" })
  await s.table(
    'jobRows',
    `jobKey big ->jobs, seq int, targetId text, input text, state text, sent text?, attemptedAt text?,
     auditSeq big?, answer text?, resultId text?, updatedAt text`,
    {
      primaryKey: ['jobKey', 'seq'],
      checks: [isIn('state', 'pending in-flight done refused unknown cancelled')],
    },
  )
  await s.index('job_rows_by_state', 'job_rows', 'job_key, state, seq')
  // One row per draft this server lists: the unique draft id is what makes a second listing of it impossible.
  await s.table(
    'draftListings',
    `draftId ci unique, state text, listingId ci?, npi big, userId text, jobId text?, jobRow int?,
     claimedAt text, listedAt text?`,
    { checks: [isIn('state', 'listing listed')] },
  )
  await s.index('draft_listings_by_listing', 'draft_listings', '~listing_id', {
    where: 'listing_id IS NOT NULL',
  })
}

// The audit log's anchor (../audit-seal.ts): how it is keyed, and its head with the head's HMAC, moved by
// every append. One row; none until the store is first opened with a key.
const anchor = (s: Schema) =>
  s.table('auditAnchor', 'id one, keyedFrom big, keyCheck text, headSeq big, headHash text, headMac text')

/** The earlier record's version n on both engines (the team store's versions were the same on each). */
const was = (n: number) => ({ sqlite: n, postgres: n })

/** The list, given the engine's own tables (sqlite/team-database.ts, postgres/team-store.ts). */
export function teamMigrations(engineTables: (s: Schema) => Promise<void>): Migration[] {
  return [
    { name: '0001-team', legacy: was(1), up: async (s) => (await team(s), await engineTables(s)) },
    { name: '0002-meter-and-jobs', legacy: was(2), up: meterAndJobs },
    { name: '0003-audit-anchor', legacy: was(3), up: anchor },
    // The pharmacy each person chose to act for last (the dashboard's switcher), so a sign-in acts for it
    // again rather than for whichever pharmacy the group lists first.
    { name: '0004-acting-npi', legacy: was(4), up: (s) => s.columns('users', 'actingNpi big?') },
    // What each job row is about as a person knows it (drug, lot, price: src/contract/job-answers.ts), JSON
    // kept as text; null for the rows of jobs started before it, and for rows started without it.
    { name: '0005-job-row-about', legacy: was(5), up: (s) => s.columns('jobRows', 'about text?') },
    // The id of the request that wrote each entry (X-Request-Id, the access log's requestId): an entry
    // and the log line of the call that made it are found from each other. Null for entries written
    // before, and for those no request made (a job's rows, the demo users loaded at start).
    { name: '0006-audit-request-id', up: (s) => s.columns('auditEntries', 'requestId text?') },
  ]
}
