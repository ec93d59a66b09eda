import { expect, type Page } from '@playwright/test'
import type { FaultKind, InjectedFault, Target } from './faults'
import type { RequestLog } from './request-log'

// What every fault scenario checks, whatever the page: the message the fetch layer maps the fault to
// (never the body that came with it), the countdown and the silence during Retry-After, the backoff of
// automatic read retries, and that nothing of a fault's body reaches the screen. spec: Errors, Retries

/** The message the fetch layer shows for a fault, for a read or a write (src/api/error-display.ts). */
export function mappedMessage(kind: FaultKind, write: boolean): string {
  switch (kind) {
    case '500':
      // The sandbox's shape-4 body: its message is shown as given.
      return 'Something went wrong on the server. The request was not completed.'
    case '503-html':
      return 'The service answered with an unexpected response (HTTP 503). Try again; if it keeps happening, report it.'
    case 'non-json-200':
      return "The answer (HTTP 200) was not the service's data; a proxy or a network sign-in page may have answered instead."
    case 'reset':
    case 'timeout':
      return write
        ? 'The connection failed before the service answered, so the change may or may not have been applied. Check the current state before trying again.'
        : 'The service could not be reached. Check the network and the service address.'
    case 'offline':
      return 'The service could not be reached. Check the network and the service address.'
    case '429-seconds':
    case '429-date':
    case 'slow':
      throw new Error(`${kind} ends without a message`)
  }
}

export const OFFLINE_NOTICE = /^You are offline\./

/** The shell's countdown after a 429 (src/components/feedback/rate-limit-countdown.tsx). */
export const COUNTDOWN = /Waiting requests are sent again automatically in \d+ s\./

/** Nothing of an injected body shows: no markup, no proxy page text, no raw JSON. */
export async function expectNoRawBody(page: Page): Promise<void> {
  const text = await page.locator('body').innerText()
  for (const raw of [
    '<html',
    '</',
    'nginx',
    'Temporarily Unavailable',
    'guest network',
    'statusCode',
    '{"',
  ]) {
    expect(text, `"${raw}" is on screen`).not.toContain(raw)
  }
}

/**
 * During each Retry-After the page sent no API request at all (the limit is per calling IP, so any
 * request would be refused), and the next request of the target left after the wait was over. With the
 * page's clock held at the 429 (injectFault's holdPageClock), also in the page's own time: the request
 * sent again reached the network only once the page's clock had passed the wait.
 */
export function expectSilentDuringRetryAfter(log: RequestLog, target: Target, fault: InjectedFault): void {
  expect(fault.retryAllowedAt.length, 'a 429 was answered').toBeGreaterThan(0)
  fault.retryAllowedAt.forEach((allowedAt, i) => {
    const answeredAt = fault.answeredAt[i]!
    const during = log.between(answeredAt + 1, allowedAt)
    expect(during, `requests during Retry-After #${i + 1}`).toEqual([])
    const next = log.times(target).find((at) => at > answeredAt)
    expect(next, 'the request was sent again').toBeDefined()
    expect(next! - allowedAt, 'sent again only after Retry-After').toBeGreaterThanOrEqual(0)
  })
  fault.pageRetryAllowedAt.forEach((allowedAt, i) => {
    const next = fault.pageSentAt[i]
    expect(next, 'the request was sent again').toBeDefined()
    expect(next! - allowedAt, "sent again only after Retry-After, in the page's time").toBeGreaterThanOrEqual(
      0,
    )
  })
}

/** Automatic read retries back off: at least 1 s, 2 s, 4 s after each failed answer. */
export function expectBackoff(log: RequestLog, target: Target, fault: InjectedFault): void {
  const sent = log.times(target)
  fault.answeredAt.slice(0, -1).forEach((answeredAt, i) => {
    const next = sent.find((at) => at > answeredAt)!
    expect(next - answeredAt, `wait before retry ${i + 1}`).toBeGreaterThanOrEqual(1000 * 2 ** i)
  })
}

/** Waits longer than the first automatic backoff and checks no further request of `target` left. */
export async function expectNotResent(page: Page, log: RequestLog, target: Target, count: number) {
  await page.waitForTimeout(1500)
  expect(log.count(target), `${target.name} requests (no automatic resend)`).toBe(count)
}
