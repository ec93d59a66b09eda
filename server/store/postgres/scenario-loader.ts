// Writes a checked scenario into an empty schema, on a connection that is inside a transaction (all or
// nothing), with one statement per table. The same rows as SQLite's loader (../sqlite/scenario-loader.ts):
// relative dates resolved against `now`, drugs' lower-cased search copies, draft flags packed.
import { parseNdc } from '../../../src/contract/ndc'
import type { Scenario } from '../../scenarios/scenario'
import { draftFlags } from '../draft-flags'
import { resolveScenarioDate } from '../sqlite/scenario-loader'
import { insertRows } from './bulk-insert'
import type { Queryable } from './connection'

function normalizedNdc(ndc: string): string {
  const parsed = parseNdc(ndc)
  if (!parsed.ok) throw new Error(`unchecked NDC ${ndc}`)
  return parsed.normalized
}

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
        scenario.pharmacies.map((p) => [
          p.id,
          p.npi,
          p.name,
          p.dba,
          p.phone,
          p.gln,
          p.address.line1,
          p.address.line2,
          p.address.city,
          p.address.stateAcronym,
          p.address.postalCode,
          p.restriction?.errorCode ?? null,
          p.restriction?.message ?? null,
        ]),
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

  const parsedDrugs = scenario.drugs.map((d) => {
    const parsed = parseNdc(d.ndc)
    if (!parsed.ok) throw new Error(`unchecked NDC ${d.ndc}`)
    return { d, parsed }
  })
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
        parsedDrugs.map(({ d, parsed }) => [
          parsed.normalized,
          parsed.formatted,
          d.packageName,
          d.form,
          d.strength,
          d.labeler,
          d.packageDescription,
          d.packageSize,
          d.unit,
          d.branded,
          d.generic,
          d.requireScan,
          d.nadacPrice,
          d.packageName.toLowerCase(),
          d.form.toLowerCase(),
          d.strength.toLowerCase(),
        ]),
        { returning: 'key, ndc' },
      )
    ).map(([key, ndc]) => [String(ndc), Number(key)]),
  )
  const drugs = new Map(
    parsedDrugs.map(({ d, parsed }) => [parsed.normalized, { key: drugKeys.get(parsed.normalized)!, ...d }]),
  )
  const drugOf = (ndc: string) => {
    const drug = drugs.get(normalizedNdc(ndc))
    if (!drug) throw new Error(`the scenario names an unknown drug ${ndc}`)
    return drug
  }

  await insertRows(
    db,
    `${s}.drafts`,
    [
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
    ],
    scenario.drafts.map((d) => {
      const drug = drugOf(d.ndc)
      return [
        d.id,
        groupKey(d.groupId),
        pharmacyKey(d.sellerPharmacyId),
        drug.key,
        normalizedNdc(d.ndc),
        drug.packageName,
        d.lotNumber,
        at(d.expirationDate),
        d.price,
        d.quantity,
        draftFlags(d, drug),
        d.status,
      ]
    }),
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
    scenario.listings.map((l) => [
      l.id,
      pharmacyKey(l.sellerPharmacyId),
      drugOf(l.ndc).key,
      l.lotNumber,
      at(l.expirationDate),
      l.price,
      l.quantity,
      l.fullPackage,
      l.sealedPackage,
      l.originalPackage,
      l.tornPackageLabel,
      l.serialNumber,
      l.additionalPackageNotes,
      l.showOnlyInState,
      l.status,
      at(l.listingDate),
      l.buyerPharmacyId === null ? null : pharmacyKey(l.buyerPharmacyId),
      at(l.listingDate),
    ]),
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
    scenario.cashOffers.map((o) => [
      o.id,
      pharmacyKey(o.buyerPharmacyId),
      groupKey(o.createdByGroupId),
      drugOf(o.ndc).key,
      at(o.minimalExpirationDate),
      o.price,
      o.requestedQuantity,
      o.requireFullPackage,
      o.requireSealedPackage,
      o.requireOriginalPackage,
      o.requireIntactPackageLabel,
      o.shippingRequestMethod,
      o.maxShippingPrice,
      o.shipByDate === null ? null : at(o.shipByDate),
      o.buyingPharmacyMessage,
      o.showOnlyInState,
      o.status,
      at(o.listingDate),
      at(o.listingDate),
    ]),
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
    scenario.transactions.map((t) => [
      t.id,
      drugOf(t.ndc).key,
      t.price,
      t.quantity,
      at(t.date),
      pharmacyKey(t.sellerPharmacyId),
      pharmacyKey(t.buyerPharmacyId),
    ]),
  )
  const demo = scenario.demoConnection
  await db.query(
    `INSERT INTO ${s}.settings (name, value) VALUES ('demoConnection', $1)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    [demo ? JSON.stringify(demo) : null],
  )
}
