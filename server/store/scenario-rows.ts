// A scenario's rows as the store's tables hold them (sql/tables.ts), whatever the engine: relative dates
// resolved, drugs' search copies lower-cased, draft flags packed. sql/scenario-loader.ts writes them, and
// the synthetic drafts of sql/synthetic-drafts.ts.
import type { Insertable } from 'kysely'
import { parseNdc, type NdcParseResult } from '../../src/contract/ndc'
import { RELATIVE_DATE_PATTERN } from '../scenarios/scenario-fields'
import type { Scenario, ScenarioDrug, ScenarioPharmacy } from '../scenarios/scenario'
import { draftFlags } from './draft-flags'
import type { SandboxTables } from './sql/tables'
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

/** What a row needs from the rows written before it. */
export type RowContext = {
  at: (value: string) => string
  groupKey: (id: string) => number
  pharmacyKey: (id: string) => number
  drugOf: (ndc: string) => LoadedDrug
}

type Row<T extends keyof SandboxTables> = Insertable<SandboxTables[T]>
type Draft = { id: string; groupKey: number; sellerKey: number; drug: LoadedDrug & { ndc: string } }
type DraftValues = Draft & { lotNumber: string; expirationDate: string; price: number; quantity: number }

function draftRow(d: DraftValues, flags: number, status: number): Row<'drafts'> {
  const { drug } = d
  const { id, groupKey, sellerKey, lotNumber, expirationDate, price, quantity } = d
  return {
    id,
    groupKey,
    sellerKey,
    drugKey: drug.key,
    ndc: drug.ndc,
    packageName: drug.packageName,
    lotNumber,
    expirationDate,
    price,
    quantity,
    flags,
    status,
  }
}

export function scenarioDraftRow(d: Scenario['drafts'][number], c: RowContext): Row<'drafts'> {
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
export function syntheticDraftRow(d: SyntheticDraft, groupKey: number, sellerKey: number): Row<'drafts'> {
  return draftRow({ ...d, groupKey, sellerKey }, d.flags, 0)
}

export function pharmacyRow(p: ScenarioPharmacy): Row<'pharmacies'> {
  const { id, npi, name, dba, phone, gln } = p
  return {
    id,
    npi,
    name,
    dba,
    phone,
    gln,
    ...p.address,
    restrictionCode: p.restriction?.errorCode ?? null,
    restrictionMessage: p.restriction?.message ?? null,
  }
}

export function drugRow(d: ScenarioDrug): Row<'drugs'> {
  const parsed = parsedNdc(d.ndc)
  const { packageName, form, strength, labeler, packageDescription, packageSize, unit } = d
  return {
    ndc: parsed.normalized,
    ndcFormatted: parsed.formatted,
    ...{ packageName, form, strength, labeler, packageDescription, packageSize, unit },
    ...{ branded: d.branded, generic: d.generic, requireScan: d.requireScan, nadacPrice: d.nadacPrice },
    searchName: packageName.toLowerCase(),
    searchForm: form.toLowerCase(),
    searchStrength: strength.toLowerCase(),
  }
}

export function listingRow(l: Scenario['listings'][number], c: RowContext): Row<'listings'> {
  const listed = c.at(l.listingDate)
  const { id, lotNumber, price, quantity, fullPackage, sealedPackage, originalPackage, tornPackageLabel } = l
  return {
    ...{ id, lotNumber, price, quantity, fullPackage, sealedPackage, originalPackage, tornPackageLabel },
    ...{ serialNumber: l.serialNumber, additionalPackageNotes: l.additionalPackageNotes },
    ...{ showOnlyInState: l.showOnlyInState, status: l.status, listingDate: listed, updatedAt: listed },
    sellerKey: c.pharmacyKey(l.sellerPharmacyId),
    drugKey: c.drugOf(l.ndc).key,
    expirationDate: c.at(l.expirationDate),
    buyerKey: l.buyerPharmacyId === null ? null : c.pharmacyKey(l.buyerPharmacyId),
  }
}

export function cashOfferRow(o: Scenario['cashOffers'][number], c: RowContext): Row<'cashOffers'> {
  const listed = c.at(o.listingDate)
  const { id, price, requestedQuantity, shippingRequestMethod, maxShippingPrice, buyingPharmacyMessage } = o
  const { requireFullPackage, requireSealedPackage, requireOriginalPackage, requireIntactPackageLabel } = o
  return {
    ...{ id, price, requestedQuantity, shippingRequestMethod, maxShippingPrice, buyingPharmacyMessage },
    ...{ requireFullPackage, requireSealedPackage, requireOriginalPackage, requireIntactPackageLabel },
    ...{ showOnlyInState: o.showOnlyInState, status: o.status, listingDate: listed, updatedAt: listed },
    buyerKey: c.pharmacyKey(o.buyerPharmacyId),
    createdByGroupKey: c.groupKey(o.createdByGroupId),
    drugKey: c.drugOf(o.ndc).key,
    minimalExpirationDate: c.at(o.minimalExpirationDate),
    shipByDate: o.shipByDate === null ? null : c.at(o.shipByDate),
  }
}

export function transactionRow(t: Scenario['transactions'][number], c: RowContext): Row<'transactions'> {
  return {
    ...{ id: t.id, price: t.price, quantity: t.quantity, date: c.at(t.date) },
    drugKey: c.drugOf(t.ndc).key,
    sellerKey: c.pharmacyKey(t.sellerPharmacyId),
    buyerKey: c.pharmacyKey(t.buyerPharmacyId),
  }
}
