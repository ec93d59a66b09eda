// The meter (docs/team-server.md, "The meter"; decision 0018): every call this server makes to the
// marketplace service for signed-in users goes through it. It counts them in the service's own fixed
// one-minute windows (spec: Limits) in the team store, which several instances share, and when the
// window is spent holds further calls until the next one instead of sending them into a 429. Waiting
// calls go in a fair order (fair-queue.ts). Bulk rows are spread over the window and leave `reserve`
// calls of it to people until its last seconds (bulk-pace.ts). A person's call held longer than
// `maxWaitMs` is answered 429 with Retry-After (spec: Errors > Rate-limit rejection), never sent. A 429 from the service anyway
// (someone else on the same address) holds every call until its Retry-After, and the refused call is
// sent again then: nothing was written (spec: Errors > Retries).
import { METER_HEADERS, meterWindowOf, meterWindowStart, type HeldCall } from '../../src/contract/meter'
import type { MeterRepository } from '../store/job-records'
import { upstreamOutcome, type UpstreamOutcome } from '../ops/metrics'
import {
  UpstreamUnavailable,
  type Upstream,
  type UpstreamAnswer,
  type UpstreamCallOptions,
  type UpstreamCaller,
  type UpstreamRequest,
} from '../proxy/upstream'
import { bulkCeiling, bulkOpening } from './bulk-pace'
import { FairQueue } from './fair-queue'
import { retryAfterMs } from './retry-after'

/** A timer fires this long after the instant it waits for, so the clock has surely passed it. */
const WAKE_MARGIN_MS = 5

export type MeterOptions = {
  upstream: Upstream
  store: MeterRepository
  clock: () => Date
  limit: number
  maxWaitMs: number
  /** Calls of each window bulk rows leave to people (until its last seconds: bulk-pace.ts). */
  reserve: number
  /** Told how each call ended (the server's metrics). */
  onOutcome?: (outcome: UpstreamOutcome) => void
}

type Waiting = {
  priority: UpstreamCaller['priority']
  userId: string
  caller: UpstreamCaller
  request: UpstreamRequest
  options: UpstreamCallOptions
  since: number
  sent: boolean
  deadline: ReturnType<typeof setTimeout> | null
  resolve: (answer: UpstreamAnswer) => void
  reject: (error: unknown) => void
  onAbort: (() => void) | null
}

