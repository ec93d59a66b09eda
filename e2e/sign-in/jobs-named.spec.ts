import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { DraftSearchItem } from '../../src/contract/drafts'
import { repricedPrice } from '../../src/contract/job-rows'
import type { MarketplaceListing } from '../../src/contract/listings'
import { jobIdOf, TALL_SCREEN } from './bulk-support'
import { demoUser, HUMALOG_LISTING, pageWrite, RIVERSIDE_NPI, signIn } from './sign-in-support'

/** Listings other journeys read or change (bulk-reprice.spec.ts's TAKEN): left alone here. */
const TAKEN = new Set([
  HUMALOG_LISTING,
  '9979ac03-1763-44d3-8c5e-65d6d20e0e8d',
  '60bc173e-7e34-46b6-b142-896619880bbc',
])

// Jobs name their rows as a person knows them (docs/team-server.md, "Bulk jobs"): a delete, a list and
// a reprice job each read with the drugs' names, lots, expirations, prices with the quantity's unit, the
// pharmacy by name and zoned times; the jobs page is in the navigation; the admin's list says who started
// each job. Each job takes drafts of a drug no other journey touches (Gabapentin, Omeprazole) and the
// oldest Pending listings (bulk-reprice.spec.ts takes the newest).

test.use({ viewport: TALL_SCREEN, timezoneId: 'America/New_York' })
test.describe.configure({ mode: 'serial' })

const RIVERSIDE = 'Riverside Pharmacy'
/** A moment as the pages write it, with New York's zone: "Nov 28, 2026, 8:46:25 PM EST". */
const ZONED = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M E[SD]T/

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
/** "5 EA", or a full package's "1 package (…)": what a price is for. */
const quantityOf = (item: { quantity: number | null; fullPackage: boolean | null; unit: string | null }) =>
  item.fullPackage ? '1 package' : `${item.quantity} ${item.unit}`

/** The sellable drafts of a drug, partial quantities first (their unit said), as the server finds them. */
async function draftsOf(
  request: APIRequestContext,
  baseURL: string,
  term: string,
): Promise<DraftSearchItem[]> {
  const answer = await pageWrite(request, baseURL, 'POST', '/api/v1/draft-listings/search', {
    pharmacyNpi: RIVERSIDE_NPI,
    searchTerm: term,
    take: 50,
  })
  expect(answer.status()).toBe(200)
  const items = ((await answer.json()) as { data: DraftSearchItem[] }).data
  const sellable = items.filter((item) => item.lotNumber && Date.parse(item.expirationDate!) > Date.now())
  return [...sellable.filter((i) => !i.fullPackage), ...sellable.filter((i) => i.fullPackage)]
}

const drugOf = (item: DraftSearchItem) => `${item.packageName} ${item.drugPackageStrength}`
const boxOf = (page: Page, item: DraftSearchItem) =>
  page.getByRole('checkbox', { name: `Select ${drugOf(item)}, lot ${item.lotNumber}`, exact: true })
const jobRows = (page: Page) => page.getByRole('table', { name: 'Job rows' }).getByRole('row')

/** The job's page names its pharmacy, who started it and when, with the zone. */
async function expectJobHead(page: Page, rows: number, starter: { name: string; email: string }) {
  await expect(page.getByText(`${rows} rows for ${RIVERSIDE} (NPI ${RIVERSIDE_NPI}), started by`)).toHaveText(
    new RegExp(`started by ${starter.name} \\(${starter.email}\\) on ${ZONED.source}\\.`),
  )
}

