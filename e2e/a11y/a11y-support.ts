import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Scenario } from '../../server/scenarios/scenario'
import { npiCheckDigit } from '../../src/contract/npi'

// What the accessibility suite shares: the colour modes, axe with the full ruleset, and demo facts.

export type ColourMode = 'light' | 'dark'
export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark']

/**
 * Switches the operating system's colour scheme. The app's colour theme is "System" until a user picks
 * one in the app bar, so the page changes mode in place: an open dialog or menu stays open.
 */
export async function switchColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode)
  // A modal dialog hides the app bar from assistive technology, not from this check.
  const control = page.getByRole('button', { name: 'Colour theme: System', includeHidden: true })
  await expect(control).toBeAttached()
}

// WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices (landmarks, headings, unique names...).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Waits until nothing is moving (a dialog fading in, or colours changing with the mode, would be
 * measured half way), then runs axe over the whole page and expects no violation. Endless animations
 * (progress bars) are not waited for. `skipRules` names rules a state is known not to meet; say why
 * where it is passed.
 */
export async function expectNoViolations(page: Page, skipRules: readonly string[] = []): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .disableRules([...skipRules])
    .analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
        .map((n) => `  - ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
        .join('\n')}`,
  )
  expect(summary).toEqual([])
}

const demo = JSON.parse(
  readFileSync(new URL('../../server/scenarios/demo.json', import.meta.url), 'utf8'),
) as Scenario
const knownNpis = new Set([...demo.pharmacies.map((p) => p.npi), ...demo.invitations.map((i) => i.npi)])

/** The demo scenario the sandbox loaded (server/scenarios/README.md). */
export const DEMO_SCENARIO: Scenario = demo

/** A valid NPI (check digit by the contract's rule) that the demo neither registered nor invited. */
export function unknownValidNpi(firstNineDigits: string): number {
  const npi = Number(`${firstNineDigits}${npiCheckDigit(firstNineDigits)}`)
  expect(knownNpis.has(npi), `${npi} is in the demo`).toBe(false)
  return npi
}
