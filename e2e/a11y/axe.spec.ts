import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { startConnected } from '../support/connect'
import { COLOUR_MODES, switchColourMode } from './a11y-support'
import { PAGES, PHONE_STATES, type AxeCase } from './axe-cases'
import { DIALOGS } from './axe-dialogs'
import { FAILURES } from './axe-failures'
import { STATES } from './axe-states'

// axe (WCAG 2.x A/AA and best practices) on every page and every dialog, menu, drawer, tooltip, toast
// and error state (refusals, failed deletes, the 429 countdown, offline, the error boundary), in light
// and then dark mode; the pages and the drawer also at a phone's size. Each state is brought about once
// and checked in both modes (the mode changes in place).

test.describe.configure({ mode: 'parallel' })

const PHONE = { width: 390, height: 844 }

async function checkBothModes(page: Page, c: AxeCase): Promise<void> {
  await c.before?.(page)
  if (c.disconnected) await page.goto(c.path)
  else await startConnected(page, c.path, c.connection)
  const shown = await c.ready(page)
  for (const mode of COLOUR_MODES) {
    await test.step(`${mode} mode`, async () => {
      await switchColourMode(page, mode)
      await expectNoAxeViolations(page, { skipRules: c.popup ? ['region'] : [] })
      await expect(shown, 'the state checked is still on screen').toBeVisible()
    })
  }
}

for (const c of [...PAGES, ...DIALOGS, ...STATES, ...FAILURES]) {
  test(`${c.name}: no violations in light and dark mode`, async ({ page }) => {
    await checkBothModes(page, c)
  })
}

test.describe('at a phone size', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })
  for (const c of [...PAGES, ...PHONE_STATES]) {
    test(`${c.name}: no violations in light and dark mode`, async ({ page }) => {
      await checkBothModes(page, c)
    })
  }
})
