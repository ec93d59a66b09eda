import { parseIsoDateTime } from '../../contract/dates'

// Expiration and ship-by dates are days: shown as the UTC day they were saved as (see form-inputs.ts),
// so a date never shifts by one in a browser west of Greenwich.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** '2027-05-31T00:00:00Z' -> 'May 31, 2027'; '' for null or unreadable. */
export function formatDay(iso: string | null | undefined): string {
  const date = iso ? parseIsoDateTime(iso) : null
  return date ? day.format(date) : ''
}
