import { expect, test, type Page } from '@playwright/test'
import { DEMO } from '../support/connect'
import { wordsOutsideGlossary } from '../support/glossary'
import { WITH_DATA, chart, chartShown, draftsLoaded, draftsTable } from './axe-cases'
import { EVERY_PAGE } from './every-page'
import {
  cutText,
  listTablesNotAsCards,
  openCase,
  sidewaysOverflow,
  smallTargets,
  splitWords,
  tablesWiderThanTheirBox,
  textCutShort,
} from './page-checks'

// What a pharmacist reads at a glance, on every page: on a phone (390 px, touch) every control a
// finger's size (WCAG 2.5.5, Apple's and Material's guidance: 44 by 44 CSS px), nothing scrolling
// sideways, each list a column of cards with their actions, the app bar's words whole; at 1280 by 800
// every control at least 24 by 24 (WCAG 2.2, 2.5.8), no table wider than its box and no list's words cut
// short. At both sizes docs/glossary.md holds: no variant the glossary rules out, no text cut short by its
// box (a lot number alone may end in an ellipsis: it is whole in its title) and no word broken over two
// lines ("Complete" over "d"). Each page is opened once per size for all of its checks.

/** The glossary's words, none cut or broken: what every page holds at either size. */
async function expectGlossaryWords(page: Page): Promise<void> {
  expect(await wordsOutsideGlossary(page), 'variants the glossary rules out').toEqual([])
  const body = page.locator('body')
  expect(await textCutShort(body), 'text cut short').toEqual([])
  expect(await splitWords(body, 'main, header, [role="dialog"]', '[A-Za-z]{2,}'), 'words broken').toEqual([])
}

test.describe.configure({ mode: 'parallel' })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

