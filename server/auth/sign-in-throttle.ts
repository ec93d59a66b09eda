// Slows repeated wrong passwords (OWASP Authentication Cheat Sheet, ASVS 6.3): after 5 failures in 15
// minutes for one account, or 20 from one address, each further attempt is refused with 429 until a wait
// has passed that doubles with every further failure, from 30 seconds up to 15 minutes. A refused
// attempt is not checked and does not count. A success clears the account's failures (not the
// address's). Unknown addresses are counted like real ones, so the answers tell nothing about accounts.
import type { FailureKind, SignInFailuresRepository } from '../store/team-store'

export const FAILURE_WINDOW_MS = 15 * 60_000
export const FAILURE_LIMITS: Record<FailureKind, number> = { account: 5, address: 20 }
export const FIRST_WAIT_MS = 30_000
export const LONGEST_WAIT_MS = 15 * 60_000

export type Attempt = { account: string; address: string }

/** The wait after `count` failures of a kind whose limit is `limit`: none below it, then doubling. */
export function waitAfter(count: number, limit: number): number {
  if (count < limit) return 0
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - limit))
}

/** Milliseconds until this attempt may be checked; 0 when it may be now. */
export async function waitBeforeAttempt(
  failures: SignInFailuresRepository,
  attempt: Attempt,
  now: Date,
): Promise<number> {
  const after = new Date(now.getTime() - FAILURE_WINDOW_MS)
  let wait = 0
  for (const kind of ['account', 'address'] as const) {
    const { count, last } = await failures.since(kind, attempt[kind], after)
    const needed = waitAfter(count, FAILURE_LIMITS[kind])
    if (needed > 0 && last !== null) wait = Math.max(wait, Date.parse(last) + needed - now.getTime())
  }
  return Math.max(0, wait)
}

export async function recordFailure(
  failures: SignInFailuresRepository,
  attempt: Attempt,
  now: Date,
): Promise<void> {
  await failures.record('account', attempt.account, now)
  await failures.record('address', attempt.address, now)
  // What is older than the window never counts again.
  await failures.prune(new Date(now.getTime() - FAILURE_WINDOW_MS))
}

export async function recordSuccess(failures: SignInFailuresRepository, attempt: Attempt): Promise<void> {
  await failures.clear('account', attempt.account)
}
