// Writes a checked scenario into an empty database in one transaction (all or nothing).
// Relative dates ("+400d") are resolved against the clock at load time.
import type { Db } from './database'
import { parseNdc } from '../../../src/contract/ndc'
import { draftFlags } from '../draft-flags'
import { RELATIVE_DATE_PATTERN } from '../../scenarios/scenario-fields'
import type { Scenario } from '../../scenarios/scenario'

const bit = (b: boolean) => (b ? 1 : 0)

function normalizedNdc(ndc: string): string {
  const parsed = parseNdc(ndc)
  if (!parsed.ok) throw new Error(`unchecked NDC ${ndc}`)
  return parsed.normalized
}

/** Resolves a scenario date (ISO or relative days) against the load time, as an ISO UTC string. */
export function resolveScenarioDate(value: string, now: Date): string {
  const relative = RELATIVE_DATE_PATTERN.exec(value)
  if (!relative) return new Date(value).toISOString()
  const days = Number(relative[2]) * (relative[1] === '-' ? -1 : 1)
  return new Date(now.getTime() + days * 86_400_000).toISOString()
}

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
      const a = p.address
      const key = Number(
        pharmacy.run(
          p.id,
          p.npi,
          p.name,
          p.dba,
          p.phone,
          p.gln,
          a.line1,
          a.line2,
          a.city,
          a.stateAcronym,
          a.postalCode,
          p.restriction?.errorCode ?? null,
          p.restriction?.message ?? null,
        ).lastInsertRowid,
      )
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
    const drugs = new Map<string, { key: number; generic: boolean; branded: boolean; packageName: string }>()
    for (const d of s.drugs) {
      const parsed = parseNdc(d.ndc)
      if (!parsed.ok) throw new Error(`unchecked NDC ${d.ndc}`)
      const key = Number(
        drug.run(
          parsed.normalized,
          parsed.formatted,
          d.packageName,
          d.form,
          d.strength,
          d.labeler,
          d.packageDescription,
          d.packageSize,
          d.unit,
          bit(d.branded),
          bit(d.generic),
          bit(d.requireScan),
          d.nadacPrice,
          d.packageName.toLowerCase(),
          d.form.toLowerCase(),
          d.strength.toLowerCase(),
        ).lastInsertRowid,
      )
      drugs.set(parsed.normalized, {
        key,
        generic: d.generic,
        branded: d.branded,
        packageName: d.packageName,
      })
    }
    const drugOf = (ndc: string) => drugs.get(normalizedNdc(ndc))!

    const draft =
      db.prepare(`INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number,
      expiration_date, price, quantity, flags, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const d of s.drafts) {
      const info = drugOf(d.ndc)
      draft.run(
        d.id,
        keyOf('groups', d.groupId),
        keyOf('pharmacies', d.sellerPharmacyId),
        info.key,
        normalizedNdc(d.ndc),
        info.packageName,
        d.lotNumber,
        at(d.expirationDate),
        d.price,
        d.quantity,
        draftFlags(d, info),
        d.status,
      )
    }

    const listing =
      db.prepare(`INSERT INTO listings (id, seller_key, drug_key, lot_number, expiration_date, price, quantity,
      full_package, sealed_package, original_package, torn_package_label, serial_number, additional_package_notes,
      show_only_in_state, status, listing_date, buyer_key, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const l of s.listings) {
      const listed = at(l.listingDate)
      listing.run(
        l.id,
        keyOf('pharmacies', l.sellerPharmacyId),
        drugOf(l.ndc).key,
        l.lotNumber,
        at(l.expirationDate),
        l.price,
        l.quantity,
        bit(l.fullPackage),
        bit(l.sealedPackage),
        bit(l.originalPackage),
        bit(l.tornPackageLabel),
        l.serialNumber,
        l.additionalPackageNotes,
        bit(l.showOnlyInState),
        l.status,
        listed,
        l.buyerPharmacyId === null ? null : keyOf('pharmacies', l.buyerPharmacyId),
        listed,
      )
    }

    const offer =
      db.prepare(`INSERT INTO cash_offers (id, buyer_key, created_by_group_key, drug_key, minimal_expiration_date,
      price, requested_quantity, require_full_package, require_sealed_package, require_original_package,
      require_intact_package_label, shipping_request_method, max_shipping_price, ship_by_date, buying_pharmacy_message,
      show_only_in_state, status, listing_date, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const o of s.cashOffers) {
      const listed = at(o.listingDate)
      offer.run(
        o.id,
        keyOf('pharmacies', o.buyerPharmacyId),
        keyOf('groups', o.createdByGroupId),
        drugOf(o.ndc).key,
        at(o.minimalExpirationDate),
        o.price,
        o.requestedQuantity,
        bit(o.requireFullPackage),
        bit(o.requireSealedPackage),
        bit(o.requireOriginalPackage),
        bit(o.requireIntactPackageLabel),
        o.shippingRequestMethod,
        o.maxShippingPrice,
        o.shipByDate === null ? null : at(o.shipByDate),
        o.buyingPharmacyMessage,
        bit(o.showOnlyInState),
        o.status,
        listed,
        listed,
      )
    }

    const transaction =
      db.prepare(`INSERT INTO transactions (id, drug_key, price, quantity, date, seller_key, buyer_key)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const t of s.transactions) {
      transaction.run(
        t.id,
        drugOf(t.ndc).key,
        t.price,
        t.quantity,
        at(t.date),
        keyOf('pharmacies', t.sellerPharmacyId),
        keyOf('pharmacies', t.buyerPharmacyId),
      )
    }
    const demo = s.demoConnection
    db.prepare('INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)').run(
      'demoConnection',
      demo ? JSON.stringify(demo) : null,
    )
  })()
}
