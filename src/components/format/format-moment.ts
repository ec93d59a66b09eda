// A moment something happened (an audit record, a change, a sign-in): the viewer's own date and time,
// with the time zone named, so two people reading the same record in different places read the same moment.
const moment = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
})

/** '2026-11-26T07:20:00.000Z' -> 'Nov 26, 2026, 8:20:00 AM GMT+1' where the viewer is; the text as given if unreadable. */
export function formatMoment(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : moment.format(date)
}
