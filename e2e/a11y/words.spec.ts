import { expect, test } from '@playwright/test'
import { wordsOutsideGlossary } from '../support/glossary'
import { EVERY_PAGE } from './every-page'
import { openCase, splitWords, textCutShort } from './page-checks'

// docs/glossary.md on every page, at 1280 by 800 and at 390 px with touch: no variant the glossary rules
// out, no text cut short by its box (a lot number alone may end in an ellipsis: it is whole in its
// title) and no word broken over two lines ("Complete" over "d").

test.describe.configure({ mode: 'parallel' })

for (const [size, use] of [
  ['1280 px', { viewport: { width: 1280, height: 800 } }],
  ['390 px', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use(use)
    for (const c of EVERY_PAGE) {
      test(`${c.name}: the glossary's words, none cut or broken`, async ({ page }) => {
        await openCase(page, c)
        expect(await wordsOutsideGlossary(page), 'variants the glossary rules out').toEqual([])
        const body = page.locator('body')
        expect(await textCutShort(body), 'text cut short').toEqual([])
        expect(
          await splitWords(body, 'main, header, [role="dialog"]', '[A-Za-z]{2,}'),
          'words broken',
        ).toEqual([])
      })
    }
  })
}
