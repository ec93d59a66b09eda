import { mkdirSync } from 'node:fs'
import { test, type Page } from '@playwright/test'
import { COLOUR_MODES, switchColourMode } from './a11y-support'
import { EVERY_PAGE } from './every-page'
import { openCase } from './page-checks'

// Pictures of every page at 1280 by 800 and at 390 px (touch), light and dark, for a person to look at:
// what no assertion reads (a label that reads badly, a crowded card). Not a test: skipped unless
// SCREENSHOTS=1. Run: SCREENSHOTS=1 npx playwright test e2e/a11y/screenshots.spec.ts --project=a11y
// The files land in test-results/screens/, e.g. drafts-390-dark.png.

test.skip(process.env.SCREENSHOTS !== '1', 'pictures for a person: SCREENSHOTS=1 takes them')
test.describe.configure({ mode: 'parallel' })

const DIR = 'test-results/screens'
const PART = 1300
const SIZES = [
  { label: '1280', use: { viewport: { width: 1280, height: 800 } } },
  { label: '390', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const

const fileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The page from top to bottom, in pictures at most PART px tall (-2, -3... after the first): a long
 * phone page in one picture is too narrow to read.
 */
async function shoot(page: Page, path: string): Promise<void> {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }))
  for (let top = 0, part = 1; top < height; top += PART, part += 1) {
    await page.screenshot({
      path: `${path}${part === 1 ? '' : `-${part}`}.png`,
      fullPage: true,
      // Transitions finished: a picture taken as the colour mode changes shows a button half-way between its
      // light and dark colours, a contrast problem the page does not have.
      animations: 'disabled',
      clip: { x: 0, y: top, width, height: Math.min(PART, height - top) },
    })
  }
}

for (const size of SIZES) {
  test.describe(`at ${size.label} px`, () => {
    test.use(size.use)
    for (const c of EVERY_PAGE) {
      test(`${c.name}`, async ({ page }) => {
        mkdirSync(DIR, { recursive: true })
        await openCase(page, c)
        for (const mode of COLOUR_MODES) {
          await switchColourMode(page, mode)
          await shoot(page, `${DIR}/${fileName(c.name)}-${size.label}-${mode}`)
        }
      })
    }
  })
}
