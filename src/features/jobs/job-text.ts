import type { Job, JobKind, JobRow, JobRowState, JobState } from '../../contract/jobs'

// A job and its rows in words: what it does, where it stands, each row's outcome with the service's own
// message (docs/team-server.md, "Bulk jobs").

export const JOB_KIND_TEXT: Record<JobKind, string> = {
  listDrafts: 'List drafts on the marketplace',
  deleteDrafts: 'Delete drafts',
  repriceListings: 'Change listing prices',
}

export const JOB_STATE_TEXT: Record<JobState, string> = {
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Finished',
}

export const ROW_STATE_TEXT: Record<JobRowState, string> = {
  pending: 'Waiting',
  'in-flight': 'Sent',
  done: 'Done',
  refused: 'Refused',
  unknown: 'Unknown: check it',
  cancelled: 'Not sent (cancelled)',
}

/** A row's outcome: the service's status and its own words, or this server's refusal before sending. */
export function rowOutcome(row: JobRow): string {
  const answer = row.answer
  if (answer === null) return ROW_STATE_TEXT[row.state]
  const words = answer.message ?? ''
  if (answer.status === null) return words
  return words === '' ? `${answer.status}` : `${answer.status}: ${words}`
}

/** Whole seconds from now to `at`, never negative. */
export const secondsUntil = (at: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(at) - now) / 1000))

/** "about 14:32 (in 40 s)": when the rows left should be done, from the meter's budget. */
export function finishText(job: Job, now: number): string | null {
  if (job.estimatedFinishAt === null) return null
  const at = new Date(job.estimatedFinishAt)
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })
  const seconds = secondsUntil(job.estimatedFinishAt, now)
  const left = seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
  return `about ${time} (in ${left})`
}

/**
 * How often the page reads a job again, in ms: often while it runs, now and then while paused (a row
 * already sent still gets its answer), never once it has settled.
 */
export const pollEvery = (job: Job | undefined): number | false =>
  job === undefined ? false : job.state === 'running' ? 1000 : job.state === 'paused' ? 5000 : false
