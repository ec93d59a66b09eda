// Writes a checked scenario into an empty schema, on a connection that is inside a transaction (all or
// nothing), with one statement per table. The same rows as SQLite's loader (../sqlite/scenario-loader.ts):
// the rows of ../scenario-rows.ts, written with PostgreSQL's bulk insert.
import type { Scenario } from '../../scenarios/scenario'
import {
  cashOfferRow,
  drugRow,
  listingRow,
  normalizedNdc,
  pharmacyRow,
  resolveScenarioDate,
  scenarioDraftRow,
  transactionRow,
  type RowContext,
} from '../scenario-rows'
import { insertRows, type Column } from './bulk-insert'
import type { Queryable } from './connection'

/** The drafts table's columns, in the order of the rows of ../scenario-rows.ts (scenario and synthetic). */
export const DRAFT_COLUMNS: Column[] = [
  ['id', 'text'],
  ['group_key', 'bigint'],
  ['seller_key', 'bigint'],
  ['drug_key', 'bigint'],
  ['ndc', 'text'],
  ['package_name', 'text'],
  ['lot_number', 'text'],
  ['expiration_date', 'text'],
  ['price', 'float8'],
  ['quantity', 'float8'],
  ['flags', 'integer'],
  ['status', 'integer'],
]

/** Key by id, as ids are compared (case-insensitively). */
function keysById(rows: unknown[][]): Map<string, number> {
  return new Map(rows.map(([key, id]) => [String(id).toLowerCase(), Number(key)]))
}

function lookup(keys: Map<string, number>, what: string) {
  return (id: string) => {
    const key = keys.get(id.toLowerCase())
    if (key === undefined) throw new Error(`the scenario names an unknown ${what} ${id}`)
    return key
  }
}

