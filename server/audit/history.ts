// "Who changed the price": the changes of a listing or cash offer made through this server, from the
// audit log (GET /team/history/:targetId). Each successful write records the object's fields before it
// (the previous recorded answer for that object, or, before the first change, a read of the object
// through the server where the service has the read extension) and after it (the service's answer), so a
// change reads "<user> changed the price from 12.00 to 10.50 on <date>". A write whose answer never
// came is listed too, with what it sent: it may have happened.
import type { HistoryChange } from '../../src/contract/team-audit'
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

export function historyOf(actions: readonly AuditAction[]): HistoryChange[] {
  const changes: HistoryChange[] = []
  for (const { entry, outcome } of actions) {
    if (entry.type !== 'intent' || !HISTORY_FIELDS[entry.operation]) continue
    const answered = outcome?.data.answer as { status?: number } | undefined
    const unknown = !answered
    if (!unknown && !isSuccess({ entry, outcome })) continue
    const before = (entry.data.before as Record<string, unknown> | null | undefined) ?? null
    const after = afterOf({ entry, outcome })
    const fields = after
      ? Object.keys(after)
          .filter((field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
          .map((field) => ({ field, from: before ? before[field] : null, to: after[field] }))
      : []
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
