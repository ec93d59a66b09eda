// Schema of the team store's own SQLite file (TEAM_DATABASE), applied in order by openTeamDatabase
// (PRAGMA user_version holds the last one applied). Dates are ISO 8601 UTC strings, which sort as text.

const V1_TEAM = `
CREATE TABLE users (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'seller', 'buyer', 'viewer')),
  -- 'all', or a JSON array of NPIs
  npis TEXT NOT NULL,
  active INTEGER NOT NULL,
  password_hash TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  password_set_at TEXT,
  last_sign_in_at TEXT
);

-- Only the SHA-256 of a session id is kept: a copy of this file signs nobody in.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_key INTEGER NOT NULL REFERENCES users(key),
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  method TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX sessions_by_user ON sessions (user_key);

CREATE TABLE sign_in_failures (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX sign_in_failures_by_key ON sign_in_failures (kind, key, at);
CREATE INDEX sign_in_failures_by_time ON sign_in_failures (at);

CREATE TABLE oidc_transactions (
  id_hash TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  return_to TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE audit_entries (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('intent', 'outcome', 'event')),
  operation TEXT NOT NULL,
  user_id TEXT,
  user_email TEXT,
  npi INTEGER,
  target_id TEXT COLLATE NOCASE,
  address TEXT,
  refers_to INTEGER,
  data TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE INDEX audit_by_refers_to ON audit_entries (refers_to) WHERE refers_to IS NOT NULL;
CREATE INDEX audit_by_target ON audit_entries (target_id, seq) WHERE target_id IS NOT NULL;
CREATE INDEX audit_by_user ON audit_entries (user_id, seq);
CREATE INDEX audit_by_operation ON audit_entries (operation, seq);
CREATE INDEX audit_by_npi ON audit_entries (npi, seq);
CREATE INDEX audit_by_time ON audit_entries (at);
-- Append-only through this schema: an entry is never changed or removed. Someone with the file can still
-- drop these triggers; the hash chain is what shows that (npm run audit:verify).
CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
`

// The meter's shared count and hold, the bulk jobs with their leases and rows, and the drafts listed
// (docs/team-server.md, "The meter" and "Bulk jobs"). Windows are whole minutes since the epoch; the
// hold is milliseconds since the epoch.
const V2_METER_AND_JOBS = `
CREATE TABLE meter_windows (
  minute INTEGER PRIMARY KEY,
  count INTEGER NOT NULL
);
CREATE TABLE meter_hold (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  until INTEGER NOT NULL
);

CREATE TABLE jobs (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('listDrafts', 'deleteDrafts', 'repriceListings')),
  user_id TEXT NOT NULL,
  user_email TEXT NOT NULL,
  npi INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'paused', 'cancelled', 'done')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT,
  retry_of TEXT,
  message TEXT,
  owner TEXT,
  lease_until TEXT
);
CREATE INDEX jobs_by_user ON jobs (user_id, key);
CREATE INDEX jobs_running ON jobs (key) WHERE state = 'running';

CREATE TABLE job_rows (
  job_key INTEGER NOT NULL REFERENCES jobs(key),
  seq INTEGER NOT NULL,
  target_id TEXT NOT NULL,
  input TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'in-flight', 'done', 'refused', 'unknown', 'cancelled')),
  sent TEXT,
  attempted_at TEXT,
  audit_seq INTEGER,
  answer TEXT,
  result_id TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (job_key, seq)
) WITHOUT ROWID;
CREATE INDEX job_rows_by_state ON job_rows (job_key, state, seq);

-- One row per draft this server lists: the primary key is what makes a second listing of it impossible.
CREATE TABLE draft_listings (
  draft_id TEXT PRIMARY KEY COLLATE NOCASE,
  state TEXT NOT NULL CHECK (state IN ('listing', 'listed')),
  listing_id TEXT COLLATE NOCASE,
  npi INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  job_id TEXT,
  job_row INTEGER,
  claimed_at TEXT NOT NULL,
  listed_at TEXT
) WITHOUT ROWID;
CREATE INDEX draft_listings_by_listing ON draft_listings (listing_id) WHERE listing_id IS NOT NULL;
`

// The audit log's anchor (store/audit-seal.ts): how it is keyed, and its head with the head's HMAC, moved
// by every append. One row; none until the store is first opened with a key.
const V3_AUDIT_ANCHOR = `
CREATE TABLE audit_anchor (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  keyed_from INTEGER NOT NULL,
  key_check TEXT NOT NULL,
  head_seq INTEGER NOT NULL,
  head_hash TEXT NOT NULL,
  head_mac TEXT NOT NULL
);
`

// The pharmacy each person chose to act for last (the dashboard's switcher), so a sign-in acts for it
// again rather than for whichever pharmacy the group lists first.
const V4_ACTING_NPI = `
ALTER TABLE users ADD COLUMN acting_npi INTEGER;
`

// What each job row is about as a person knows it (drug, lot, price: src/contract/job-answers.ts), JSON;
// null for the rows of jobs started before it, and for rows started without it.
const V5_JOB_ROW_ABOUT = `
ALTER TABLE job_rows ADD COLUMN about TEXT;
`

export const TEAM_MIGRATIONS: readonly string[] = [
  V1_TEAM,
  V2_METER_AND_JOBS,
  V3_AUDIT_ANCHOR,
  V4_ACTING_NPI,
  V5_JOB_ROW_ABOUT,
]