test('a delete job: the question and the job’s page name each draft; gone, they still read by name', async ({
  page,
  baseURL,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts?q=Gabapentin')
  const [a, b] = await draftsOf(page.request, baseURL!, 'Gabapentin')
  expect(b).toBeDefined()
  await boxOf(page, a!).check()
  await boxOf(page, b!).check()
  await page.getByRole('button', { name: 'Delete…' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete 2 drafts?' })
  const named = ask.getByRole('list', { name: 'Drafts to delete' }).getByRole('listitem')
  for (const [i, item] of [a!, b!].entries())
    await expect(named.nth(i)).toHaveText(
      `${drugOf(item)}, lot ${item.lotNumber}expires ${day(item.expirationDate!)} · ${money(item.price!)} for ${quantityOf({ ...item, unit: item.quantityUnitQualifier })}`,
      { useInnerText: false },
    )
  await ask.getByRole('button', { name: 'Delete drafts' }).click()
  await jobIdOf(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Delete drafts' })).toBeVisible()
  await expect(page.getByText(/^Finished: 2 of 2 rows have an outcome\./)).toBeVisible()
  await expectJobHead(page, 2, seller)
  for (const item of [a!, b!]) {
    const row = jobRows(page).filter({ hasText: item.lotNumber! })
    await expect(row).toContainText(drugOf(item))
    await expect(row).toContainText(day(item.expirationDate!))
    await expect(row).toContainText(
      `${money(item.price!)} for ${quantityOf({ ...item, unit: item.quantityUnitQualifier })}`,
    )
    await expect(row).toContainText('Deleted')
    await expect(row).not.toContainText(item.id!)
  }
})

test('a list job: each row with its drug, lot, the price asked for its quantity and unit, and “Listed”', async ({
  page,
  baseURL,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts?q=Omeprazole')
  const [a, b] = await draftsOf(page.request, baseURL!, 'Omeprazole')
  await boxOf(page, a!).check()
  await boxOf(page, b!).check()
  await page.getByRole('button', { name: 'List on marketplace…' }).click()
  const review = page.getByRole('dialog', { name: 'List on the marketplace' })
  const priceOf = (item: DraftSearchItem) =>
    review
      .getByRole('group', { name: `${drugOf(item)}, lot ${item.lotNumber}` })
      .getByRole('textbox', { name: 'Price ($)' })
  await priceOf(a!).fill('12.34')
  await priceOf(b!).fill('20')
  await review.getByRole('button', { name: 'Start listing 2 drafts' }).click()
  await jobIdOf(page)
  await expect(page.getByText(/^Finished: 2 of 2 rows have an outcome\./)).toBeVisible()
  await expectJobHead(page, 2, seller)
  for (const [item, asked] of [
    [a!, 12.34],
    [b!, 20],
  ] as const) {
    const row = jobRows(page).filter({ hasText: item.lotNumber! })
    await expect(row).toContainText(drugOf(item))
    await expect(row).toContainText(
      `${money(asked)} for ${quantityOf({ ...item, unit: item.quantityUnitQualifier })}`,
    )
    await expect(
      row.getByRole('link', { name: `Listed: open the listing of ${drugOf(item)}, lot ${item.lotNumber}` }),
    ).toBeVisible()
  }
})

test('a reprice job: each row with its drug, lot, old and new price for its quantity and unit', async ({
  page,
  baseURL,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  const answer = await page.request.get(
    `${baseURL}/api/v1/marketplace-listings?pharmacyNpi=${RIVERSIDE_NPI}&status=0&take=100`,
    { headers: { 'X-Dashboard-Request': '1' } },
  )
  const pending = ((await answer.json()) as { data: MarketplaceListing[] }).data.filter(
    (l) => !TAKEN.has(l.id) && Date.parse(l.expirationDate) > Date.now() && l.price >= 1,
  )
  // The oldest two: the newest are bulk-reprice.spec.ts's.
  const [a, b] = pending.slice(-2)
  await page.goto('/listings?status=Pending&take=100')
  for (const listing of [a!, b!])
    await page
      .getByRole('checkbox', { name: `Select ${listing.packageName}, lot ${listing.lotNumber}`, exact: true })
      .check()
  await page.getByRole('button', { name: 'Reprice 2 listings…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reprice 2 listings' })
  await dialog.getByRole('textbox', { name: 'Change (%)' }).fill('-10')
  await dialog.getByRole('button', { name: 'Start repricing 2 listings' }).click()
  await jobIdOf(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Change listing prices' })).toBeVisible()
  await expect(page.getByText(/^Finished: 2 of 2 rows have an outcome\./)).toBeVisible()
  await expectJobHead(page, 2, seller)
  for (const listing of [a!, b!]) {
    const unit = listing.drugPackage?.quantityUnitQualifier ?? listing.quantityUnitQualifier
    const size = listing.drugPackage?.packageSize
    const sized = size == null ? 'size not reported' : `${size.toLocaleString('en-US')} ${unit}`
    const quantity = listing.fullPackage ? `1 package (${sized})` : `${listing.quantity} ${unit}`
    const row = jobRows(page).filter({ hasText: listing.lotNumber })
    await expect(row).toContainText(listing.packageName!)
    await expect(row).toContainText(day(listing.expirationDate))
    await expect(row).toContainText(
      `${money(listing.price)} to ${money(repricedPrice(listing.price, -10))} for ${quantity}`,
    )
    await expect(row).toContainText('Price changed')
  }
})

test('the jobs page is in the navigation; the admin’s list says who started each job, and when', async ({
  page,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
  await expect(page).toHaveTitle(/^Jobs · /)
  const mine = page.getByRole('table', { name: 'Jobs' })
  // A seller's list is theirs: it does not say who started each.
  await expect(mine.getByRole('columnheader', { name: 'Started by' })).toHaveCount(0)
  const deleted = mine.getByRole('row').filter({ hasText: /Delete drafts.*Gabapentin/ })
  await expect(deleted.first()).toContainText(RIVERSIDE)
  await expect(deleted.first()).toContainText(`NPI ${RIVERSIDE_NPI}`)
  await expect(deleted.first()).toContainText(ZONED)

  await page.context().clearCookies()
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/jobs')
  const team = page.getByRole('table', { name: 'Jobs' })
  await expect(team.getByRole('columnheader', { name: 'Started by' })).toBeVisible()
  for (const drug of ['Gabapentin', 'Omeprazole']) {
    const row = team.getByRole('row').filter({ hasText: drug }).first()
    await expect(row).toContainText(seller.name)
    await expect(row).toContainText(seller.email)
  }
})
