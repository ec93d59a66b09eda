// A job and its rows as the team endpoints answer them (src/contract/jobs.ts): progress from the rows'
// states, a finish estimated from the meter's budget (server/meter/estimate.ts), and the names a person
// knows: the starter's, and what the first rows are about.
import { repricedPrice } from '../../../src/contract/job-rows'
import { JOB_FIRST_ROWS, type Job, type JobKind, type JobRow } from '../../../src/contract/jobs'
import type { TeamContext } from '../team-context'
import { estimateFinish } from '../../meter/estimate'
import type { Meter } from '../../meter/meter'
import type { JobRecord, JobRowRecord } from '../../store/job-records'

/** Calls a row makes when all goes well: a reprice reads the listing before its PUT. */
const CALLS_PER_ROW: Record<JobKind, number> = { listDrafts: 1, deleteDrafts: 1, repriceListings: 2 }

/**
 * The name of who started a job, as the team store has it now: a list asks once per person. (The
 * pharmacy is named by the dashboard from the session's pharmacies: asking the service here would spend
 * the group's calls.)
 */
export type JobNames = (userId: string) => Promise<string | null>

export function jobNames(ctx: TeamContext): JobNames {
  const asked = new Map<string, Promise<string | null>>()
  const ask = (id: string) => ctx.store.users.findById(id).then((found) => found?.name ?? null)
  return (id) => asked.get(id) ?? asked.set(id, ask(id)).get(id)!
}

/** `meterStatus`: the meter's count and hold; a list passes one read shared by its page of jobs. */
export async function jobView(
  ctx: TeamContext,
  job: JobRecord,
  jobsRunning: number,
  meterStatus: () => ReturnType<Meter['status']> = () => ctx.meter.status(),
  names: JobNames = jobNames(ctx),
): Promise<Job> {
  const [counts, first, userName] = await Promise.all([
    ctx.store.jobs.counts(job.id),
    ctx.store.jobs.rows(job.id, {}, { start: 0, take: JOB_FIRST_ROWS }),
    names(job.userId),
  ])
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
    user: { id: job.userId, email: job.userEmail, name: userName },
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
    firstRows: first.data.flatMap((row) => (row.about ? [row.about] : [])),
  }
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null)

/** A reprice row's new price: as sent, else as given, else the percentage of the price it started with. */
function newPriceOf(kind: JobKind, row: JobRowRecord): number | null {
  if (kind !== 'repriceListings') return null
  const sent = numberOf(row.sent?.price)
  if (sent !== null) return sent
  const price = numberOf(row.input.price)
  if (price !== null) return price
  const percent = numberOf(row.input.percent)
  const before = row.about?.price ?? null
  return percent === null || before === null ? null : repricedPrice(before, percent)
}

export function jobRowView(kind: JobKind, row: JobRowRecord): JobRow {
  return {
    seq: row.seq,
    targetId: row.targetId,
    input: row.input,
    about: row.about,
    newPrice: newPriceOf(kind, row),
    state: row.state,
    answer: row.answer,
    resultId: row.resultId,
    attemptedAt: row.attemptedAt,
    updatedAt: row.updatedAt,
  }
}
