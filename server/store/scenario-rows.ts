// A scenario's rows as the store's tables hold them, whatever the engine: each builder answers one row's
// values in its table's column order (drafts: id, group_key, seller_key, drug_key, ndc, package_name,
// lot_number, expiration_date, price, quantity, flags, status), relative dates resolved, drugs' search
// copies lower-cased, draft flags packed. The SQL that writes them is each engine's own
// (sqlite/scenario-loader.ts, postgres/scenario-loader.ts, and the synthetic drafts of both).
import { parseNdc, type NdcParseResult } from '../../src/contract/ndc'
import { RELATIVE_DATE_PATTERN } from '../scenarios/scenario-fields'
import type { Scenario, ScenarioDrug, ScenarioPharmacy } from '../scenarios/scenario'
import { draftFlags } from './draft-flags'
import type { SyntheticDraft } from './synthetic-drafts'

/** Resolves a scenario date (ISO or relative days) against the load time, as an ISO UTC string. */
export function resolveScenarioDate(value: string, now: Date): string {
  const relative = RELATIVE_DATE_PATTERN.exec(value)
  if (!relative) return new Date(value).toISOString()
  const days = Number(relative[2]) * (relative[1] === '-' ? -1 : 1)
  return new Date(now.getTime() + days * 86_400_000).toISOString()
}

export function normalizedNdc(ndc: string): string {
  return parsedNdc(ndc).normalized
}

export function parsedNdc(ndc: string): Extract<NdcParseResult, { ok: true }> {
  const parsed = parseNdc(ndc)
  if (!parsed.ok) throw new Error(`unchecked NDC ${ndc}`)
  return parsed
}

/** A drug already written, as the rows that name it need it. */
export type LoadedDrug = { key: number; packageName: string; generic: boolean; branded: boolean }

/** What a row needs from the rows written before it, and how the engine stores a boolean. */
export type RowContext = {
  at: (value: string) => string
  groupKey: (id: string) => number
  pharmacyKey: (id: string) => number
  drugOf: (ndc: string) => LoadedDrug
  bool: (value: boolean) => unknown
}

type Draft = { id: string; groupKey: number; sellerKey: number; drug: LoadedDrug & { ndc: string } }
type DraftValues = Draft & { lotNumber: string; expirationDate: string; price: number; quantity: number }

function draftRow(d: DraftValues, flags: number, status: number): unknown[] {
  const { drug } = d
  return [
    d.id,
    d.groupKey,
    d.sellerKey,
    drug.key,
    drug.ndc,
    drug.packageName,
    d.lotNumber,
    d.expirationDate,
    d.price,
    d.quantity,
    flags,
    status,
  ]
}

export function scenarioDraftRow(d: Scenario['drafts'][number], c: RowContext): unknown[] {
  const drug = c.drugOf(d.ndc)
  return draftRow(
    {
      ...d,
      groupKey: c.groupKey(d.groupId),
      sellerKey: c.pharmacyKey(d.sellerPharmacyId),
      drug: { ...drug, ndc: normalizedNdc(d.ndc) },
      expirationDate: c.at(d.expirationDate),
    },
    draftFlags(d, drug),
    d.status,
  )
}

/** A synthetic draft (always Pending) of the group for the seller. */
export function syntheticDraftRow(d: SyntheticDraft, groupKey: number, sellerKey: number): unknown[] {
  return draftRow({ ...d, groupKey, sellerKey }, d.flags, 0)
}

export function pharmacyRow(p: ScenarioPharmacy): unknown[] {
  const a = p.address
  return [
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
  ]
}

export function drugRow(d: ScenarioDrug, bool: RowContext['bool']): unknown[] {
  const parsed = parsedNdc(d.ndc)
  return [
    parsed.normalized,
    parsed.formatted,
    d.packageName,
    d.form,
    d.strength,
    d.labeler,
    d.packageDescription,
    d.packageSize,
    d.unit,
    bool(d.branded),
    bool(d.generic),
    bool(d.requireScan),
    d.nadacPrice,
    d.packageName.toLowerCase(),
    d.form.toLowerCase(),
    d.strength.toLowerCase(),
  ]
}

export function listingRow(l: Scenario['listings'][number], c: RowContext): unknown[] {
  const listed = c.at(l.listingDate)
  return [
    l.id,
    c.pharmacyKey(l.sellerPharmacyId),
    c.drugOf(l.ndc).key,
    l.lotNumber,
    c.at(l.expirationDate),
    l.price,
    l.quantity,
    c.bool(l.fullPackage),
    c.bool(l.sealedPackage),
    c.bool(l.originalPackage),
    c.bool(l.tornPackageLabel),
    l.serialNumber,
    l.additionalPackageNotes,
    c.bool(l.showOnlyInState),
    l.status,
    listed,
    l.buyerPharmacyId === null ? null : c.pharmacyKey(l.buyerPharmacyId),
    listed,
  ]
}

export function cashOfferRow(o: Scenario['cashOffers'][number], c: RowContext): unknown[] {
  const listed = c.at(o.listingDate)
  return [
    o.id,
    c.pharmacyKey(o.buyerPharmacyId),
    c.groupKey(o.createdByGroupId),
    c.drugOf(o.ndc).key,
    c.at(o.minimalExpirationDate),
    o.price,
    o.requestedQuantity,
    c.bool(o.requireFullPackage),
    c.bool(o.requireSealedPackage),
    c.bool(o.requireOriginalPackage),
    c.bool(o.requireIntactPackageLabel),
    o.shippingRequestMethod,
    o.maxShippingPrice,
    o.shipByDate === null ? null : c.at(o.shipByDate),
    o.buyingPharmacyMessage,
    c.bool(o.showOnlyInState),
    o.status,
    listed,
    listed,
  ]
}

export function transactionRow(t: Scenario['transactions'][number], c: RowContext): unknown[] {
  return [
    t.id,
    c.drugOf(t.ndc).key,
    t.price,
    t.quantity,
    c.at(t.date),
    c.pharmacyKey(t.sellerPharmacyId),
    c.pharmacyKey(t.buyerPharmacyId),
  ]
}
