import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import type { Scenario } from '../../server/scenarios/scenario'
import { npiCheckDigit } from '../../src/contract/npi'

// What the accessibility suite shares besides axe (../support/axe.ts): the colour modes and demo facts.

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
  const control = page.getByRole('button', { name: 'Color theme: System', includeHidden: true })
  await expect(control).toBeAttached()
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
