// A job and its rows as the team endpoints answer them (src/contract/jobs.ts): progress from the rows'
// states, and a finish estimated from the meter's budget (server/meter/estimate.ts).
import type { Job, JobKind, JobRow } from '../../src/contract/jobs'
import type { TeamContext } from '../auth/team-context'
import { estimateFinish } from '../meter/estimate'
import type { Meter } from '../meter/meter'
import type { JobRecord, JobRowRecord } from '../store/job-records'

/** Calls a row makes when all goes well: a reprice reads the listing before its PUT. */
const CALLS_PER_ROW: Record<JobKind, number> = { listDrafts: 1, deleteDrafts: 1, repriceListings: 2 }

/** `meterStatus`: the meter's count and hold; a list passes one read shared by its page of jobs. */
export async function jobView(
  ctx: TeamContext,
  job: JobRecord,
  jobsRunning: number,
  meterStatus: () => ReturnType<Meter['status']> = () => ctx.meter.status(),
): Promise<Job> {
  const counts = await ctx.store.jobs.counts(job.id)
  const left = counts.pending + counts['in-flight']
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  let estimatedFinishAt: string | null = null
  if (left > 0 && job.state === 'running') {
    const { count, holdUntil, now } = await meterStatus()
    const at = estimateFinish({
      now,
      calls: left * CALLS_PER_ROW[job.kind],
      limit: ctx.meter.limit,
      reserve: ctx.meter.options.reserve,
      count,
      holdUntil,
      jobs: jobsRunning,
      averageCallMs: ctx.meter.averageCallMs,
    })
    estimatedFinishAt = at === null ? null : new Date(at).toISOString()
  }
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    pharmacyNpi: job.npi,
    user: { id: job.userId, email: job.userEmail },
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    finishedAt: job.finishedAt,
    retryOf: job.retryOf,
    message: job.message,
    progress: {
      total,
      done: counts.done,
      refused: counts.refused,
      unknown: counts.unknown,
      cancelled: counts.cancelled,
      left,
    },
    estimatedFinishAt,
    waitingForMeter: ctx.meter.holdsJob(job.id),
  }
}

export function jobRowView(row: JobRowRecord): JobRow {
  return {
    seq: row.seq,
    targetId: row.targetId,
    input: row.input,
    state: row.state,
    answer: row.answer,
    resultId: row.resultId,
    attemptedAt: row.attemptedAt,
    updatedAt: row.updatedAt,
  }
}
