import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  await expect(target, `not reachable with ${maxPresses} Tab presses`).toBeFocused()
}
