import { statusName, type LISTING_STATUS } from '../../contract/enums'
import { formatDay } from '../format/format-day'
import type { ObjectKind } from './object-kind'

// Why a listing or a cash offer can no longer be changed, in words a pharmacist uses: what happened to it,
// on which day when the service says (spec: Status rules: only a Pending one can be updated). The status
// names are the contract's (src/contract/enums.ts): listings and cash offers share one map.

/** The statuses after Pending, by their names in the contract. */
export type ClosedStatus = Exclude<keyof typeof LISTING_STATUS, 'Pending'>

/** The days a listing or a cash offer records what happened to it (the sandbox leaves them null). */
export interface ClosedDates {
  soldDate?: string | null
  shippingConfirmDate?: string | null
  shippingReceivedConfirmDate?: string | null
  cancelledDate?: string | null
}

/** Which day tells when each status was reached, where the resource has one. */
const DAY_OF: Record<ClosedStatus, keyof ClosedDates | null> = {
  Accepted: null,
  Purchased: 'soldDate',
  Shipped: 'shippingConfirmDate',
  Delivered: 'shippingReceivedConfirmDate',
  Completed: null,
  Cancelled: 'cancelledDate',
}

/**
 * What happened, after "This listing" or "This cash offer": given the day ("May 31, 2027") when the
 * resource has it, else null. One entry per status after Pending, so a new status cannot be forgotten.
 */
export type ClosedWords = Record<ClosedStatus, (day: string | null) => string>

const isClosedStatus = (name: string): name is ClosedStatus => Object.hasOwn(DAY_OF, name)

/** "This listing was sold on Mar 3, 2026: only a Pending listing can be changed." */
export function closedReason(
  kind: ObjectKind,
  statuses: typeof LISTING_STATUS,
  current: ClosedDates & { status: number },
  words: ClosedWords,
): string {
  const name = statusName(statuses, current.status)
  const rule = `only a Pending ${kind.one} can be changed.`
  // A code the contract does not name (a newer service): said as it is.
  if (!isClosedStatus(name)) return `This ${kind.one} is ${name}: ${rule}`
  const dayField = DAY_OF[name]
  const day = dayField ? formatDay(current[dayField]) : ''
  return `This ${kind.one} ${words[name](day === '' ? null : day)}: ${rule}`
}
