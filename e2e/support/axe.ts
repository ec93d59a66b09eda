import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

// axe for every browser test that checks accessibility: the journeys' checks of their own pages and the
// accessibility suite (e2e/a11y) use the same rules, the same wait and the same report.

// WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices (landmarks, headings, unique names...).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export interface AxeCheckOptions {
  /** Checks only the part of the page this CSS selector matches (default: the whole page). */
  include?: string
  /** Rules a state is known not to meet; say why where it is passed. */
  skipRules?: readonly string[]
}

/**
 * What AxeBuilder evaluates as "the axe-core source" once axe-core is in the page: AxeBuilder would
 * otherwise send and compile the whole library (half a megabyte) twice for every check.
 */
const ALREADY_IN_PAGE = `if (typeof window.axe?.run !== 'function') throw new Error('axe-core is not in the page')`

/**
 * Waits until nothing is moving, then runs axe (WCAG 2.x A and AA and best practices) over the page, or
 * the part `include` matches, and expects no violation. The report names each rule, its impact and every
 * element it found.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  await settleAnimations(page)
  // Once per document: the light and dark checks of one page share it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe in every frame and then
  // merges the results in a blank page it opens for each check, which takes seconds on a busy machine;
  // the dashboard has no frames, so both modes check exactly the same. Only violations are collected:
  // axe then skips building selectors for the hundreds of elements that pass, and finds the same faults.
  let builder = new AxeBuilder({ page, axeSource: ALREADY_IN_PAGE })
    .setLegacyMode()
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .disableRules([...(options.skipRules ?? [])])
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
        .map((n) => `  - ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
        .join('\n')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/**
 * Waits until no finite animation or CSS transition runs (a dialog fading in, a colour changing with
 * the mode): axe measures colours as they are at that instant, and on a busy machine it can sample a
 * half-faded colour that no user sees for more than a moment. Polled, so one that starts meanwhile is
 * waited for too; endless ones (spinners, progress bars) and paused ones are not.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}
