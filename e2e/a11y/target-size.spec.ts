import { expect, test } from '@playwright/test'
import { PAGES } from './axe-cases'
import { openCase as open, smallTargets } from './page-checks'

// Targets a finger and a mouse can hit: on a touch screen every control at least 44 by 44 CSS px (WCAG
// 2.5.5, Apple's and Material's guidance), and everywhere at least 24 by 24 (WCAG 2.2, 2.5.8). Each page
// of the axe suite, in the state it opens in, measures every control it shows.

test.describe.configure({ mode: 'parallel' })

test.describe('on a touch screen, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  for (const c of PAGES) {
    test(`${c.name}: every control at least 44 by 44 px`, async ({ page }) => {
      await open(page, c)
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
      expect(await smallTargets(page, 44)).toEqual([])
    })
  }
})

test.describe('with a mouse, 1280 by 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const c of PAGES) {
    test(`${c.name}: every control at least 24 by 24 px`, async ({ page }) => {
      await open(page, c)
      expect(await smallTargets(page, 24)).toEqual([])
    })
  }
})
