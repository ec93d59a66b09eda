// Schema migrations, applied in order by openDatabase (PRAGMA user_version holds the last applied one).
// Tables use an integer `key` internally and expose the GUID `id` (compared case-insensitively, as GUIDs are);
// the draft indexes stay small that way.
// Dates are ISO 8601 UTC strings (toISOString), which sort as text in time order.

const V1_CORE = `
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT
) WITHOUT ROWID;
CREATE TABLE groups (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL
);
CREATE TABLE api_keys (
  api_key TEXT PRIMARY KEY,
  group_key INTEGER NOT NULL REFERENCES groups(key)
) WITHOUT ROWID;
CREATE TABLE pharmacies (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE COLLATE NOCASE,
  npi INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  dba TEXT NOT NULL,
  phone INTEGER,
  gln TEXT,
  line1 TEXT, line2 TEXT, city TEXT, state_acronym TEXT, postal_code TEXT,
  restriction_code INTEGER,
  restriction_message TEXT
);
CREATE TABLE group_members (
  group_key INTEGER NOT NULL REFERENCES groups(key),
  pharmacy_key INTEGER NOT NULL REFERENCES pharmacies(key),
  PRIMARY KEY (group_key, pharmacy_key)
) WITHOUT ROWID;
CREATE TABLE invitations (
  group_key INTEGER NOT NULL REFERENCES groups(key),
  npi INTEGER NOT NULL,
  invited_date TEXT NOT NULL,
  PRIMARY KEY (group_key, npi)
) WITHOUT ROWID;
CREATE TABLE drugs (
  key INTEGER PRIMARY KEY,
  ndc TEXT NOT NULL UNIQUE,
  ndc_formatted TEXT NOT NULL,
  package_name TEXT NOT NULL,
  form TEXT NOT NULL,
  strength TEXT NOT NULL,
  labeler TEXT NOT NULL,
  package_description TEXT NOT NULL,
  package_size REAL NOT NULL,
  unit TEXT NOT NULL,
  branded INTEGER NOT NULL,
  generic INTEGER NOT NULL,
  require_scan INTEGER NOT NULL,
  nadac_price REAL NOT NULL,
  -- lower-cased copies for the draft search's case-insensitive substring match
  search_name TEXT NOT NULL,
  search_form TEXT NOT NULL,
  search_strength TEXT NOT NULL
);
`

const V1_TRADE = `
CREATE TABLE listings (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE COLLATE NOCASE,
  seller_key INTEGER NOT NULL REFERENCES pharmacies(key),
  drug_key INTEGER NOT NULL REFERENCES drugs(key),
  lot_number TEXT NOT NULL,
  expiration_date TEXT NOT NULL,
  price REAL NOT NULL,
  quantity REAL NOT NULL,
  full_package INTEGER NOT NULL,
  sealed_package INTEGER NOT NULL,
  original_package INTEGER NOT NULL,
  torn_package_label INTEGER NOT NULL,
  serial_number TEXT,
  additional_package_notes TEXT,
  show_only_in_state INTEGER NOT NULL,
  status INTEGER NOT NULL,
  listing_date TEXT NOT NULL,
  buyer_key INTEGER REFERENCES pharmacies(key),
  updated_at TEXT NOT NULL
);
CREATE INDEX listings_by_seller ON listings (seller_key, status);
CREATE INDEX listings_by_drug ON listings (drug_key, status);

CREATE TABLE cash_offers (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE COLLATE NOCASE,
  buyer_key INTEGER NOT NULL REFERENCES pharmacies(key),
  created_by_group_key INTEGER NOT NULL REFERENCES groups(key),
  drug_key INTEGER NOT NULL REFERENCES drugs(key),
  minimal_expiration_date TEXT NOT NULL,
  price REAL NOT NULL,
  requested_quantity REAL NOT NULL,
  require_full_package INTEGER NOT NULL,
  require_sealed_package INTEGER NOT NULL,
  require_original_package INTEGER NOT NULL,
  require_intact_package_label INTEGER NOT NULL,
  shipping_request_method TEXT NOT NULL,
  max_shipping_price REAL,
  ship_by_date TEXT,
  buying_pharmacy_message TEXT,
  show_only_in_state INTEGER NOT NULL,
  status INTEGER NOT NULL,
  listing_date TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX cash_offers_by_buyer ON cash_offers (buyer_key, status);
CREATE INDEX cash_offers_by_drug ON cash_offers (drug_key, status);

CREATE TABLE transactions (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE COLLATE NOCASE,
  drug_key INTEGER NOT NULL REFERENCES drugs(key),
  price REAL NOT NULL,
  quantity REAL NOT NULL,
  date TEXT NOT NULL,
  seller_key INTEGER NOT NULL REFERENCES pharmacies(key),
  buyer_key INTEGER NOT NULL REFERENCES pharmacies(key)
);
CREATE INDEX transactions_by_drug ON transactions (drug_key, date);
`

