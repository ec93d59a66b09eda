// "Who changed the price": the changes of a listing or cash offer made through this server, from the
// audit log (GET /team/history/:targetId). Each successful write records the object's fields before it
// (the previous recorded answer for that object, or, before the first change, a read of the object
// through the server where the service has the read extension) and after it (the service's answer), so a
// change reads "<user> changed the price from 12.00 to 10.50 on <date>". A write whose answer never
// came is listed too, with what it sent: it may have happened.
import type { AuditAbout, FieldChange, HistoryChange } from '../../src/contract/team-audit'
import type { AuditAction } from '../store/audit-entries'

/** The fields a person edits, as the service's listing and cash offer objects name them. */
const LISTING_FIELDS = [
  'price',
  'quantity',
  'expirationDate',
  'lotNumber',
  'fullPackage',
  'sealedPackage',
  'originalPackage',
  'tornPackageLabel',
  'serialNumber',
  'additionalPackageNotes',
  'stateGroupId',
  'status',
] as const
const CASH_OFFER_FIELDS = [
  'price',
  'quantity',
  'expirationDate',
  'fullPackage',
  'sealedPackage',
  'originalPackage',
  'tornPackageLabel',
  'shipByDate',
  'buyersMessage',
  'maxShippingPrice',
  'stateGroupId',
  'status',
] as const

export const HISTORY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  createMarketplaceListing: LISTING_FIELDS,
  updateMarketplaceListing: LISTING_FIELDS,
  updateCashOffer: CASH_OFFER_FIELDS,
}

/** How the object is read before its first change (operation, and the query naming the acting NPI). */
export const BEFORE_READS: Readonly<Record<string, { read: string; path: string; npiName: string }>> = {
  updateMarketplaceListing: {
    read: 'getMarketplaceListing',
    path: '/api/v1/marketplace-listings/',
    npiName: 'pharmacyNpi',
  },
  updateCashOffer: { read: 'getCashOffer', path: '/api/v1/cash-offers/', npiName: 'buyingPharmacyNpi' },
}

/** The edited fields of an object the service answered, or null when it is not one. */
export function snapshotOf(operation: string, object: unknown): Record<string, unknown> | null {
  const fields = HISTORY_FIELDS[operation]
  if (!fields || object === null || typeof object !== 'object' || Array.isArray(object)) return null
  const record = object as Record<string, unknown>
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]))
}

/** Fields that hold a calendar day: the service keeps a time of day, which nobody set or sees. */
const DAY_FIELDS = new Set(['expirationDate', 'shipByDate'])

const dayOf = (value: unknown) => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? value : new Date(time).toISOString().slice(0, 10)
}

/**
 * Whether a field's value is the same before and after, as a person reads it: a day by its UTC day (the
 * pages show it so, and a save sends midnight), a number by its value (2.5 and 2.50), else as JSON.
 */
export function sameValue(field: string, a: unknown, b: unknown): boolean {
  if (DAY_FIELDS.has(field)) return JSON.stringify(dayOf(a)) === JSON.stringify(dayOf(b))
  // A decimal may come back as a number where it was sent as text ("2.50"): the same price.
  const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)
  const [x, y] = [numeric(a), numeric(b)]
  if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y))
    return x === y
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** The fields whose value changed from `before` to `after`; every field of `after` when before is unknown. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): FieldChange[] {
  return Object.keys(after)
    .filter((field) => !before || !sameValue(field, before[field], after[field]))
    .map((field) => ({ field, from: before ? (before[field] ?? null) : null, to: after[field] }))
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** A listing's or cash offer's drug and lot, from the service's object (names at the top, or its drug package). */
export function aboutOf(object: unknown): AuditAbout | null {
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return null
  const record = object as Record<string, unknown>
  const drug = (
    record.drugPackage !== null && typeof record.drugPackage === 'object' ? record.drugPackage : {}
  ) as Record<string, unknown>
  const pick = (name: string) => textOf(record[name]) ?? textOf(drug[name])
  const about: AuditAbout = {
    packageName: pick('packageName'),
    drugPackageStrength: pick('drugPackageStrength'),
    drugPackageForm: pick('drugPackageForm'),
    lotNumber: textOf(record.lotNumber),
    quantityUnitQualifier: pick('quantityUnitQualifier'),
  }
  return Object.values(about).some((value) => value !== null) ? about : null
}

/** The drug and lot recorded for an object last (actions newest first), to name a write the service refused. */
export function lastAbout(actions: readonly AuditAction[]): AuditAbout | null {
  for (const { entry, outcome } of actions) {
    const about = (outcome?.data.about ?? entry.data.about) as AuditAbout | null | undefined
    if (about) return about
  }
  return null
}

const isSuccess = (action: AuditAction) => {
  const status = (action.outcome?.data.answer as { status?: unknown } | undefined)?.status
  return typeof status === 'number' && status >= 200 && status < 300
}

const afterOf = (action: AuditAction) =>
  (action.outcome?.data.after as Record<string, unknown> | null | undefined) ?? null

/** The latest recorded state of the object, from its newest successful write (actions newest first). */
export function lastRecorded(actions: readonly AuditAction[]): Record<string, unknown> | null {
  for (const action of actions) {
    if (action.entry.type === 'intent' && HISTORY_FIELDS[action.entry.operation] && isSuccess(action)) {
      const after = afterOf(action)
      if (after) return after
    }
  }
  return null
}

/** A carried-out write's changed fields (as historyOf lists them), or null for any other action. */
export function changesOf(action: AuditAction): FieldChange[] | null {
  const { entry } = action
  if (entry.type !== 'intent' || !HISTORY_FIELDS[entry.operation] || !isSuccess(action)) return null
  const after = afterOf(action)
  if (!after) return null
  return fieldChanges((entry.data.before as Record<string, unknown> | null | undefined) ?? null, after)
}

export function historyOf(actions: readonly AuditAction[]): HistoryChange[] {
  const changes: HistoryChange[] = []
  for (const { entry, outcome } of actions) {
    if (entry.type !== 'intent' || !HISTORY_FIELDS[entry.operation]) continue
    const answered = outcome?.data.answer as { status?: number } | undefined
    const unknown = !answered
    if (!unknown && !isSuccess({ entry, outcome })) continue
    const before = (entry.data.before as Record<string, unknown> | null | undefined) ?? null
    const after = afterOf({ entry, outcome })
    const fields = after ? fieldChanges(before, after) : []
    changes.push({
      id: entry.seq,
      at: entry.at,
      user: entry.userId ? { id: entry.userId, email: entry.userEmail ?? '', name: null } : null,
      operation: entry.operation,
      npi: entry.npi,
      state: unknown ? 'sent, answer unknown' : 'answered',
      status: answered?.status ?? null,
      changes: fields,
    })
  }
  return changes
}
