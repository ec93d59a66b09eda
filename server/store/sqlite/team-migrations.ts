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

export const TEAM_MIGRATIONS: readonly string[] = [V1_TEAM]