// Draft search at 100k drafts (spec: Endpoints > 2): the drug fields the search sorts and filters on are
// copied onto the draft (ndc, package_name, and the generic/branded bits inside flags), one partial index
// per sort column over Pending drafts only, and a count table kept by triggers so recordsTotal and
// recordsFiltered are sums over at most (drugs x 64) rows instead of a scan of every draft.
// flags bits: 1 tornPackageLabel, 2 fullPackage, 4 sealedPackage, 8 originalPackage, 16 generic, 32 branded.
const V1_DRAFTS = `
CREATE TABLE drafts (
  key INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE COLLATE NOCASE,
  group_key INTEGER NOT NULL REFERENCES groups(key),
  seller_key INTEGER NOT NULL REFERENCES pharmacies(key),
  drug_key INTEGER NOT NULL REFERENCES drugs(key),
  ndc TEXT NOT NULL,
  package_name TEXT NOT NULL COLLATE NOCASE,
  lot_number TEXT NOT NULL,
  expiration_date TEXT NOT NULL,
  price REAL NOT NULL,
  quantity REAL NOT NULL,
  flags INTEGER NOT NULL,
  status INTEGER NOT NULL
);
CREATE INDEX drafts_sort_ndc ON drafts (group_key, seller_key, ndc, id, flags, drug_key) WHERE status = 0;
CREATE INDEX drafts_sort_price ON drafts (group_key, seller_key, price, id, flags, drug_key) WHERE status = 0;
CREATE INDEX drafts_sort_expiration ON drafts (group_key, seller_key, expiration_date, id, flags, drug_key) WHERE status = 0;
CREATE INDEX drafts_sort_package_name ON drafts (group_key, seller_key, package_name, id, flags, drug_key) WHERE status = 0;
CREATE INDEX drafts_by_drug ON drafts (group_key, seller_key, drug_key, flags) WHERE status = 0;

CREATE TABLE draft_counts (
  group_key INTEGER NOT NULL,
  seller_key INTEGER NOT NULL,
  drug_key INTEGER NOT NULL,
  flags INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (group_key, seller_key, drug_key, flags)
) WITHOUT ROWID;

CREATE TRIGGER drafts_count_insert AFTER INSERT ON drafts WHEN new.status = 0 BEGIN
  INSERT INTO draft_counts (group_key, seller_key, drug_key, flags, count)
  VALUES (new.group_key, new.seller_key, new.drug_key, new.flags, 1)
  ON CONFLICT DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER drafts_count_delete AFTER DELETE ON drafts WHEN old.status = 0 BEGIN
  UPDATE draft_counts SET count = count - 1
  WHERE group_key = old.group_key AND seller_key = old.seller_key AND drug_key = old.drug_key AND flags = old.flags;
END;
CREATE TRIGGER drafts_count_update_old AFTER UPDATE ON drafts WHEN old.status = 0 BEGIN
  UPDATE draft_counts SET count = count - 1
  WHERE group_key = old.group_key AND seller_key = old.seller_key AND drug_key = old.drug_key AND flags = old.flags;
END;
CREATE TRIGGER drafts_count_update_new AFTER UPDATE ON drafts WHEN new.status = 0 BEGIN
  INSERT INTO draft_counts (group_key, seller_key, drug_key, flags, count)
  VALUES (new.group_key, new.seller_key, new.drug_key, new.flags, 1)
  ON CONFLICT DO UPDATE SET count = count + 1;
END;
`

