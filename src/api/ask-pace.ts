// How often a loop that asks the service again on each answer may ask (the fault rules' watch). Every
// signed-in person shares the group's 300 calls a minute (spec: Limits), so such a loop must never spin,
// whatever the service answers: an answer at once where a wait was asked for (a proxy that drops the
// Prefer header, a service that ignores it), an error every time, a new ETag on every answer. At most
// `limit` asks start in any `windowMs`, and an ask after a failure waits `failureGapMs` at least; a long
// poll that works (an ask held until a change, or for its wait) never reaches either bound.

export interface AskPaceOptions {
  /** Asks that may start in any window. */
  limit: number
  windowMs: number
  /** The least wait after a failed ask. */
  failureGapMs: number
}

export class AskPace {
  private starts: number[] = []
  private failedAt: number | null = null

  constructor(private readonly options: AskPaceOptions) {}

  /** Milliseconds to wait at `now` before the next ask may start (0: at once). */
  delay(now: number): number {
    const { limit, windowMs, failureGapMs } = this.options
    this.starts = this.starts.filter((start) => now - start < windowMs)
    const budget = this.starts.length < limit ? 0 : this.starts[0]! + windowMs - now
    const failure = this.failedAt === null ? 0 : this.failedAt + failureGapMs - now
    return Math.max(0, budget, failure)
  }

  /** An ask starts at `now`. */
  asked(now: number): void {
    this.starts.push(now)
  }

  /** The ask ended: answered, or failed at `now`. */
  settled(failed: boolean, now: number): void {
    this.failedAt = failed ? now : null
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}
