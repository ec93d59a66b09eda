// Slows repeated wrong passwords (OWASP Authentication Cheat Sheet, ASVS 6.3). Failures count for an
// account, and for the address they come from, while each comes less than 15 minutes after the one
// before (plus the wait then in force): after 5 for an account, or 20 from an address, every further
// attempt is refused with 429 until a wait has passed that doubles with each further failure, from 30
// seconds up to 15 minutes. A refused attempt is not checked and does not count. A success clears the
// account's failures (not the address's); so do 15 quiet minutes after the wait. Unknown addresses are
// counted like real ones, so the answers tell nothing about which accounts exist.
import type { FailureKind, SignInFailuresRepository } from '../store/team-store'

export const QUIET_MS = 15 * 60_000
export const FAILURE_LIMITS: Record<FailureKind, number> = { account: 5, address: 20 }
export const FIRST_WAIT_MS = 30_000
export const LONGEST_WAIT_MS = 15 * 60_000
/** Failures older than this are forgotten (a streak cannot outlast it). */
export const MEMORY_MS = 24 * 3_600_000

export type Attempt = { account: string; address: string }

/** The wait after `count` failures of a kind whose limit is `limit`: none below it, then doubling. */
export function waitAfter(count: number, limit: number): number {
  if (count < limit) return 0
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - limit))
}

/** Milliseconds still to wait after these failures (oldest first), counting the current streak. */
export function waitLeft(times: readonly string[], limit: number, now: number): number {
  let streak = 0
  let last: number | null = null
  for (const time of times) {
    const at = Date.parse(time)
    if (last !== null && at - last > QUIET_MS + waitAfter(streak, limit)) streak = 0
    streak += 1
    last = at
  }
  if (last === null || now - last > QUIET_MS + waitAfter(streak, limit)) return 0
  return Math.max(0, last + waitAfter(streak, limit) - now)
}

/** Milliseconds until this attempt may be checked; 0 when it may be now. */
export async function waitBeforeAttempt(
  failures: SignInFailuresRepository,
  attempt: Attempt,
  now: Date,
): Promise<number> {
  const after = new Date(now.getTime() - MEMORY_MS)
  let wait = 0
  for (const kind of ['account', 'address'] as const) {
    const times = await failures.recent(kind, attempt[kind], after)
    wait = Math.max(wait, waitLeft(times, FAILURE_LIMITS[kind], now.getTime()))
  }
  return wait
}

export async function recordFailure(
  failures: SignInFailuresRepository,
  attempt: Attempt,
  now: Date,
): Promise<void> {
  await failures.record('account', attempt.account, now)
  await failures.record('address', attempt.address, now)
  await failures.prune(new Date(now.getTime() - MEMORY_MS))
}

export async function recordSuccess(failures: SignInFailuresRepository, attempt: Attempt): Promise<void> {
  await failures.clear('account', attempt.account)
}
