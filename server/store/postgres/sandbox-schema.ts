// PostgreSQL's own part of the sandbox's migrations (../sql/sandbox-migrations.ts), in its own SQL:
// - the draft search (decision 0002): sort indexes over Pending drafts that carry what an ordered view
//   reads (draft-views.ts), and statement triggers with transition tables that move draft_versions on
//   every insert, update and delete of a pair's drafts, from any connection of any instance;
// - what every instance on the database shares (docs/scaling.md): the rate limit's fixed-window counts,
//   unlogged (decision 0017: every request writes one, and a logged commit waits for a WAL flush; after a
//   crash of PostgreSQL the table comes back empty and each caller starts the minute afresh once), and the
//   fault rules with their versions. A change of the rules moves the key's version and the store's
//   generation and notifies every instance (LISTEN/NOTIFY) with the generation and the number of rules
//   left, so an instance knows without a query per request whether any rule exists (fault-rule-store.ts).
import { sql, type Kysely } from 'kysely'
import type { Schema } from '../sql/migrate'
import { faultChannel, quotedSchema } from './connection'

const DRAFTS = (s: string) => `
CREATE INDEX drafts_sort_ndc ON ${s}.drafts (group_key, seller_key, ndc, lower(id)) INCLUDE (key, drug_key, flags, id) WHERE status = 0;
CREATE INDEX drafts_sort_price ON ${s}.drafts (group_key, seller_key, price, lower(id)) INCLUDE (key, drug_key, flags, id) WHERE status = 0;
CREATE INDEX drafts_sort_expiration ON ${s}.drafts (group_key, seller_key, expiration_date, lower(id)) INCLUDE (key, drug_key, flags, id) WHERE status = 0;
CREATE INDEX drafts_sort_package_name ON ${s}.drafts (group_key, seller_key, lower(package_name), lower(id)) INCLUDE (key, drug_key, flags, id) WHERE status = 0;

CREATE FUNCTION ${s}.drafts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ${s}.draft_versions AS v (group_key, seller_key, version)
  SELECT DISTINCT group_key, seller_key, 1 FROM inserted ORDER BY 1, 2
  ON CONFLICT (group_key, seller_key) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
CREATE FUNCTION ${s}.drafts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${s}.draft_versions AS v SET version = v.version + 1
  FROM (SELECT DISTINCT group_key, seller_key FROM deleted) AS d
  WHERE v.group_key = d.group_key AND v.seller_key = d.seller_key;
  RETURN NULL;
END $$;
CREATE FUNCTION ${s}.drafts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ${s}.draft_versions AS v (group_key, seller_key, version)
  SELECT group_key, seller_key, 1 FROM deleted UNION SELECT group_key, seller_key, 1 FROM inserted ORDER BY 1, 2
  ON CONFLICT (group_key, seller_key) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER drafts_version_insert AFTER INSERT ON ${s}.drafts
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${s}.drafts_inserted();
CREATE TRIGGER drafts_version_delete AFTER DELETE ON ${s}.drafts
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ${s}.drafts_deleted();
CREATE TRIGGER drafts_version_update AFTER UPDATE ON ${s}.drafts
  REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${s}.drafts_updated();
`

const SHARED = (s: string, channel: string) => `
CREATE UNLOGGED TABLE ${s}.rate_limit_counts (
  window_start bigint NOT NULL,
  caller text COLLATE "C" NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (window_start, caller)
);

CREATE TABLE ${s}.fault_rules (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text COLLATE "C" NOT NULL UNIQUE,
  api_key text COLLATE "C" NOT NULL,
  operation text COLLATE "C" NOT NULL,
  times integer NOT NULL,
  remaining integer NOT NULL CHECK (remaining > 0),
  response text NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX fault_rules_by_key ON ${s}.fault_rules (api_key, operation, seq);
CREATE TABLE ${s}.fault_rule_versions (
  api_key text COLLATE "C" PRIMARY KEY,
  version bigint NOT NULL
);
-- One row: the store's id (a version never repeats across stores), the resets, and the generation, which
-- moves on every change of any key's rules.
CREATE TABLE ${s}.fault_rule_state (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  store_id text NOT NULL,
  resets bigint NOT NULL,
  generation bigint NOT NULL
);
INSERT INTO ${s}.fault_rule_state (store_id, resets, generation) VALUES (substr(md5(random()::text), 1, 8), 0, 0);

-- Moves the generation (the row lock orders concurrent changes), counts the rules left and notifies every
-- instance: "<generation> <rules> <api key>", the key "*" meaning every key (a reset).
CREATE FUNCTION ${s}.fault_rules_changed(key text, reset boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE ${s}.fault_rule_state SET generation = generation + 1, resets = resets + reset::int RETURNING generation INTO next;
  PERFORM pg_notify('${channel}', next || ' ' || (SELECT count(*) FROM ${s}.fault_rules) || ' ' || key);
END $$;
CREATE FUNCTION ${s}.fault_rule_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := CASE WHEN TG_OP = 'DELETE' THEN OLD.api_key ELSE NEW.api_key END;
BEGIN
  INSERT INTO ${s}.fault_rule_versions AS v (api_key, version) VALUES (key, 1)
  ON CONFLICT (api_key) DO UPDATE SET version = v.version + 1;
  PERFORM ${s}.fault_rules_changed(key, false);
  RETURN NULL;
END $$;
CREATE TRIGGER fault_rule_written AFTER INSERT OR UPDATE OR DELETE ON ${s}.fault_rules
  FOR EACH ROW EXECUTE FUNCTION ${s}.fault_rule_written();

-- One use of the oldest rule of the key for the operation, in one statement's worth of locking: the row
-- lock makes a concurrent take wait and then see the use counted (or the rule gone, and take the next
-- rule), so a rule answers exactly \`times\` calls in total, whichever instance takes them. Answers the
-- response (null: no rule), with the generation and number of rules after the take.
CREATE FUNCTION ${s}.take_fault_rule(key text, op text, OUT response text, OUT generation bigint, OUT rules bigint)
LANGUAGE plpgsql AS $$
DECLARE
  taken record;
BEGIN
  SELECT r.seq, r.remaining, r.response INTO taken FROM ${s}.fault_rules r
  WHERE r.api_key = key AND r.operation = op ORDER BY r.seq LIMIT 1 FOR UPDATE;
  IF FOUND THEN
    IF taken.remaining > 1 THEN
      UPDATE ${s}.fault_rules SET remaining = remaining - 1 WHERE seq = taken.seq;
    ELSE
      DELETE FROM ${s}.fault_rules WHERE seq = taken.seq;
    END IF;
    response := taken.response;
  END IF;
  SELECT st.generation, (SELECT count(*) FROM ${s}.fault_rules) INTO generation, rules FROM ${s}.fault_rule_state st;
END $$;
`

/** The engine's tables of the sandbox in `schema`. */
export const postgresSandboxTables = (schema: string) => (s: Schema) =>
  s.run(DRAFTS(quotedSchema(schema)) + SHARED(quotedSchema(schema), faultChannel(schema)))

/** The version the earlier migration record (the schema's schema_migrations) reached; 0 for none. */
export async function schemaMigrationsVersion(db: Kysely<never>, schema: string): Promise<number> {
  const table = `${quotedSchema(schema)}.schema_migrations`
  const { rows } = await sql<{ found: unknown }>`SELECT to_regclass(${table}) AS found`.execute(db)
  if (rows[0]?.found === null) return 0
  const max = await sql<{ v: number | null }>`SELECT max(version) AS v FROM ${sql.raw(table)}`.execute(db)
  return max.rows[0]?.v ?? 0
}
