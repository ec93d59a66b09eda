import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { repricedPrice } from '../../src/contract/job-rows'
import type { RepriceRow } from '../../src/contract/jobs'
import type { MarketplaceListing } from '../../src/contract/listings'
import { expectNoAxeViolations } from '../support/axe'
import { expectNoSidewaysScroll, inBothModes, jobIdOf, readRows } from './bulk-support'
import { demoUser, HUMALOG_LISTING, RIVERSIDE_NPI, signIn } from './sign-in-support'

// Repricing listings from the listings table (docs/team-server.md, "Bulk jobs"): only Pending listings
// have a box; two are chosen by keyboard and mouse, lowered by 5 % (to the cent, as the contract rounds),
// the job runs on the server, its page shows each row's outcome, and the listings carry the new prices.
// The dialog under axe in light and dark mode, wide and at a phone's width.

/** Listings other journeys read or change: this file leaves them alone. */
const TAKEN = new Set([
  HUMALOG_LISTING,
  '9979ac03-1763-44d3-8c5e-65d6d20e0e8d',
  '60bc173e-7e34-46b6-b142-896619880bbc',
])

const asDashboard = { headers: { 'X-Dashboard-Request': '1' } }

/** Riverside's Pending listings as the server lists them (newest first, as the page shows them). */
async function pendingListings(request: APIRequestContext, baseURL: string): Promise<MarketplaceListing[]> {
  const answer = await request.get(
    `${baseURL}/api/v1/marketplace-listings?pharmacyNpi=${RIVERSIDE_NPI}&status=0&take=100`,
    asDashboard,
  )
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: MarketplaceListing[] }).data
}

async function readListing(request: APIRequestContext, baseURL: string, id: string) {
  const answer = await request.get(
    `${baseURL}/api/v1/marketplace-listings/${id}?pharmacyNpi=${RIVERSIDE_NPI}`,
    asDashboard,
  )
  expect(answer.status()).toBe(200)
  return (await answer.json()) as MarketplaceListing
}

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const nameOf = (listing: MarketplaceListing) => `${listing.packageName}, lot ${listing.lotNumber}`
const boxOf = (page: Page, listing: MarketplaceListing) =>
  page
    .getByRole('table', { name: 'Listings' })
    .getByRole('checkbox', { name: `Select ${nameOf(listing)}`, exact: true })

test('a seller reprices two listings by -5 %, sees the job finish, and the listings carry the new prices', async ({
  page,
  baseURL,
}) => {
  const seller = demoUser('seller')
  // Not Pending: no box to choose, and the page's box has nothing to take.
  await signIn(page, seller.email, seller.password, '/listings?status=Accepted')
  const table = page.getByRole('table', { name: 'Listings' })
  await expect(table.getByRole('link', { name: /^View listing / }).first()).toBeVisible()
  await expect(table.getByRole('checkbox', { name: /^Select / })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Page' })).toBeDisabled()

  const [first, second] = (await pendingListings(page.request, baseURL!)).filter(
    (listing) => !TAKEN.has(listing.id),
  )
  expect(second).toBeDefined()
  await page.goto('/listings?status=Pending&take=25')
  const count = page.getByRole('region', { name: 'Chosen listings' }).getByRole('status')
  await expect(count).toHaveText('0 listings chosen.')
  await expect(page.getByRole('button', { name: 'Reprice 0 listings…' })).toBeDisabled()

  // Space on a focused box, then a click.
  await boxOf(page, first!).focus()
  await page.keyboard.press('Space')
  await expect(count).toHaveText('1 listing chosen.')
  await boxOf(page, second!).click()
  await expect(count).toHaveText('2 listings chosen.')

  await page.getByRole('button', { name: 'Reprice 2 listings…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reprice 2 listings' })
  await expect(dialog.getByRole('radio', { name: 'By a percentage' })).toBeChecked()
  await dialog.getByRole('textbox', { name: 'Change (%)' }).fill('-5')
  const expected = [first!, second!].map((listing) => repricedPrice(listing.price, -5))
  const rows = dialog.getByRole('list', { name: 'New prices' }).getByRole('listitem')
  await expect(rows).toHaveText([
    new RegExp(`^${escaped(`${nameOf(first!)}${money(first!.price)} to ${money(expected[0]!)} for `)}`),
    new RegExp(`^${escaped(`${nameOf(second!)}${money(second!.price)} to ${money(expected[1]!)} for `)}`),
  ])
  await expect(dialog.getByRole('status')).toHaveText('2 listings of 2 will be repriced.')

  const start = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/team/jobs',
  )
  await dialog.getByRole('button', { name: 'Start repricing 2 listings' }).click()
  const body = (await start).postDataJSON() as { kind: string; pharmacyNpi: number; rows: RepriceRow[] }
  expect(body).toMatchObject({
    kind: 'repriceListings',
    pharmacyNpi: RIVERSIDE_NPI,
    rows: [
      { listingId: first!.id, percent: -5 },
      { listingId: second!.id, percent: -5 },
    ],
  })

  const id = await jobIdOf(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Change listing prices' })).toBeVisible()
  await expect(page.getByText(/^Finished: 2 of 2 rows have an outcome\./)).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Job rows' }).getByRole('row').filter({ hasText: 'Price changed' }),
  ).toHaveCount(2)
  expect((await readRows(page.request, baseURL!, id)).map((row) => [row.state, row.answer?.status])).toEqual([
    ['done', 200],
    ['done', 200],
  ])

  // The service has the new prices, and the listings table shows them.
  for (const [i, listing] of [first!, second!].entries())
    expect((await readListing(page.request, baseURL!, listing.id)).price).toBe(expected[i])
  await page.goto('/listings?status=Pending&take=25')
  for (const [i, listing] of [first!, second!].entries())
    await expect(
      page
        .getByRole('table', { name: 'Listings' })
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: `Select ${nameOf(listing)}`, exact: true }) }),
    ).toContainText(money(expected[i]!))
  // The choice was used up by the job.
  await expect(count).toHaveText('0 listings chosen.')
})

test('the reprice dialog under axe in light and dark mode, wide and as cards at 390 px', async ({ page }) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/listings?status=Pending')
  const boxes = page.getByRole('table', { name: 'Listings' }).getByRole('checkbox', { name: /^Select / })
  await boxes.nth(0).check()
  await page.getByRole('button', { name: 'Reprice 1 listing…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reprice 1 listing' })
  await dialog.getByRole('textbox', { name: 'Change (%)' }).fill('-99.99')
  await expect(dialog.getByText(/^Left out: /)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Start repricing 0 listings' })).toBeDisabled()
  await inBothModes(page, () => expectNoAxeViolations(page))
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // A phone: each listing a card, its box there to tap, the dialog full screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(boxes.nth(0)).toBeChecked()
  await boxes.nth(1).check()
  await expect(page.getByRole('region', { name: 'Chosen listings' }).getByRole('status')).toHaveText(
    '2 listings chosen.',
  )
  await expectNoSidewaysScroll(page)
  await inBothModes(page, () => expectNoAxeViolations(page))
  await page.getByRole('button', { name: 'Reprice 2 listings…' }).click()
  await page.getByRole('radio', { name: 'A new price for all' }).check()
  await page.getByRole('textbox', { name: 'New price ($)' }).fill('12.50')
  await expect(page.getByRole('list', { name: 'New prices' }).getByRole('listitem')).toHaveCount(2)
  await expectNoSidewaysScroll(page)
  await inBothModes(page, () => expectNoAxeViolations(page))
})
