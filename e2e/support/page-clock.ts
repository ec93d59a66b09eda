import type { Page } from '@playwright/test'

// The page's clock in the test's hands (Playwright's page.clock, installed before the page loads, runs
// with real time until paused). A test that means "keys 60 ms apart" or "the page has not read its
// answer yet" says so in the page's own time, which a busy machine cannot stretch.

/**
 * Stops the page's clock where it stands and returns the page's time: its timers fire again only when
 * the test runs the clock (runFor) or resumes it.
 */
export async function pausePageClock(page: Page): Promise<number> {
  // pauseAt jumps to a time not before the page's: a moment ahead of the time just read, since the
  // page's time runs on until the clock stops. A busy machine may take longer than that moment to get
  // there; then a longer one (a jump only fires what was due in it, as a stall of the page would).
  for (let ahead = 20; ; ahead *= 2) {
    const at = (await page.evaluate(() => Date.now())) + ahead
    try {
      await page.clock.pauseAt(at)
      return at
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}
