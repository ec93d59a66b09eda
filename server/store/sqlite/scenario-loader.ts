// Writes a checked scenario into an empty database in one transaction (all or nothing), with the rows
// every engine writes (../scenario-rows.ts): relative dates ("+400d") resolved against the clock at load time.
import type { Db } from './database'
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
  type LoadedDrug,
  type RowContext,
} from '../scenario-rows'

const bit = (b: boolean) => (b ? 1 : 0)

export function loadScenario(db: Db, s: Scenario, now: Date): void {
  const at = (value: string) => resolveScenarioDate(value, now)
  const keyOf = (table: 'groups' | 'pharmacies', id: string) =>
    (db.prepare(`SELECT key FROM ${table} WHERE id = ?`).get(id) as { key: number }).key
  db.transaction(() => {
    const group = db.prepare('INSERT INTO groups (id, name) VALUES (?, ?)')
    const apiKey = db.prepare('INSERT INTO api_keys (api_key, group_key) VALUES (?, ?)')
    for (const g of s.groups) {
      const key = Number(group.run(g.id, g.name).lastInsertRowid)
      for (const k of g.apiKeys) apiKey.run(k, key)
    }
    const pharmacy =
      db.prepare(`INSERT INTO pharmacies (id, npi, name, dba, phone, gln, line1, line2, city, state_acronym,
      postal_code, restriction_code, restriction_message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    const member = db.prepare('INSERT OR IGNORE INTO group_members (group_key, pharmacy_key) VALUES (?, ?)')
    for (const p of s.pharmacies) {
      const key = Number(pharmacy.run(...pharmacyRow(p)).lastInsertRowid)
      for (const g of p.groupIds) member.run(keyOf('groups', g), key)
    }
    const invitation = db.prepare(
      'INSERT OR IGNORE INTO invitations (group_key, npi, invited_date) VALUES (?, ?, ?)',
    )
    for (const i of s.invitations) invitation.run(keyOf('groups', i.groupId), i.npi, at(i.invitedDate))

    const drug =
      db.prepare(`INSERT INTO drugs (ndc, ndc_formatted, package_name, form, strength, labeler, package_description,
      package_size, unit, branded, generic, require_scan, nadac_price, search_name, search_form, search_strength)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    const drugs = new Map<string, LoadedDrug>()
    for (const d of s.drugs) {
      const key = Number(drug.run(...drugRow(d, bit)).lastInsertRowid)
      drugs.set(normalizedNdc(d.ndc), {
        key,
        generic: d.generic,
        branded: d.branded,
        packageName: d.packageName,
      })
    }
    const c: RowContext = {
      at,
      groupKey: (id) => keyOf('groups', id),
      pharmacyKey: (id) => keyOf('pharmacies', id),
      drugOf: (ndc) => drugs.get(normalizedNdc(ndc))!,
      bool: bit,
    }

    const draft =
      db.prepare(`INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number,
      expiration_date, price, quantity, flags, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const d of s.drafts) draft.run(...scenarioDraftRow(d, c))

    const listing =
      db.prepare(`INSERT INTO listings (id, seller_key, drug_key, lot_number, expiration_date, price, quantity,
      full_package, sealed_package, original_package, torn_package_label, serial_number, additional_package_notes,
      show_only_in_state, status, listing_date, buyer_key, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const l of s.listings) listing.run(...listingRow(l, c))

    const offer =
      db.prepare(`INSERT INTO cash_offers (id, buyer_key, created_by_group_key, drug_key, minimal_expiration_date,
      price, requested_quantity, require_full_package, require_sealed_package, require_original_package,
      require_intact_package_label, shipping_request_method, max_shipping_price, ship_by_date, buying_pharmacy_message,
      show_only_in_state, status, listing_date, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const o of s.cashOffers) offer.run(...cashOfferRow(o, c))

    const transaction =
      db.prepare(`INSERT INTO transactions (id, drug_key, price, quantity, date, seller_key, buyer_key)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const t of s.transactions) transaction.run(...transactionRow(t, c))
    const demo = s.demoConnection
    db.prepare('INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)').run(
      'demoConnection',
      demo ? JSON.stringify(demo) : null,
    )
  })()
}