// Version 2: the draft search keeps an in-memory ordered view per (group, seller) (draft-order.ts); this
// table tells it when any draft of the pair changed, whichever connection changed it. The per-drug index
// of version 1 is no longer used by any query.
const V2_DRAFT_VERSIONS = `
DROP INDEX drafts_by_drug;
CREATE TABLE draft_versions (
  group_key INTEGER NOT NULL,
  seller_key INTEGER NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (group_key, seller_key)
) WITHOUT ROWID;
INSERT INTO draft_versions (group_key, seller_key, version) SELECT DISTINCT group_key, seller_key, 1 FROM drafts;
CREATE TRIGGER drafts_version_insert AFTER INSERT ON drafts BEGIN
  INSERT INTO draft_versions (group_key, seller_key, version) VALUES (new.group_key, new.seller_key, 1)
  ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER drafts_version_delete AFTER DELETE ON drafts BEGIN
  UPDATE draft_versions SET version = version + 1 WHERE group_key = old.group_key AND seller_key = old.seller_key;
END;
CREATE TRIGGER drafts_version_update AFTER UPDATE ON drafts BEGIN
  UPDATE draft_versions SET version = version + 1 WHERE group_key = old.group_key AND seller_key = old.seller_key;
  INSERT INTO draft_versions (group_key, seller_key, version) VALUES (new.group_key, new.seller_key, 1)
  ON CONFLICT DO UPDATE SET version = version + 1;
END;
`

// Version 3: draft_counts (per drug and flags, kept by triggers) is read by no query since the ordered
// views of version 2 count in memory; its triggers cost every draft write, so it goes.
const V3_NO_DRAFT_COUNTS = `
DROP TRIGGER drafts_count_insert;
DROP TRIGGER drafts_count_delete;
DROP TRIGGER drafts_count_update_old;
DROP TRIGGER drafts_count_update_new;
DROP TABLE draft_counts;
`

// Version 4: the list extensions page and sort (docs/sandbox.md): one index per sort column, with and
// without the status, each ending with the key that breaks ties, so ORDER BY ... LIMIT/OFFSET reads the
// page from an index instead of sorting. They cover what the (owner, status) indexes served.
const V4_LIST_PAGES = `
DROP INDEX listings_by_seller;
CREATE INDEX listings_page_date ON listings (seller_key, listing_date, key);
CREATE INDEX listings_page_expiration ON listings (seller_key, expiration_date, key);
CREATE INDEX listings_page_price ON listings (seller_key, price, key);
CREATE INDEX listings_page_status_date ON listings (seller_key, status, listing_date, key);
CREATE INDEX listings_page_status_expiration ON listings (seller_key, status, expiration_date, key);
CREATE INDEX listings_page_status_price ON listings (seller_key, status, price, key);
DROP INDEX cash_offers_by_buyer;
CREATE INDEX cash_offers_page_date ON cash_offers (buyer_key, created_by_group_key, listing_date, key);
CREATE INDEX cash_offers_page_expiration ON cash_offers (buyer_key, created_by_group_key, minimal_expiration_date, key);
CREATE INDEX cash_offers_page_price ON cash_offers (buyer_key, created_by_group_key, price, key);
CREATE INDEX cash_offers_page_status_date ON cash_offers (buyer_key, created_by_group_key, status, listing_date, key);
CREATE INDEX cash_offers_page_status_expiration ON cash_offers (buyer_key, created_by_group_key, status, minimal_expiration_date, key);
CREATE INDEX cash_offers_page_status_price ON cash_offers (buyer_key, created_by_group_key, status, price, key);
`

export const MIGRATIONS: readonly string[] = [
  V1_CORE + V1_TRADE + V1_DRAFTS,
  V2_DRAFT_VERSIONS,
  V3_NO_DRAFT_COUNTS,
  V4_LIST_PAGES,
]
