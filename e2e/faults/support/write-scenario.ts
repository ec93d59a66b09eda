import { expect, type Locator, type Page } from '@playwright/test'
import {
  COUNTDOWN,
  OFFLINE_NOTICE,
  expectNoRawBody,
  expectNotResent,
  expectSilentDuringRetryAfter,
  mappedMessage,
} from './expectations'
import { injectFault, SLOW_MS, type Fault, type Target } from './faults'
import { RequestLog } from './request-log'

// One write (PUT, POST, DELETE) under one fault. v1 has no idempotency, so the dashboard never sends
// a write again by itself, except once after a 429 when Retry-After is over; the user's typed values
// stay, and sending again by hand works once the fault ends. spec: Retries, Errors > Rate-limit rejection

export interface WriteJourney {
  target: Target
  /** Opens the page and types the change (nothing of `target` is sent yet). */
  prepare(page: Page): Promise<void>
  /** The user's click that sends the write; also how the user sends it again. */
  submit(page: Page): Promise<void>
  expectTyped(page: Page): Promise<void>
  /** What shows while the write is on its way. */
  pending(page: Page): Locator
  /** Where the write's failure is shown. */
  errorRegion(page: Page): Locator
  /** The control that sends it again by hand (the submit button, or the dialog's "Try again"). */
  resubmit(page: Page): Promise<void>
  expectDone(page: Page): Promise<void>
}

export async function runWriteFault(page: Page, journey: WriteJourney, fault: Fault): Promise<void> {
  const { target } = journey
  if (fault.kind === 'timeout') await page.clock.install()
  const log = RequestLog.attach(page)
  await journey.prepare(page)
  expect(log.count(target)).toBe(0)
  const injected = await injectFault(page, target, fault)
  await journey.submit(page)
  const sent = () => log.count(target)

  switch (injected.fault.kind) {
    case '429-seconds':
    case '429-date':
      await expect(page.getByRole('status').filter({ hasText: COUNTDOWN }).first()).toBeVisible()
      await expect(journey.pending(page)).toBeVisible()
      await journey.expectTyped(page)
      await journey.expectDone(page)
      // Resent exactly once, and only after the wait.
      expect(sent()).toBe(2)
      expectSilentDuringRetryAfter(log, target, injected)
      await expectNotResent(page, log, target, 2)
      break
    case '500':
    case '503-html':
    case 'non-json-200':
    case 'reset':
    case 'timeout':
    case 'offline': {
      const { kind } = injected.fault
      if (kind === 'timeout') {
        await expect.poll(() => injected.answeredAt.length).toBe(1)
        await expect(journey.pending(page)).toBeVisible()
        await journey.expectTyped(page)
        // The fetch layer gives up after 30 s (REQUEST_TIMEOUT_MS): the write may have been applied.
        await page.clock.fastForward(30_000)
      }
      await expect(journey.errorRegion(page)).toContainText(mappedMessage(kind, true))
      await journey.expectTyped(page)
      await expectNoRawBody(page)
      // Offline nothing leaves the browser at all.
      const attempts = kind === 'offline' ? 0 : 1
      if (kind === 'offline') {
        // The shell's notice; behind an open dialog it is out of the accessibility tree but on screen.
        const notice = page.getByRole('status', { includeHidden: true }).filter({ hasText: OFFLINE_NOTICE })
        await expect(notice).toBeVisible()
      }
      await expectNotResent(page, log, target, attempts)
      await injected.end()
      await journey.resubmit(page)
      await journey.expectDone(page)
      expect(sent()).toBe(attempts + 1)
      break
    }
    case 'slow':
      await expect(journey.pending(page)).toBeVisible()
      await journey.expectTyped(page)
      await journey.expectDone(page)
      expect(Date.now() - injected.answeredAt[0]!).toBeGreaterThanOrEqual(SLOW_MS)
      await expectNotResent(page, log, target, 1)
      break
  }
  await injected.end()
}
