import type { StatusMap } from '../../contract/enums'
import type { HistoryChange } from '../../contract/team-audit'
import { formatMoment } from '../format/format-moment'

// A listing's or cash offer's history in words (GET /team/history/:targetId): "Dana Lee changed the price
// from $12.00 to $10.50 on Nov 26, 2026, 7:20:05 AM UTC". Pure, so each sentence is tested as it reads.
// The audit page says its records with the same words (features/audit/audit-sentence.ts).

export const FIELD_NAMES: Readonly<Record<string, string>> = {
  price: 'the price',
  quantity: 'the quantity',
  expirationDate: 'the expiration date',
  lotNumber: 'the lot number',
  fullPackage: 'full package',
  sealedPackage: 'sealed package',
  originalPackage: 'original package',
  tornPackageLabel: 'torn package label',
  serialNumber: 'the serial number',
  additionalPackageNotes: 'the package notes',
  stateGroupId: 'the state group',
  status: 'the status',
  shipByDate: 'the ship-by date',
  buyersMessage: "the buyer's message",
  maxShippingPrice: 'the max shipping price',
}

const MONEY_FIELDS = new Set(['price', 'maxShippingPrice'])
const QUANTITY_FIELDS = new Set(['quantity'])
const DAY_FIELDS = new Set(['expirationDate', 'shipByDate'])
// Days as the UTC day they were saved as, as format-day.ts shows them on the pages. Not imported from it:
// this text is in the history's own lazy chunk, and sharing that module with it would split the edit
// pages' first-screen chunks (bench/bundle-size.ts).
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
// Money and quantities as money.ts writes them ($1,234.50; 1,200 or 2.35), by the en-US formatter: its
// locale data costs this lazy chunk nothing that matters, and importing money.ts would split it off the
// first screens' chunks, as days would.
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** A status code by its name in the resource's map, as statusName (enums.ts) says it; kept here for the same reason as days. */
const statusText = (statuses: StatusMap, code: number) =>
  Object.entries(statuses).find(([, value]) => value === code)?.[0] ?? `Unknown (${code})`

/**
 * One value as the pages show it: money in dollars, a quantity in its unit (when known), days as days,
 * yes or no, a status by name.
 */
export function valueText(field: string, value: unknown, statuses: StatusMap, unit?: string | null): string {
  if (value === null || value === undefined || value === '') return 'none'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return moneyFormat.format(value)
  if (QUANTITY_FIELDS.has(field) && typeof value === 'number')
    return unit ? `${quantityFormat.format(value)} ${unit}` : quantityFormat.format(value)
  if (DAY_FIELDS.has(field) && typeof value === 'string') {
    const day = new Date(value)
    return Number.isNaN(day.getTime()) ? value : dayFormat.format(day)
  }
  if (field === 'status' && typeof value === 'number') return statusText(statuses, value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const who = (change: HistoryChange) => change.user?.name ?? change.user?.email ?? 'Someone'

/** "the price from $2.50 to $2.25", or "the lot number to A1" when the value before is not known. */
export function fieldChangeText(
  { field, from, to }: { field: string; from: unknown; to: unknown },
  statuses: StatusMap,
  unit?: string | null,
): string {
  const name = FIELD_NAMES[field] ?? field
  const next = valueText(field, to, statuses, unit)
  return from === null || from === undefined
    ? `${name} to ${next}`
    : `${name} from ${valueText(field, from, statuses, unit)} to ${next}`
}

/** "a", "a and b", "a, b and c". */
export function listText(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

/** One change as a sentence. A create, or a change whose earlier value is not known, says what it set. */
export function changeSentence(change: HistoryChange, statuses: StatusMap, unit?: string | null): string {
  const on = `on ${formatMoment(change.at)}`
  const parts = change.changes.map((one) => fieldChangeText(one, statuses, unit))
  const list = listText(parts)
  if (change.state === 'sent, answer unknown')
    return `${who(change)} sent a change ${on}, but its answer never came: it may or may not have happened.`
  if (change.operation.startsWith('create'))
    return parts.length > 0
      ? `${who(change)} created it ${on}, setting ${list}.`
      : `${who(change)} created it ${on}.`
  if (parts.length === 0) return `${who(change)} saved it unchanged ${on}.`
  const changedFrom = change.changes.some((c) => c.from !== null && c.from !== undefined)
  return `${who(change)} ${changedFrom ? 'changed' : 'set'} ${list} ${on}.`
}