test.describe('on a phone, 390 px wide with touch', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  for (const c of EVERY_PAGE) {
    test(`${c.name}: 44 px targets, no sideways scroll, lists as cards, the app bar whole, the glossary's words`, async ({
      page,
    }) => {
      await openCase(page, c)
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
      expect(await smallTargets(page, 44), 'controls under 44 by 44 px').toEqual([])
      expect(await sidewaysOverflow(page), 'px of sideways scroll').toBe(0)
      expect(await listTablesNotAsCards(page), 'lists not shown as cards').toEqual([])
      expect(await tablesWiderThanTheirBox(page), 'tables wider than their box').toEqual([])
      expect(await cutText(page.getByRole('banner', { includeHidden: true })), 'app bar text cut').toEqual([])
      await expectGlossaryWords(page)
    })
  }

  test('the navigation drawer says who the dashboard acts for, in full', async ({ page }) => {
    await openCase(page, { name: 'drafts', path: '/drafts', ready: draftsLoaded })
    await expect(page.getByRole('banner').getByText(DEMO.pharmacyName, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toContainText(
      `Acting for${DEMO.pharmacyName}NPI ${DEMO.pharmacyNpi}${DEMO.groupName}`,
    )
    expect(await cutText(drawer)).toEqual([])
  })

  test("a draft's list-on-marketplace form: the NDC field's example code on one line", async ({ page }) => {
    const form = await openCase(
      page,
      EVERY_PAGE.find((c) => c.name === "a draft's list-on-marketplace form")!,
    )
    // "for example 00002-7597-" over "01." reads as two codes.
    expect(
      await splitWords(form, '#field-nationalDrugCode-helper-text', '\\d{4,5}-\\d{3,4}-\\d{1,2}'),
    ).toEqual([])
  })

  test('NDC statistics: every label of the chart shows', async ({ page }) => {
    await openCase(page, { name: 'chart', path: `/ndc-stats?ndc=${WITH_DATA}`, ready: chartShown })
    for (const label of ['High', 'Low', 'Average', 'Most recent']) {
      await expect(chart(page).getByText(label, { exact: true })).toBeVisible()
    }
  })
})

test.describe('at 1280 by 800', () => {
  test.use({ viewport: DESKTOP })

  for (const c of EVERY_PAGE) {
    test(`${c.name}: 24 px targets, no table wider than its box, no list's words cut, the glossary's words`, async ({
      page,
    }) => {
      await openCase(page, c)
      expect(await smallTargets(page, 24), 'controls under 24 by 24 px').toEqual([])
      expect(await tablesWiderThanTheirBox(page), 'tables wider than their box').toEqual([])
      expect(await sidewaysOverflow(page), 'px of sideways scroll').toBe(0)
      // A lot number may be 50 characters: it alone may end in an ellipsis (whole in its title).
      for (const list of await page.locator('table.list-table').all()) {
        expect(await cutText(list.locator('tbody'), '.cell-lot'), 'words cut in a list').toEqual([])
      }
      await expectGlossaryWords(page)
    })
  }

  // The drug's name is what a pharmacist reads first: at 1280 px its column is wide enough that the name
  // runs two or three lines with no word broken ("Hydrochlorothia" over "zide") nor its strength ("25" over
  // "mg"); on a narrower screen the table scrolls inside its box rather than squeeze the drug. A quantity
  // breaks before its measure only ("1 package" over "(60 EA)").
  for (const [path, name] of [
    ['/listings?take=25', 'Listings'],
    ['/cash-offers?take=25', 'Cash offers'],
  ] as const) {
    test(`${name}: the drug column at least 180 px, no word of a drug or a quantity broken`, async ({
      page,
    }) => {
      const table = page.getByRole('table', { name })
      await openCase(page, {
        name,
        path,
        ready: async () => {
          await expect(table.getByRole('link').first()).toBeVisible()
          return table
        },
      })
      const drug = table.getByRole('columnheader', { name: 'Drug' })
      expect((await drug.boundingBox())!.width).toBeGreaterThanOrEqual(180)
      expect(
        await splitWords(table, 'td.cell-drug, td.cell-quantity'),
        'words broken over two lines',
      ).toEqual([])
      expect(await splitWords(table, 'td.cell-quantity', '\\([^)]*\\)'), 'measures broken').toEqual([])
      expect(await splitWords(table, 'td.cell-drug', '\\d\\S* [a-zA-Z]+'), 'strengths broken').toEqual([])
      expect(await tablesWiderThanTheirBox(page), 'tables wider than their box').toEqual([])

      await page.setViewportSize({ width: 1024, height: 800 })
      await expect.poll(async () => (await drug.boundingBox())!.width).toBeGreaterThanOrEqual(180)
      expect(await splitWords(table, 'td.cell-drug, td.cell-quantity'), 'words broken at 1024 px').toEqual([])
      expect(await sidewaysOverflow(page), 'px of sideways scroll of the page').toBe(0)
    })
  }
})

for (const [size, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`drafts at ${size}: each row's actions say what they do in words`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openCase(page, { name: 'drafts', path: '/drafts', ready: draftsLoaded })
    const rows = draftsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
    for (const row of await rows.all()) {
      await expect(row.getByRole('link', { name: /^List on marketplace: / })).toHaveText(
        'List on marketplace',
      )
      await expect(row.getByRole('button', { name: /^Delete draft / })).toHaveText('Delete')
    }
  })
}

for (const [path, list, idField] of [
  ['/listings', 'Listings', 'Listing reference'],
  ['/cash-offers', 'Cash offers', 'Cash offer reference'],
] as const) {
  test(`${list}: the list comes first, opening one by its reference waits behind a disclosure`, async ({
    page,
  }) => {
    await openCase(page, {
      name: list,
      path,
      ready: async (p) => {
        const rows = p.getByRole('table', { name: list }).getByRole('link')
        await expect(rows.first()).toBeVisible()
        return rows.first()
      },
    })
    const field = page.getByRole('textbox', { name: idField })
    await expect(field).toBeHidden()
    const table = (await page.getByRole('table', { name: list }).boundingBox())!
    const disclosure = page.getByText(
      `Open a ${idField.replace(' reference', '').toLowerCase()} by its reference`,
    )
    const below = (await disclosure.boundingBox())!
    expect(below.y).toBeGreaterThan(table.y)
    await disclosure.click()
    await expect(field).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open', exact: true })).toBeVisible()
  })
}
