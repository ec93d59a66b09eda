import { expect, test, type APIRequestContext } from '@playwright/test'
import type { MarketplaceListingList } from '../../src/contract/listing-list'
import { expectNoAxeViolations } from '../support/axe'
import { expectNoSidewaysScroll, inBothModes, jobIdOf, TALL_SCREEN } from './bulk-support'
import { demoUser, RIVERSIDE_NPI, signIn } from './sign-in-support'

// A draft is listed once (docs/team-server.md, "Bulk jobs"), however it was listed. Listed by a bulk job,
// the draft is marked on the drafts page with a link to its listing, as one listed alone is; and a
// create page opened from the drafts page and still open (a tab left from before the job) is refused by
// the server with a sentence linking to that listing. One listing of the package in all.

test.use({ viewport: TALL_SCREEN })

/** Riverside Pharmacy's Pantoprazole Sodium, lot 7H3903 (server/scenarios/demo.json): no other journey's. */
const DRAFT = { id: '6cbc5df6-aff7-4cd1-82bb-a786c171de6c', lot: '7H3903', name: 'Pantoprazole' }

async function listingsOfLot(request: APIRequestContext, baseURL: string) {
  const answer = await request.get(
    `${baseURL}/api/v1/marketplace-listings?pharmacyNpi=${RIVERSIDE_NPI}&sortName=listingDate&sortDirection=desc&take=100`,
    { headers: { 'X-Dashboard-Request': '1' } },
  )
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as MarketplaceListingList).data.filter((l) => l.lotNumber === DRAFT.lot)
}

test('a draft listed by a job is marked on the drafts page, and listing it again is refused with a link to its listing', async ({
  page,
  context,
  baseURL,
}) => {
  // A job, two tabs, three reads of the listings and axe in both modes on two pages: three minutes on a
  // busy machine.
  test.setTimeout(180_000)
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, `/drafts?q=${DRAFT.name}`)
  expect(await listingsOfLot(page.request, baseURL!)).toEqual([])

  // A tab opened from the drafts page's own "List on marketplace" link before the job, and left open.
  await context.addInitScript(
    (npi) => sessionStorage.setItem('marketplace.acting-pharmacy', String(npi)),
    RIVERSIDE_NPI,
  )
  const table = page.getByRole('table', { name: 'Draft listings' })
  const row = table.getByRole('row').filter({ hasText: DRAFT.lot })
  const opened = context.waitForEvent('page')
  await row
    .getByRole('link', { name: /^List on marketplace: Pantoprazole/ })
    .click({ modifiers: ['ControlOrMeta'] })
  const early = await opened
  // The link opens a tab behind this one; the person turns to it.
  await early.bringToFront()
  await expect(early).toHaveURL(`/listings/new?draft=${DRAFT.id}`)
  const form = early.getByRole('form', { name: 'New listing' })
  // A new tab starts the app afresh: on a busy machine, more than the default 10 s.
  await expect(form.getByRole('textbox', { name: 'Lot number' })).toHaveValue(DRAFT.lot, { timeout: 30_000 })
  await expect(form.getByRole('button', { name: 'Create listing' })).toBeEnabled()

  // The draft listed by a bulk job from the drafts table.
  await row.getByRole('checkbox', { name: /^Select / }).check()
  await page.getByRole('button', { name: 'List on marketplace…' }).click()
  const review = page.getByRole('dialog', { name: 'List on the marketplace' })
  await review.getByRole('button', { name: 'Start listing 1 draft' }).click()
  await jobIdOf(page)
  await expect(page.getByText(/^Finished: 1 of 1 rows have an outcome\./)).toBeVisible()
  const [listing, ...more] = await listingsOfLot(page.request, baseURL!)
  expect(more).toEqual([])

  // Back on the drafts page: marked listed, with its listing, and no longer offered to list.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/drafts\\?q=${DRAFT.name}`))
  const mark = row.getByRole('link', { name: /^Listed: view the listing of Pantoprazole/ })
  await expect(mark).toHaveAttribute('href', `/listings/${listing!.id}`)
  await expect(row.getByRole('link', { name: /^List on marketplace/ })).toHaveCount(0)
  await inBothModes(page, () => expectNoAxeViolations(page))

  // The tab from before: its create is refused by the server, with a sentence linking to the listing.
  let creates = 0
  early.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/marketplace-listings') creates += 1
  })
  const refused = early.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/marketplace-listings',
  )
  await form.getByRole('button', { name: 'Create listing' }).click()
  expect((await refused).status()).toBe(409)
  const notice = form.getByText(
    /^This draft was listed on the marketplace already, on .+ a draft is listed once\./,
  )
  await expect(notice).toBeVisible()
  const link = form.getByRole('link', { name: 'View the listing' })
  await expect(link).toHaveAttribute('href', `/listings/${listing!.id}`)
  await expect(link).toBeFocused()
  await expect(form.getByRole('button', { name: 'Create listing' })).toBeDisabled()
  expect(creates).toBe(1)
  expect(await listingsOfLot(page.request, baseURL!)).toHaveLength(1)
  await inBothModes(early, () => expectNoAxeViolations(early))

  // On a phone: the mark in the draft's card, and the notice, whole, with nothing wider than the screen.
  for (const tab of [page, early]) await tab.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('link', { name: /^Listed: view the listing of Pantoprazole/ })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expect(notice).toBeVisible()
  await expectNoSidewaysScroll(early)

  // From the drafts page's own link now: said before anything is typed or sent.
  await early.goto(`/listings/new?draft=${DRAFT.id}`)
  await expect(notice).toBeVisible()
  await expect(form.getByRole('button', { name: 'Create listing' })).toBeDisabled()
  await link.click()
  await expect(early).toHaveURL(`/listings/${listing!.id}`)
  expect(creates).toBe(1)
  expect(await listingsOfLot(page.request, baseURL!)).toHaveLength(1)
})
