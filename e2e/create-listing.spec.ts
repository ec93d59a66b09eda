import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { MarketplaceListing } from '../src/contract/listings'
import { expectNoAxeViolations } from './support/axe'
import { startConnected } from './support/connect'
import { rowCount } from './support/table-rows'

// Selling from a draft: a draft row's "List on marketplace" opens the create page filled with the draft;
// one press (or two) creates exactly one listing; value rules refuse at their fields before anything is
// sent; refusals of the service (shape 1, medicationScanRequired) are said plainly; a lost answer is
// checked, never resent; a 429 is resent once after its wait. spec: Referenced operations, Errors, Retries.
// Demo data: README "Demo data". These journeys act for Maple Grove Drug and Harbor Point (restricted), two
// members of the Riverside group that no other journey uses, so the listings they create disturb nobody.

const RIVERSIDE_KEY = 'demo-riverside-key'
const MAPLE = {
  apiKey: RIVERSIDE_KEY,
  pharmacyNpi: 1188293744,
  groupName: 'Riverside Health Group',
  pharmacyName: 'Maple Grove Drug',
} as const
const HARBOR = { ...MAPLE, pharmacyNpi: 1643820958, pharmacyName: 'Harbor Point Pharmacy' } as const

// Pending drafts of Maple Grove Drug (server/scenarios/demo.json), one per journey: each journey creates
// its own listing, so none depends on another's.
const DRAFTS = {
  zyprexa: {
    id: 'c43a4b11-9b61-4c1c-aad0-c64e80bada63',
    name: 'Zyprexa (olanzapine) 10 mg, lot BA6359P',
    ndc: '00002-7597-01',
    lot: 'BA6359P',
    price: '330.90',
    quantity: '23',
  },
  // 318 of a package of 1000.
  lisinopril: { id: '368e0401-ecfe-434b-8893-34565777b953', lot: 'B547268' },
  xarelto: { id: 'dd740b5d-086c-4fb3-bcfd-3f3d704d5cd8', lot: '9F5104' },
  farxiga: { id: '9f794d2c-1e2f-4164-978a-fbd210edbff2', lot: 'G542703' },
  pantoprazole: { id: '91268f3e-23d9-49d3-bf45-7d622f9159b2', lot: '8B1449' },
  // Humalog must be scanned to be listed (requireScan).
  humalog: { id: '1d89bdd9-6914-4b66-a21f-00440becc4aa', lot: 'VW8389U' },
  // Januvia, a draft of the restricted Harbor Point Pharmacy.
  harborJanuvia: { id: '8e79fda3-46d4-4a40-8142-3ebe320174d2', lot: 'ZK9578P' },
} as const

const form = (page: Page) => page.getByRole('form', { name: 'New listing' })
const createButton = (page: Page) => form(page).getByRole('button', { name: /^(Create listing|Creating…)$/ })

/** Records when each create (POST /marketplace-listings) leaves the page. */
function countCreates(page: Page): number[] {
  const sent: number[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/marketplace-listings')
      sent.push(Date.now())
  })
  return sent
}

/** The pharmacy's listings with this lot, as the sandbox's list extension reports them. */
async function listingsWithLot(
  request: APIRequestContext,
  pharmacyNpi: number,
  lot: string,
): Promise<MarketplaceListing[]> {
  const response = await request.get(`/api/v1/marketplace-listings?pharmacyNpi=${pharmacyNpi}`, {
    headers: { 'X-SERVICE-AUTH': RIVERSIDE_KEY },
  })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: MarketplaceListing[] }
  return data.filter((listing) => listing.lotNumber === lot)
}

/** A sandbox fault for the next create made with the Riverside key (docs/sandbox.md, Faults on demand). */
async function faultNextCreate(request: APIRequestContext, response: Record<string, unknown>) {
  const answer = await request.post('/api/v1/sandbox/faults', {
    headers: { 'X-SERVICE-AUTH': RIVERSIDE_KEY },
    data: { operation: 'createMarketplaceListing', times: 1, response },
  })
  expect(answer.status()).toBe(201)
}

