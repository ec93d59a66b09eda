import { expect, type Locator, type Page } from '@playwright/test'
import {
  COUNTDOWN,
  OFFLINE_NOTICE,
  expectBackoff,
  expectNoRawBody,
  expectSilentDuringRetryAfter,
  mappedMessage,
} from './expectations'
import { injectFault, SLOW_MS, type Fault, type Target } from './faults'
import { RequestLog } from './request-log'

// One read (a query) under one fault: the page is opened, the fault installed, then the user's steps
// send the read. Whatever the fault, what was typed stays, and the page shows the data once it ends.
// spec: Retries (reads are safe to repeat: 5xx and network errors back off, 429 waits Retry-After)

export interface ReadJourney {
  target: Target
  /** Opens the page the steps start from (nothing of `target` is sent yet). */
  prepare(page: Page): Promise<void>
  /** The user's steps that send the read, typing included. */
  act(page: Page): Promise<void>
  expectTyped(page: Page): Promise<void>
  /** What shows while the read is on its way; absent where the page keeps its data (a refetch). */
  pending?: (page: Page) => Locator
  /** Where the read's failure is shown. */
  errorRegion(page: Page): Locator
  /** The control that asks for the read again. */
  retryButton(page: Page): Locator
  expectLoaded(page: Page): Promise<void>
}

/** How many failures a read meets before the page shows its error: the first try and 3 retries. */
export const READ_ATTEMPTS = 4

export async function runReadFault(page: Page, journey: ReadJourney, fault: Fault): Promise<void> {
  const { target } = journey
  const rateLimited = fault.kind === '429-seconds' || fault.kind === '429-date'
  // The page's clock is the test's where the journey is about the page's time: the fetch layer's 30 s
  // timeout, and the wait after a 429, which the page must not spend before the test has seen it.
  if (fault.kind === 'timeout' || rateLimited) await page.clock.install()
  const log = RequestLog.attach(page)
  await journey.prepare(page)
  const before = log.count(target)
  const sent = () => log.count(target) - before
  const injected = await injectFault(page, target, fault, { holdPageClock: rateLimited })
  await journey.act(page)

  switch (injected.fault.kind) {
    case '429-seconds':
    case '429-date':
      // The page's time stands still from the 429 on: the countdown stays until it is seen, and
      // nothing is sent meanwhile. Then the wait runs in the page's time and the read is sent again.
      await expect.poll(() => injected.answeredAt.length, 'the 429 answered').toBe(1)
      await expect(page.getByRole('status').filter({ hasText: COUNTDOWN })).toBeVisible()
      await journey.expectTyped(page)
      expect(sent()).toBe(1)
      await injected.releasePageClock()
      await journey.expectLoaded(page)
      expect(sent()).toBe(2)
      expectSilentDuringRetryAfter(log, target, injected)
      break
    case '500':
    case '503-html':
    case 'non-json-200':
    case 'reset': {
      const times = injected.fault.times
      if (times < READ_ATTEMPTS) {
        // Fewer failures than attempts: a retry after the backoff loads it, with no message at all.
        await journey.expectLoaded(page)
        expect(sent()).toBe(times + 1)
      } else {
        // Each attempt meets the fault in turn, after the page's backoff (1, 2, then 4 s): waited for
        // one answered attempt at a time, then the message that follows the last.
        for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt += 1) {
          await expect
            .poll(() => injected.answeredAt.length, `attempt ${attempt} answered with the fault`)
            .toBeGreaterThanOrEqual(attempt)
        }
        const region = journey.errorRegion(page)
        await expect(region).toContainText(mappedMessage(injected.fault.kind, false))
        expect(sent()).toBe(READ_ATTEMPTS)
        await journey.expectTyped(page)
        await expectNoRawBody(page)
        await injected.end()
        await journey.retryButton(page).click()
        await journey.expectLoaded(page)
        await expect(region).toBeHidden()
      }
      expectBackoff(log, target, injected)
      break
    }
    case 'offline':
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
      await journey.expectTyped(page)
      // TanStack Query holds the read while offline and sends it once the browser is back.
      await page.waitForTimeout(1000)
      expect(sent()).toBe(0)
      await injected.end()
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeHidden()
      await journey.expectLoaded(page)
      expect(sent()).toBe(1)
      break
    case 'slow': {
      if (journey.pending) await expect(journey.pending(page)).toBeVisible()
      await journey.expectTyped(page)
      await journey.expectLoaded(page)
      expect(Date.now() - injected.answeredAt[0]!).toBeGreaterThanOrEqual(SLOW_MS)
      expect(sent()).toBe(1)
      break
    }
    case 'timeout':
      if (journey.pending) await expect(journey.pending(page)).toBeVisible()
      await expect.poll(() => injected.answeredAt.length).toBe(1)
      await journey.expectTyped(page)
      // The fetch layer gives up after 30 s (REQUEST_TIMEOUT_MS); the retry after it reaches the sandbox.
      await page.clock.fastForward(30_000)
      await journey.expectLoaded(page)
      expect(sent()).toBe(2)
      break
  }
  await journey.expectTyped(page)
  await injected.end()
}