export async function loadScenario(db: Queryable, s: string, scenario: Scenario, now: Date): Promise<void> {
  const at = (value: string) => resolveScenarioDate(value, now)
  const groupKey = lookup(
    keysById(
      await insertRows(
        db,
        `${s}.groups`,
        [
          ['id', 'text'],
          ['name', 'text'],
        ],
        scenario.groups.map((g) => [g.id, g.name]),
        { returning: 'key, id' },
      ),
    ),
    'group',
  )
  await insertRows(
    db,
    `${s}.api_keys`,
    [
      ['api_key', 'text'],
      ['group_key', 'bigint'],
    ],
    scenario.groups.flatMap((g) => g.apiKeys.map((k) => [k, groupKey(g.id)])),
  )
  const pharmacyKey = lookup(
    keysById(
      await insertRows(
        db,
        `${s}.pharmacies`,
        [
          ['id', 'text'],
          ['npi', 'bigint'],
          ['name', 'text'],
          ['dba', 'text'],
          ['phone', 'bigint'],
          ['gln', 'text'],
          ['line1', 'text'],
          ['line2', 'text'],
          ['city', 'text'],
          ['state_acronym', 'text'],
          ['postal_code', 'text'],
          ['restriction_code', 'integer'],
          ['restriction_message', 'text'],
        ],
        scenario.pharmacies.map(pharmacyRow),
        { returning: 'key, id' },
      ),
    ),
    'pharmacy',
  )
  await insertRows(
    db,
    `${s}.group_members`,
    [
      ['group_key', 'bigint'],
      ['pharmacy_key', 'bigint'],
    ],
    scenario.pharmacies.flatMap((p) => p.groupIds.map((g) => [groupKey(g), pharmacyKey(p.id)])),
    { onConflictDoNothing: true },
  )
  await insertRows(
    db,
    `${s}.invitations`,
    [
      ['group_key', 'bigint'],
      ['npi', 'bigint'],
      ['invited_date', 'text'],
    ],
    scenario.invitations.map((i) => [groupKey(i.groupId), i.npi, at(i.invitedDate)]),
    { onConflictDoNothing: true },
  )

  const drugKeys = new Map(
    (
      await insertRows(
        db,
        `${s}.drugs`,
        [
          ['ndc', 'text'],
          ['ndc_formatted', 'text'],
          ['package_name', 'text'],
          ['form', 'text'],
          ['strength', 'text'],
          ['labeler', 'text'],
          ['package_description', 'text'],
          ['package_size', 'float8'],
          ['unit', 'text'],
          ['branded', 'boolean'],
          ['generic', 'boolean'],
          ['require_scan', 'boolean'],
          ['nadac_price', 'float8'],
          ['search_name', 'text'],
          ['search_form', 'text'],
          ['search_strength', 'text'],
        ],
        scenario.drugs.map((d) => drugRow(d, (b) => b)),
        { returning: 'key, ndc' },
      )
    ).map(([key, ndc]) => [String(ndc), Number(key)]),
  )
  const drugs = new Map(
    scenario.drugs.map((d) => [normalizedNdc(d.ndc), { key: drugKeys.get(normalizedNdc(d.ndc))!, ...d }]),
  )
  const drugOf = (ndc: string) => {
    const drug = drugs.get(normalizedNdc(ndc))
    if (!drug) throw new Error(`the scenario names an unknown drug ${ndc}`)
    return drug
  }

  const c: RowContext = { at, groupKey, pharmacyKey, drugOf, bool: (b) => b }
  await insertRows(
    db,
    `${s}.drafts`,
    DRAFT_COLUMNS,
    scenario.drafts.map((d) => scenarioDraftRow(d, c)),
  )

  await insertRows(
    db,
    `${s}.listings`,
    [
      ['id', 'text'],
      ['seller_key', 'bigint'],
      ['drug_key', 'bigint'],
      ['lot_number', 'text'],
      ['expiration_date', 'text'],
      ['price', 'float8'],
      ['quantity', 'float8'],
      ['full_package', 'boolean'],
      ['sealed_package', 'boolean'],
      ['original_package', 'boolean'],
      ['torn_package_label', 'boolean'],
      ['serial_number', 'text'],
      ['additional_package_notes', 'text'],
      ['show_only_in_state', 'boolean'],
      ['status', 'integer'],
      ['listing_date', 'text'],
      ['buyer_key', 'bigint'],
      ['updated_at', 'text'],
    ],
    scenario.listings.map((l) => listingRow(l, c)),
  )

  await insertRows(
    db,
    `${s}.cash_offers`,
    [
      ['id', 'text'],
      ['buyer_key', 'bigint'],
      ['created_by_group_key', 'bigint'],
      ['drug_key', 'bigint'],
      ['minimal_expiration_date', 'text'],
      ['price', 'float8'],
      ['requested_quantity', 'float8'],
      ['require_full_package', 'boolean'],
      ['require_sealed_package', 'boolean'],
      ['require_original_package', 'boolean'],
      ['require_intact_package_label', 'boolean'],
      ['shipping_request_method', 'text'],
      ['max_shipping_price', 'float8'],
      ['ship_by_date', 'text'],
      ['buying_pharmacy_message', 'text'],
      ['show_only_in_state', 'boolean'],
      ['status', 'integer'],
      ['listing_date', 'text'],
      ['updated_at', 'text'],
    ],
    scenario.cashOffers.map((o) => cashOfferRow(o, c)),
  )

  await insertRows(
    db,
    `${s}.transactions`,
    [
      ['id', 'text'],
      ['drug_key', 'bigint'],
      ['price', 'float8'],
      ['quantity', 'float8'],
      ['date', 'text'],
      ['seller_key', 'bigint'],
      ['buyer_key', 'bigint'],
    ],
    scenario.transactions.map((t) => transactionRow(t, c)),
  )
  const demo = scenario.demoConnection
  await db.query(
    `INSERT INTO ${s}.settings (name, value) VALUES ('demoConnection', $1)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    [demo ? JSON.stringify(demo) : null],
  )
}
