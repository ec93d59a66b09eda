import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Runs axe (WCAG 2.1 A and AA rules) on the page, or on the part matched by `include`; expects nothing found. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await settleTransitions(page)
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`,
  )
  expect(summary).toEqual([])
}

/**
 * Waits for running finite transitions and animations (a colour fading in after the theme changes, a
 * dialog sliding in): axe measures colours as they are at that instant, and on a busy machine it can
 * sample a half-faded colour that no user sees for more than a moment. Endless ones (spinners) are left.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
