// One row's call to the service (docs/team-server.md, "Bulk jobs"): through the meter as a bulk call of
// the user who started the job. A write is the audited call (../audited-call.ts), as a person's is: just
// before it goes out (after any wait at the meter) the runner checks it still holds the job and the job
// still runs, and marks the row "in flight" in the team store; then the intent (with the job's id and the
// row), the call, the outcome. A read (the lost-answer check, the listing before a reprice) is metered
// too, and not audited.
import type { ApiOperation } from '../../../src/contract/access'
import type { AuditAnswer } from '../../../src/contract/team-audit'
import { auditAnswer, jsonOf } from '../../audit/answers'
import { abortReason } from '../../meter/meter'
import { auditedWrite, jsonCall, type AuditedResult } from '../audited-call'
import type { TeamContext } from '../team-context'
import type { ServiceExtensions } from '../../proxy/service-extensions'
import type { UpstreamAnswer } from '../../proxy/upstream'
import type { JobRecord, JobRowRecord } from '../../store/job-records'
import type { UserRow } from '../../store/team-store'

export type RowContext = {
  ctx: TeamContext
  job: JobRecord
  /** The user who started the job, as the store holds them now. */
  user: UserRow
  extensions: ServiceExtensions
  /** Aborted when the job is paused or cancelled, or its lease is lost: a call still waiting is withdrawn. */
  signal: AbortSignal
  /** Throws when this instance no longer holds the job, or the job no longer runs: nothing is sent then. */
  assertRunning: () => Promise<void>
  /** How long to wait after a lost answer before checking what happened. */
  lostCheckDelayMs: number
  /** Lost answers of each row in a row, so that a service that never answers does not loop for ever. */
  losses: Map<number, number>
}

const LOSSES_MAX = 5

export type Answered = { answer: UpstreamAnswer; json: unknown; audit: AuditAnswer }

const caller = (rc: RowContext) => ({
  caller: { userId: rc.job.userId, priority: 'bulk' as const, jobId: rc.job.id },
  signal: rc.signal,
})

/** A read for a row: metered, not audited. */
export async function rowRead(rc: RowContext, path: string, query: string): Promise<Answered> {
  const answer = await rc.ctx.upstream.call(
    { method: 'GET', path, query, headers: { accept: 'application/json' } },
    caller(rc),
  )
  const json = jsonOf(answer.body, answer.headers['content-type'])
  return { answer, json, audit: auditAnswer(answer.status, json) }
}

/**
 * A write for a row, the audited call (../audited-call.ts) under the job's user with the job's id and the
 * row: once the meter lets it go, the runner checks it still holds the job and the job still runs, and
 * marks the row in flight with its body; then the intent, the call, the outcome.
 */
export function rowWrite(
  rc: RowContext,
  row: JobRowRecord,
  operation: ApiOperation,
  call: { method: string; path: string; body?: Record<string, unknown>; targetId: string | null },
  before: Record<string, unknown> | null = null,
): Promise<AuditedResult> {
  const { ctx, job } = rc
  const sent = call.body ?? null
  return auditedWrite(ctx, {
    facts: {
      operation,
      actor: { id: job.userId, email: job.userEmail },
      npi: job.npi,
      targetId: call.targetId,
    },
    request: null,
    call: jsonCall(call.method, call.path, '', call.body),
    sent: { method: call.method, path: call.path, query: '', body: sent, job: { id: job.id, row: row.seq } },
    ...(before === null ? {} : { before }),
    options: caller(rc),
    beforeIntent: async () => {
      await rc.assertRunning()
      const now = ctx.clock()
      await ctx.store.jobs.updateRow(
        job.id,
        row.seq,
        { state: 'in-flight', sent, attemptedAt: now.toISOString() },
        now,
      )
    },
  })
}

/** The row's outcome, recorded. */
export function settleRow(
  rc: RowContext,
  row: JobRowRecord,
  state: JobRowRecord['state'],
  answer: AuditAnswer | null,
  resultId: string | null = null,
): Promise<void> {
  // A row put back to pending (to be checked again) has no outcome yet.
  if (state !== 'pending' && state !== 'in-flight')
    rc.ctx.metrics.jobRows.inc({ kind: rc.job.kind, outcome: state })
  return rc.ctx.store.jobs.updateRow(rc.job.id, row.seq, { state, answer, resultId }, rc.ctx.clock())
}

/** A refusal of this server's, before anything was sent (status null): the words say why. */
export const ownRefusal = (message: string): AuditAnswer => ({ status: null, shape: null, message })

/** Waits, unless the job stops meanwhile. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(abortReason(signal))
    }
    signal.addEventListener('abort', stop, { once: true })
  })
}

/** One more lost answer of this row; true once it has lost too many in a row to try again. */
export function lostTooOften(rc: RowContext, row: JobRowRecord): boolean {
  const losses = (rc.losses.get(row.seq) ?? 0) + 1
  rc.losses.set(row.seq, losses)
  return losses >= LOSSES_MAX
}
