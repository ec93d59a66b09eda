import type { Job, JobKind, JobState } from '../../contract/jobs'

// A job in words: what it does, where it stands, when it should be done (docs/team-server.md, "Bulk
// jobs"); its rows' words are job-row-text.ts's.

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

/** Whole seconds from now to `at`, never negative. */
export const secondsUntil = (at: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(at) - now) / 1000))

const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
})

/** "about 2:32:10 PM EST (in 40 s)": when the rows left should be done, from the meter's budget. */
export function finishText(job: Job, now: number): string | null {
  if (job.estimatedFinishAt === null) return null
  const time = clock.format(new Date(job.estimatedFinishAt))
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
