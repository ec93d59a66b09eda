// Runs the bulk jobs (docs/team-server.md, "Bulk jobs"; decision 0018). Each instance of the server has
// a runner with an id of its own; it claims a running job with a lease in the team store (owner, lease
// expiry), renews the lease while it works, and works the job's rows one at a time through the meter (the
// bulk class). Exactly one instance runs a job: another takes it over once the lease of an instance that
// died has run out. Pause, cancel and a lost lease withdraw the row still waiting at the meter; a row
// already sent finishes. After a restart, a row left "in flight" is checked, never sent again blindly.
import { randomUUID } from 'node:crypto'
import { actsFor, npiRefusal, roleMayCall, roleRefusal } from '../../../src/contract/access'
import { JOB_KIND_OPERATION, type JobKind } from '../../../src/contract/jobs'
import type { TeamContext } from '../team-context'
import { ServiceExtensions } from '../../proxy/service-extensions'
import type { JobRecord, JobRowRecord } from '../../store/job-records'
import type { UserRow } from '../../store/team-store'
import { pause, type RowContext } from './row-call'
import { deleteDraftRow } from './row-delete'
import { listDraftRow } from './row-list'
import { repriceRow } from './row-reprice'

export type JobsOptions = {
  /** This instance's name in the leases; random by default. */
  instanceId?: string
  /** How long a lease holds without renewal (30 s): how soon another instance takes over a dead one's job. */
  leaseMs?: number
  /** How often the runner looks for a job to take (1 s). */
  pollMs?: number
  /** How long after a lost answer the runner checks what happened (2 s). */
  lostCheckDelayMs?: number
  /** Jobs this instance runs at once (4); the meter shares the budget between their users. */
  concurrency?: number
  /** False: the runner does not start with the server (tests start it themselves). */
  autoStart?: boolean
}

const HANDLERS: Record<JobKind, (rc: RowContext, row: JobRowRecord) => Promise<void>> = {
  listDrafts: listDraftRow,
  deleteDrafts: deleteDraftRow,
  repriceListings: repriceRow,
}

/** After an unexpected failure of a row (the service unreachable for a read, the store), wait this long. */
const RETRY_PAUSE_MS = 2_000

class Stopped extends Error {
  constructor(why: string) {
    super(why)
    this.name = 'Stopped'
  }
}

/** Why the user may no longer run the job (deactivated, role or pharmacies changed), or null. */
function userRefusal(user: UserRow | undefined, job: JobRecord): string | null {
  if (!user || !user.active) return `Stopped: ${job.userEmail} can no longer sign in.`
  const operation = JOB_KIND_OPERATION[job.kind]
  if (!roleMayCall(user.role, operation)) return `Stopped: ${roleRefusal(user.role, operation)}`
  if (!actsFor(user.npis, job.npi)) return `Stopped: ${npiRefusal(job.npi)}`
  return null
}

export class JobRunner {
  readonly instanceId: string
  private readonly leaseMs: number
  private readonly pollMs: number
  private readonly lostCheckDelayMs: number
  private readonly concurrency: number
  private readonly running = new Map<string, { stop: AbortController; done: Promise<void> }>()
  private readonly extensions: ServiceExtensions
  private timer: ReturnType<typeof setTimeout> | null = null
  private started = false
  private ticking = false

  constructor(
    private readonly ctx: TeamContext,
    options: JobsOptions = {},
  ) {
    this.instanceId = options.instanceId ?? randomUUID()
    this.leaseMs = options.leaseMs ?? 30_000
    this.pollMs = options.pollMs ?? 1_000
    this.lostCheckDelayMs = options.lostCheckDelayMs ?? 2_000
    this.concurrency = options.concurrency ?? 4
    this.extensions = new ServiceExtensions(ctx.upstream, ctx.clock)
  }

  /** How many jobs this instance runs now (the finish estimate shares the budget between them). */
  get active(): number {
    return this.running.size
  }

  start(): void {
    if (this.started) return
    this.started = true
    this.wake()
  }

  /** Looks for work now (a job was created or resumed). */
  wake(): void {
    if (!this.started) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    void this.tick()
  }