/** Why a call was withdrawn: the abort's reason, as an Error. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  return reason instanceof Error ? reason : new Error(String(reason))
}

const SERVER_CALLER: UpstreamCaller = { userId: 'server', priority: 'interactive' }

export class Meter implements Upstream {
  private readonly queue = new FairQueue<Waiting>()
  private pumping = false
  private again = false
  private wake: { at: number; timer: ReturnType<typeof setTimeout> } | null = null
  private pruned = Number.NaN
  /** The server stops: a person's call is not held any more, but answered 429 at once (stop()). */
  private stopping = false
  /** What the last take saw: the window's count and the hold, for the 429's Retry-After. */
  private seen = { window: Number.NaN, count: 0, holdUntil: null as number | null }
  /** A running average of how long a call to the service takes, for a job's finish estimate. */
  averageCallMs = 50

  constructor(readonly options: MeterOptions) {}

  get limit(): number {
    return this.options.limit
  }

  call(request: UpstreamRequest, options: UpstreamCallOptions = {}): Promise<UpstreamAnswer> {
    const caller = options.caller ?? SERVER_CALLER
    if (options.signal?.aborted) return Promise.reject(abortReason(options.signal))
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        priority: caller.priority,
        userId: caller.userId,
        caller,
        request,
        options,
        since: this.now(),
        sent: false,
        deadline: null,
        resolve,
        reject,
        onAbort: null,
      }
      if (caller.priority === 'interactive')
        waiting.deadline = setTimeout(() => this.heldTooLong(waiting), this.options.maxWaitMs)
      if (options.signal) {
        const signal = options.signal
        waiting.onAbort = () => {
          if (this.withdraw(waiting)) reject(abortReason(signal))
        }
        signal.addEventListener('abort', waiting.onAbort, { once: true })
      }
      this.queue.add(waiting)
      void this.pump()
    })
  }

  /** This user's calls waiting here now, oldest first. */
  held(userId: string): HeldCall[] {
    return this.queue.of(userId).map((w) => ({
      ticket: w.caller.ticket ?? null,
      priority: w.priority,
      since: new Date(w.since).toISOString(),
      jobId: w.caller.jobId ?? null,
    }))
  }

  /** How many calls wait here now, by priority (the server's metrics). */
  heldCounts(): { interactive: number; bulk: number } {
    const all = this.queue.all()
    const interactive = all.filter((w) => w.priority === 'interactive').length
    return { interactive, bulk: all.length - interactive }
  }

  /**
   * The server stops: every person's call waiting here, and any that would have to wait from now on, is
   * answered 429 with Retry-After at once rather than held past the server's end. Bulk rows are withdrawn
   * by their job (job-runner.ts).
   */
  stop(): void {
    this.stopping = true
    for (const waiting of this.queue.all()) if (waiting.priority === 'interactive') this.heldTooLong(waiting)
  }

  /** True while a call of this job waits here. */
  holdsJob(jobId: string): boolean {
    return this.queue.all().some((w) => w.caller.jobId === jobId)
  }

  /** The window now: its count (every instance's), its end, and the hold. Counts nothing. */
  async status(): Promise<{ count: number; windowEnd: number; holdUntil: number | null; now: number }> {
    const now = this.now()
    const window = meterWindowOf(now)
    const { count, holdUntil } = await this.options.store.read(window, now)
    return { count, windowEnd: meterWindowStart(window + 1), holdUntil, now }
  }

  /** When a held call may go next: the later of the window's end and the hold. */
  static nextOpening(now: number, holdUntil: number | null): number {
    return Math.max(meterWindowStart(meterWindowOf(now) + 1), holdUntil ?? 0)
  }

  private now(): number {
    return this.options.clock().getTime()
  }

  /** How many calls of the window there may be when this class takes one (bulk-pace.ts for bulk rows). */
  private ceiling(priority: UpstreamCaller['priority'], now: number): number {
    if (priority === 'interactive') return this.options.limit
    return bulkCeiling(now, this.options.limit, this.options.reserve)
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.again = true
      return
    }
    this.pumping = true
    try {
      do {
        this.again = false
        await this.drain()
      } while (this.again)
    } finally {
      this.pumping = false
    }
  }

  /** Sends what the budget allows, in order; when it allows no more, waits for the moment it may. */
  private async drain(): Promise<void> {
    for (let next = this.queue.peek(); next; next = this.queue.peek()) {
      const now = this.now()
      const window = meterWindowOf(now)
      this.prune(window)
      let taken
      try {
        taken = await this.options.store.take(window, this.ceiling(next.priority, now), now)
      } catch (error) {
        // The shared count cannot be read: this call fails rather than go out uncounted.
        if (this.withdraw(next)) next.reject(error)
        continue
      }
      this.seen = { window, count: taken.count, holdUntil: taken.holdUntil }
      if (!taken.granted) {
        if (this.stopping) this.stop()
        this.sleepUntil(this.opening(now, taken.count, taken.holdUntil, next.priority))
        return
      }
      // The call looked at may have left while the count was taken (its bound, a withdrawal): the slot
      // goes to whichever call is next now.
      const waiting = this.queue.take()
      if (waiting) void this.send(waiting, window, taken.count)
    }
  }

  private opening(now: number, count: number, holdUntil: number | null, priority: string): number {
    if (holdUntil !== null) return holdUntil
    if (priority === 'bulk') return bulkOpening(now, count, this.options.limit, this.options.reserve)
    return meterWindowStart(meterWindowOf(now) + 1)
  }

  private sleepUntil(at: number): void {
    if (this.wake && this.wake.at <= at) return
    if (this.wake) clearTimeout(this.wake.timer)
    const timer = setTimeout(
      () => {
        this.wake = null
        void this.pump()
      },
      Math.max(0, at - this.now()) + WAKE_MARGIN_MS,
    )
    this.wake = { at, timer }
  }

  private prune(window: number): void {
    if (window === this.pruned) return
    this.pruned = window
    this.options.store.prune(window - 1).catch(() => undefined)
  }

  private async send(waiting: Waiting, window: number, count: number): Promise<void> {
    this.settle(waiting)
    // Held until now: the time the service then takes to answer is not the meter's.
    const heldMs = this.now() - waiting.since
    let answer: UpstreamAnswer
    const started = performance.now()
    try {
      if (!waiting.sent) {
        waiting.sent = true
        await waiting.options.beforeSend?.()
      }
    } catch (error) {
      waiting.reject(error)
      return
    }
    try {
      answer = await this.options.upstream.call(waiting.request)
    } catch (error) {
      if (error instanceof UpstreamUnavailable) this.options.onOutcome?.('unreachable')
      waiting.reject(error)
      return
    }
    this.options.onOutcome?.(upstreamOutcome(answer.status))
    this.averageCallMs = this.averageCallMs * 0.9 + (performance.now() - started) * 0.1
    if (answer.status === 429) return this.refusedByService(waiting, answer)
    waiting.resolve(this.withHeaders(answer, window, count, heldMs))
  }

  /** The service's own 429: everything waits for its Retry-After, and this call goes again first. */
  private async refusedByService(waiting: Waiting, answer: UpstreamAnswer): Promise<void> {
    const now = this.now()
    const until =
      now +
      (retryAfterMs(answer.headers['retry-after'], now) ?? meterWindowStart(meterWindowOf(now) + 1) - now)
    try {
      await this.options.store.hold(until)
    } catch {
      // Not shared then, but this instance still waits: the call is put back all the same.
    }
    this.seen = { ...this.seen, holdUntil: until }
    const left = waiting.priority === 'interactive' ? waiting.since + this.options.maxWaitMs - now : Infinity
    if (left <= until - now) {
      waiting.resolve(this.withHeaders(answer, this.seen.window, this.seen.count, now - waiting.since))
      return
    }
    if (waiting.priority === 'interactive')
      waiting.deadline = setTimeout(() => this.heldTooLong(waiting), left)
    if (waiting.options.signal) {
      const signal = waiting.options.signal
      waiting.onAbort = () => {
        if (this.withdraw(waiting)) waiting.reject(abortReason(signal))
      }
      signal.addEventListener('abort', waiting.onAbort, { once: true })
    }
    this.queue.add(waiting, true)
    this.sleepUntil(until)
  }

  /** Out of the queue, its timer and abort listener gone; false when it was not waiting. */
  private withdraw(waiting: Waiting): boolean {
    if (!this.queue.remove(waiting)) return false
    this.settle(waiting)
    return true
  }

  private settle(waiting: Waiting): void {
    if (waiting.deadline) clearTimeout(waiting.deadline)
    waiting.deadline = null
    if (waiting.onAbort) waiting.options.signal?.removeEventListener('abort', waiting.onAbort)
    waiting.onAbort = null
  }

  /** A person's call waited its bound: 429 with the seconds until it could go (spec: Rate-limit rejection). */
  private heldTooLong(waiting: Waiting): void {
    if (!this.withdraw(waiting)) return
    this.options.onOutcome?.('held_too_long')
    const now = this.now()
    const retryAfter = Math.max(1, Math.ceil((Meter.nextOpening(now, this.seen.holdUntil) - now) / 1000))
    const answer: UpstreamAnswer = {
      status: 429,
      headers: { 'retry-after': String(retryAfter), [METER_HEADERS.refused]: 'held' },
      body: Buffer.alloc(0),
    }
    const window = meterWindowOf(now)
    waiting.resolve(
      this.withHeaders(
        answer,
        window,
        window === this.seen.window ? this.seen.count : 0,
        now - waiting.since,
      ),
    )
  }

  /** `heldMs`: how long the call waited at the meter before it went out (or until the meter answered it). */
  private withHeaders(answer: UpstreamAnswer, window: number, count: number, heldMs: number): UpstreamAnswer {
    const now = this.now()
    const reset = Math.max(1, Math.ceil((meterWindowStart(window + 1) - now) / 1000))
    return {
      ...answer,
      headers: {
        ...answer.headers,
        [METER_HEADERS.limit]: String(this.options.limit),
        [METER_HEADERS.remaining]: String(Math.max(0, this.options.limit - count)),
        [METER_HEADERS.reset]: String(reset),
        [METER_HEADERS.waited]: String(Math.max(0, Math.round(heldMs))),
      },
    }
  }
}
