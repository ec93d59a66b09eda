// spec: Endpoints > 1 and 4 — expirationDate, minimalExpirationDate and shipByDate must be "a valid
// future date in ISO 8601". The body type is string, so an unparsable date is a field-validation
// problem (shape 2), not a request-shape one.

// Date-only, or date-time with optional seconds/fraction and an optional Z/±hh:mm offset.
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/

/**
 * Parses an ISO 8601 date or date-time. Times without an offset are read as UTC, so the sandbox and
 * every browser agree on the instant whatever their own time zone. Impossible calendar dates
 * (2026-02-30) are rejected rather than rolled over as Date.parse would.
 */
export function parseIsoDateTime(iso: string): Date | null {
  const m = ISO_8601.exec(iso.trim())
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00', offset] = m
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  if (day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null
  const text = iso.trim()
  const ms = Date.parse(m[4] === undefined ? `${text}T00:00:00Z` : offset ? text : `${text}Z`)
  return Number.isNaN(ms) ? null : new Date(ms)
}

/** Why `iso` is not a date-time after `now`, or null when it is. */
export function futureDateProblem(iso: string, now: Date, label = 'Date'): string | null {
  const date = parseIsoDateTime(iso)
  if (!date)
    return `${label} is not a valid date. Use ISO 8601, for example 2027-05-31 or 2027-05-31T00:00:00Z.`
  if (date.getTime() <= now.getTime()) return `${label} must be in the future.`
  return null
}