  /** A job's state was changed here (pause, cancel): a row still waiting at the meter is withdrawn at once. */
  changed(jobId: string): void {
    this.running.get(jobId)?.stop.abort(new Stopped('the job no longer runs'))
  }

  /** Stops taking jobs, withdraws waiting rows, waits for rows already sent, and lets go of the leases. */
  async stop(): Promise<void> {
    this.started = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    for (const { stop } of this.running.values()) stop.abort(new Stopped('the server is stopping'))
    await Promise.allSettled([...this.running.values()].map((r) => r.done))
  }

  private async tick(): Promise<void> {
    if (this.ticking) return
    this.ticking = true
    try {
      while (this.started && this.running.size < this.concurrency) {
        const now = this.ctx.clock()
        const job = await this.ctx.store.jobs.claim(
          this.instanceId,
          now,
          new Date(now.getTime() + this.leaseMs),
          [...this.running.keys()],
        )
        if (!job) break
        this.run(job)
      }
    } catch {
      // The store did not answer: try again at the next poll.
    } finally {
      this.ticking = false
      if (this.started) {
        this.timer = setTimeout(() => void this.tick(), this.pollMs)
        this.timer.unref?.()
      }
    }
  }

  private run(job: JobRecord): void {
    const stop = new AbortController()
    const done = this.work(job, stop).finally(() => {
      this.running.delete(job.id)
      const released = this.ctx.store.jobs.release(job.id, this.instanceId).catch(() => undefined)
      if (this.started) this.wake()
      // stop() waits for this too: a stopping server hands the lease back before its store closes, so
      // another instance takes the job over at once instead of when the lease would have run out.
      return released
    })
    this.running.set(job.id, { stop, done })
  }

  private async work(job: JobRecord, stop: AbortController): Promise<void> {
    const { store, clock } = this.ctx
    const renew = setInterval(() => {
      const until = new Date(clock().getTime() + this.leaseMs)
      void Promise.all([store.jobs.renew(job.id, this.instanceId, until), store.jobs.find(job.id)]).then(
        ([held, current]) => {
          if (!held) stop.abort(new Stopped('another instance holds the job'))
          else if (current?.state !== 'running') stop.abort(new Stopped('the job no longer runs'))
        },
        () => undefined,
      )
    }, this.leaseMs / 3)
    renew.unref?.()
    const assertRunning = async () => {
      const until = new Date(clock().getTime() + this.leaseMs)
      if (!(await store.jobs.renew(job.id, this.instanceId, until)))
        throw new Stopped('another instance holds the job')
      if ((await store.jobs.find(job.id))?.state !== 'running') throw new Stopped('the job no longer runs')
    }
    const losses = new Map<number, number>()
    try {
      while (!stop.signal.aborted) {
        const current = await store.jobs.find(job.id)
        if (current?.state !== 'running') return
        const user = await store.users.findById(job.userId)
        const refusal = userRefusal(user, job)
        if (refusal !== null || !user) {
          if (await store.jobs.transition(job.id, ['running'], 'cancelled', clock(), refusal))
            this.ctx.metrics.jobs.inc({ kind: job.kind, state: 'cancelled' })
          const cancelled = await store.jobs.cancelPending(job.id, clock())
          this.ctx.metrics.jobRows.inc({ kind: job.kind, outcome: 'cancelled' }, cancelled)
          return
        }
        const row = await store.jobs.nextRow(job.id)
        if (!row) {
          if (await store.jobs.transition(job.id, ['running'], 'done', clock()))
            this.ctx.metrics.jobs.inc({ kind: job.kind, state: 'done' })
          return
        }
        const rc: RowContext = {
          ctx: this.ctx,
          job,
          user,
          extensions: this.extensions,
          signal: stop.signal,
          assertRunning,
          lostCheckDelayMs: this.lostCheckDelayMs,
          losses,
        }
        try {
          await HANDLERS[job.kind](rc, row)
        } catch (error) {
          if (stop.signal.aborted || error instanceof Stopped) return
          // The row stays as it was (pending, or in flight to be checked) and is tried again.
          await pause(RETRY_PAUSE_MS, stop.signal).catch(() => undefined)
        }
      }
    } finally {
      clearInterval(renew)
    }
  }
}
