import { expect, test, type Locator, type Page } from '@playwright/test'
import { CONNECTION_DIALOG, DEMO } from '../support/connect'
import { tabTo } from '../support/keyboard'
import { DEMO_SCENARIO as demo, unknownValidNpi } from './a11y-support'

// A keyboard-only user, from a first visit: connects with the demo, searches, filters, sorts and pages
// the drafts, edits a Pending listing's price, and invites a pharmacy by NPI. Only the keyboard is used
// (Tab, Shift+Tab, Enter, Space, arrows, typing); at each step the expected element has the focus, and
// keyboard focus shows (:focus-visible).

/** Pending drafts of the acting pharmacy whose drug matches `term` and is not generic. */
function brandedMatches(term: string): number {
  const acting = demo.pharmacies.find((p) => p.npi === DEMO.pharmacyNpi)!
  const group = demo.groups.find((g) => g.apiKeys.includes(DEMO.apiKey))!
  const drugs = new Map(demo.drugs.map((d) => [d.ndc, d]))
  return demo.drafts.filter((d) => {
    const drug = drugs.get(d.ndc)!
    const text = [drug.packageName, drug.form, drug.strength].join('\n').toLowerCase()
    return (
      d.groupId === group.id &&
      d.sellerPharmacyId === acting.id &&
      d.status === 0 &&
      !drug.generic &&
      text.includes(term)
    )
  }).length
}

/** The element has the focus, is on screen, and shows it as keyboard focus. */
async function expectKeyboardFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused()
  await expect(target).toBeInViewport()
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
}

async function press(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key)
  await expectKeyboardFocus(target)
}

const TERM = 'tablet'
// Valid by the contract's check digit rule; neither registered nor invited in the demo.
const NEW_NPI = unknownValidNpi('175319864')