async function openDraft(page: Page, draftId: string, connection: typeof MAPLE | typeof HARBOR = MAPLE) {
  await startConnected(page, `/listings/new?draft=${draftId}`, connection)
  await expect(form(page).getByRole('textbox', { name: 'Lot number' })).not.toHaveValue('')
}

test.afterEach(async ({ request }) => {
  // No rule of a failed journey may answer the next one.
  await request.delete('/api/v1/sandbox/faults', { headers: { 'X-SERVICE-AUTH': RIVERSIDE_KEY } })
})

test('from a draft row, "Create listing" double-clicked creates exactly one listing with the draft\'s values', async ({
  page,
  request,
}) => {
  const creates = countCreates(page)
  const draft = DRAFTS.zyprexa
  await startConnected(page, '/drafts?q=Zyprexa', MAPLE)
  await page.getByRole('link', { name: `List on marketplace: ${draft.name}` }).click()
  await expect(page).toHaveURL(`/listings/new?draft=${draft.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible()
  const f = form(page)
  await expect(f.getByRole('textbox', { name: 'NDC' })).toHaveValue(draft.ndc)
  await expect(f.getByRole('textbox', { name: 'Lot number' })).toHaveValue(draft.lot)
  await expect(f.getByRole('textbox', { name: 'Price' })).toHaveValue(draft.price)
  await expect(f.getByRole('textbox', { name: 'Quantity' })).toHaveValue(draft.quantity)
  await expect(f.getByRole('checkbox', { name: 'Sealed' })).toBeChecked()
  await expect(f.getByRole('checkbox', { name: 'Full package' })).not.toBeChecked()
  const expiration = await f.getByLabel('Expiration date').inputValue()
  expect(expiration).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  await createButton(page).dblclick()
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/)
  await expect(page.getByText(/^Listing created: NDC 00002-7597-01, lot BA6359P/)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Edit listing' })).toBeVisible()
  expect(creates).toHaveLength(1)

  const created = await listingsWithLot(request, MAPLE.pharmacyNpi, draft.lot)
  expect(created).toHaveLength(1)
  expect(page.url()).toContain(created[0]!.id)
  expect(created[0]).toMatchObject({
    nationalDrugCode: draft.ndc,
    lotNumber: draft.lot,
    price: 330.9,
    quantity: 23,
    fullPackage: false,
    sealedPackage: true,
    originalPackage: false,
    status: 0,
  })
  expect(created[0]!.expirationDate.slice(0, 10)).toBe(expiration)

  // The page offers to delete the draft the listing came from.
  await expect(
    page.getByText(
      `Listing created from the draft ${'Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED, lot BA6359P'}.`,
      { exact: false },
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Delete the draft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete draft?' })
  await dialog.getByRole('button', { name: 'Delete draft' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Deleted the draft Zyprexa/)).toBeVisible()
  const read = await request.get(`/api/v1/draft-listings/${draft.id}?pharmacyNpi=${MAPLE.pharmacyNpi}`, {
    headers: { 'X-SERVICE-AUTH': RIVERSIDE_KEY },
  })
  expect(read.status()).toBe(404)
  expect(creates).toHaveLength(1)
})

test('a quantity above the package size or a past expiration is refused at its field, and nothing is sent', async ({
  page,
}) => {
  const creates = countCreates(page)
  await openDraft(page, DRAFTS.lisinopril.id)
  const f = form(page)
  const quantity = f.getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('1001')
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await expect(quantity).toHaveAccessibleDescription(/1000/)
  await createButton(page).click()
  await quantity.fill('12')
  await expect(quantity).toHaveAttribute('aria-invalid', 'false')
  const date = f.getByLabel('Expiration date')
  await date.fill('2020-01-01')
  await createButton(page).click()
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await expect(date).toHaveAccessibleDescription(/future/)
  await expect(date).toBeFocused()
  expect(creates).toHaveLength(0)
  await expect(page).toHaveURL(`/listings/new?draft=${DRAFTS.lisinopril.id}`)
})

test("a restricted pharmacy is refused with the service's business-rule message", async ({
  page,
  request,
}) => {
  const creates = countCreates(page)
  await openDraft(page, DRAFTS.harborJanuvia.id, HARBOR)
  await createButton(page).click()
  await expect(form(page).getByText(/New Jersey pharmacies cannot change marketplace listings/)).toBeVisible()
  await expect(createButton(page)).toBeEnabled()
  expect(creates).toHaveLength(1)
  expect(await listingsWithLot(request, HARBOR.pharmacyNpi, DRAFTS.harborJanuvia.lot)).toHaveLength(0)
})

test('a drug that must be scanned is sent to the web interface', async ({ page, request }) => {
  await openDraft(page, DRAFTS.humalog.id)
  await createButton(page).click()
  await expect(
    form(page).getByText(/This drug must be listed from the marketplace's web interface/),
  ).toBeVisible()
  expect(await listingsWithLot(request, MAPLE.pharmacyNpi, DRAFTS.humalog.lot)).toHaveLength(0)
})

test('answer lost after the write: no second POST, and "Check" finds the listing', async ({
  page,
  request,
}) => {
  const creates = countCreates(page)
  await openDraft(page, DRAFTS.xarelto.id)
  await faultNextCreate(request, { kind: 'after-write', then: 'drop' })
  await createButton(page).click()
  await expect(form(page).getByText('The listing may have been created')).toBeVisible()
  await expect(createButton(page)).toBeDisabled()
  // Every value is kept.
  await expect(form(page).getByRole('textbox', { name: 'Lot number' })).toHaveValue(DRAFTS.xarelto.lot)
  await form(page).getByRole('button', { name: 'Check' }).click()
  await expect(form(page).getByText('Created', { exact: true })).toBeVisible()
  const created = await listingsWithLot(request, MAPLE.pharmacyNpi, DRAFTS.xarelto.lot)
  expect(created).toHaveLength(1)
  await expect(form(page).getByRole('link', { name: 'Open the listing' })).toHaveAttribute(
    'href',
    `/listings/${created[0]!.id}`,
  )
  await expect(createButton(page)).toBeDisabled()
  expect(creates).toHaveLength(1)
})

test('answer lost before the write: "Check" says not created, and sending again creates exactly one', async ({
  page,
  request,
}) => {
  const creates = countCreates(page)
  await openDraft(page, DRAFTS.farxiga.id)
  // The connection breaks before the request reaches the service. (The sandbox's "drop" fault closes a
  // connection with no answer, which Chromium answers by sending the request again on its own when the
  // connection was a reused one: docs/sandbox.md, Faults on demand.)
  let dropped = 0
  await page.route('**/api/v1/marketplace-listings', (route) =>
    route.request().method() === 'POST' && dropped++ === 0
      ? route.abort('connectionreset')
      : route.fallback(),
  )
  await createButton(page).click()
  await expect(form(page).getByText('The listing may have been created')).toBeVisible()
  await expect(createButton(page)).toBeDisabled()
  expect(creates).toHaveLength(1)
  await form(page).getByRole('button', { name: 'Check' }).click()
  await expect(form(page).getByText('Not created', { exact: true })).toBeVisible()
  await expect(createButton(page)).toBeEnabled()
  expect(creates).toHaveLength(1)
  await createButton(page).click()
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/)
  expect(creates).toHaveLength(2)
  expect(await listingsWithLot(request, MAPLE.pharmacyNpi, DRAFTS.farxiga.lot)).toHaveLength(1)
})

test('a 429 on create is sent again once, after Retry-After, and makes one listing', async ({
  page,
  request,
}) => {
  const creates = countCreates(page)
  await openDraft(page, DRAFTS.pantoprazole.id)
  await faultNextCreate(request, { kind: 'rate-limited', retryAfterSeconds: 2 })
  await createButton(page).click()
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/, { timeout: 15_000 })
  expect(creates).toHaveLength(2)
  expect(creates[1]! - creates[0]!).toBeGreaterThanOrEqual(1900)
  expect(await listingsWithLot(request, MAPLE.pharmacyNpi, DRAFTS.pantoprazole.lot)).toHaveLength(1)
})

test('the listings page opens the create page empty with "New listing"', async ({ page }) => {
  await startConnected(page, '/listings', MAPLE)
  await page.getByRole('link', { name: 'New listing' }).click()
  await expect(page).toHaveURL('/listings/new')
  await expect(form(page).getByRole('textbox', { name: 'NDC' })).toHaveValue('')
  await expect(createButton(page)).toBeEnabled()
})

test('without the draft read extension the page opens empty, ready to be filled', async ({ page }) => {
  await page.route('**/api/v1/draft-listings/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 404,
          json: { error: 'Not Found', statusCode: 404, message: 'Route GET not found' },
        })
      : route.fallback(),
  )
  await startConnected(page, `/listings/new?draft=${DRAFTS.lisinopril.id}`, MAPLE)
  await expect(page.getByText(/does not offer reading drafts one by one/)).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'NDC' })).toHaveValue('')
  await expect(createButton(page)).toBeEnabled()
})

test('axe finds no violations on the create page and the drafts row actions, light and dark', async ({
  page,
}) => {
  await startConnected(page, '/drafts', MAPLE)
  await expect(page.getByRole('link', { name: /^List on marketplace: / }).first()).toBeVisible()
  for (const mode of ['Light', 'Dark'] as const) {
    await page.getByRole('button', { name: /^Color theme/ }).click()
    await page.getByRole('menuitem', { name: mode }).click()
    await expect(page.getByRole('button', { name: `Color theme: ${mode}` })).toBeVisible()
    await page.goto('/drafts')
    await expect(page.getByRole('link', { name: /^List on marketplace: / }).first()).toBeVisible()
    await page
      .getByRole('link', { name: /^List on marketplace: / })
      .first()
      .hover()
    await expectNoAxeViolations(page)
    await page.goto(`/listings/new?draft=${DRAFTS.lisinopril.id}`)
    await expect(form(page).getByRole('textbox', { name: 'Lot number' })).toHaveValue(DRAFTS.lisinopril.lot)
    await expectNoAxeViolations(page)
  }
})

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}x${size.height} every row action of the drafts table is in view without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await startConnected(page, '/drafts', MAPLE)
    const table = page.getByRole('table', { name: 'Draft listings' })
    expect(await rowCount(table)).toBe(10)
    const pageScrollsSideways = await page.evaluate(
      () => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth,
    )
    expect(pageScrollsSideways).toBe(false)
    // The table's own box is not scrolled sideways either.
    expect(await table.evaluate((t) => t.parentElement!.scrollLeft)).toBe(0)
    // Row by row, down the page.
    for (let place = 0; place < 10; place++) {
      const row = table.locator('tbody tr.list-row').nth(place)
      const actions = row.locator(
        'a[aria-label^="List on marketplace: "], button[aria-label^="Delete draft "]',
      )
      await expect(actions).toHaveCount(2)
      for (const action of await actions.all()) {
        await expect(action).toBeVisible()
        const box = (await action.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(size.width)
        // Nothing covers it: the point at its centre belongs to it (the page scrolls down to it, never sideways).
        const onTop = await action.evaluate((element) => {
          window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2)
          const r = element.getBoundingClientRect()
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          return hit !== null && element.contains(hit)
        })
        expect(onTop, (await action.getAttribute('aria-label')) ?? '').toBe(true)
      }
    }
  })
}