test('keyboard only: connect, search, filter, sort and page drafts, edit a listing, invite an NPI', async ({
  page,
}) => {
  // Three pages, three requests that write, and a key press at a time: longer than one page's journey.
  test.slow()
  const nav = page.getByRole('navigation', { name: 'Pages' })
  const main = page.getByRole('main')
  await page.goto('/')

  // A first visit: the connection dialog opens by itself and holds the focus; the sandbox's demo
  // connection is its first stop.
  const dialog = page.getByRole('dialog', { name: CONNECTION_DIALOG })
  await expect(dialog).toBeFocused()
  const useDemo = dialog.getByRole('button', { name: 'Use the demo connection' })
  await expect(useDemo).toBeVisible()
  await press(page, 'Tab', useDemo)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner')).toContainText(`NPI ${DEMO.pharmacyNpi}`)
  await expect(page).toHaveURL(/\/drafts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Draft listings' })).toBeVisible()

  // The first Tab reaches the skip link, shown while focused; it moves the focus to the page itself.
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await press(page, 'Tab', skip)
  await page.keyboard.press('Enter')
  await expect(main).toBeFocused()
  const exportCsv = main.getByRole('button', { name: 'Export CSV' })
  await press(page, 'Tab', exportCsv)
  const searchBox = main.getByRole('searchbox', { name: 'Search drafts' })
  await press(page, 'Tab', searchBox)
  await press(page, 'Shift+Tab', exportCsv)
  await press(page, 'Tab', searchBox)

  // Search, then a filter: the range counts what the demo holds.
  const table = main.getByRole('table', { name: 'Draft listings' })
  const range = main.getByRole('status').filter({ hasText: / of \d+/ })
  await page.keyboard.type(TERM)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${TERM}`))
  const hideGeneric = main.getByRole('switch', { name: 'Hide generic' })
  await press(page, 'Tab', hideGeneric)
  await page.keyboard.press('Space')
  await expect(hideGeneric).toBeChecked()
  const matches = brandedMatches(TERM)
  expect(matches).toBeGreaterThan(10)
  await expect(range).toHaveText(`1–10 of ${matches} (200 in total)`)
  await expectKeyboardFocus(hideGeneric)

  // Sort by price: Enter on the column's sort button; the focus stays on it.
  const priceSort = table.getByRole('button', { name: 'Price', exact: true })
  await tabTo(page, priceSort)
  await expectKeyboardFocus(priceSort)
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(table).toHaveAttribute('aria-busy', 'false')
  await expectKeyboardFocus(priceSort)

  // Next page: past each row's selection box and its actions (three stops a row, ten rows).
  const next = main.getByRole('button', { name: 'Go to next page' })
  await tabTo(page, next, 60)
  await expectKeyboardFocus(next)
  await page.keyboard.press('Enter')
  await expect(range).toHaveText(`11–20 of ${matches} (200 in total)`)
  await expectKeyboardFocus(next)

  // Marketplace listings, Pending ones only, through the status list and its arrow keys.
  const listingsLink = nav.getByRole('link', { name: 'Marketplace listings' })
  await tabTo(page, listingsLink)
  await expectKeyboardFocus(listingsLink)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace listings' })).toBeVisible()
  const status = main.getByRole('combobox', { name: /^Status/ })
  await tabTo(page, status)
  await expectKeyboardFocus(status)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'All statuses' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { name: 'Pending' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/listings\?status=Pending$/)
  await expectKeyboardFocus(status)
  const listingsTable = main.getByRole('table', { name: 'Listings' })
  await expect(listingsTable.getByRole('cell', { name: 'Accepted', exact: true })).toHaveCount(0)

  // Open the first Pending listing and change its price.
  const edit = listingsTable.getByRole('link', { name: /^Edit listing/ }).first()
  const editName = (await edit.getAttribute('aria-label'))!
  await tabTo(page, edit)
  await expectKeyboardFocus(edit)
  await page.keyboard.press('Enter')
  const form = main.getByRole('form', { name: 'Edit listing' })
  const price = form.getByRole('textbox', { name: 'Price' })
  await expect(price).not.toHaveValue('')
  const newPrice = (Number(await price.inputValue()) + 1.25).toFixed(2)
  await tabTo(page, price)
  await expectKeyboardFocus(price)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(newPrice)
  await expect(price).toHaveValue(newPrice)
  const save = form.getByRole('button', { name: 'Save listing' })
  await tabTo(page, save)
  await expectKeyboardFocus(save)
  await page.keyboard.press('Enter')
  const lot = /lot (\S+)$/.exec(editName)![1]!
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number(newPrice),
  )
  await expect(
    page.getByRole('status').filter({ hasText: `Listing saved: lot ${lot}, ${money}` }),
  ).toBeVisible()
  await expect(price).toHaveValue(newPrice)
  await expectKeyboardFocus(save)

  // Group NPIs: a valid NPI nobody registered becomes a pending invitation.
  const groupLink = nav.getByRole('link', { name: 'Group NPIs' })
  await tabTo(page, groupLink)
  await expectKeyboardFocus(groupLink)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Group NPIs' })).toBeVisible()
  const invitations = main.getByRole('table', { name: /^Pending invitations/ })
  await expect(invitations).toBeVisible()
  await expect(invitations.getByRole('rowheader', { name: String(NEW_NPI) })).toHaveCount(0)
  const npiField = main.getByRole('textbox', { name: 'Add NPIs' })
  await tabTo(page, npiField)
  await expectKeyboardFocus(npiField)
  await page.keyboard.type(String(NEW_NPI))
  await page.keyboard.press('Enter')
  await expect(main.getByRole('list', { name: 'Entered NPIs' }).getByRole('listitem')).toHaveText([
    `${NEW_NPI} · Valid — will be added`,
  ])
  await expectKeyboardFocus(npiField)
  await press(page, 'Tab', main.getByRole('button', { name: `Remove ${NEW_NPI}` }))
  const send = main.getByRole('button', { name: 'Send 1 NPI' })
  await tabTo(page, send)
  await expectKeyboardFocus(send)
  await page.keyboard.press('Enter')
  await expect(main.getByRole('status').filter({ hasText: 'Update applied' })).toContainText(
    `Invited (pending until the pharmacy registers): ${NEW_NPI}`,
  )
  await expect(invitations.getByRole('rowheader', { name: new RegExp(`^${NEW_NPI}`) })).toBeVisible()
  // The entry field is ready for the next NPI.
  await expectKeyboardFocus(npiField)
})
