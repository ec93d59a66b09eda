import { expect, test, type APIRequestContext } from '@playwright/test'
import { SandboxTenantSchema } from '../src/contract/sandbox-tenants'
import { CONNECTION_DIALOG, DEMO, startConnected } from './support/connect'

// With a typed key, a 401 in the middle of the work opens the Connect prompt over the page. Reconnecting
// from it closes the prompt and the page the person was on reads again what failed: no reload needed.
// The 401 is the sandbox's own (a fault rule, "401 API key refused", as when a key is revoked); each test
// works in a tenant of its own (its own key, data and rules), so no other journey meets its fault.

const PAGES = [
  { path: '/drafts', table: 'Draft listings', many: 'drafts', operation: 'searchDraftListings' },
  { path: '/listings', table: 'Listings', many: 'listings', operation: 'listMarketplaceListings' },
  { path: '/cash-offers', table: 'Cash offers', many: 'cash offers', operation: 'listCashOffers' },
] as const

/** A tenant of the sandbox: its demo connection's key and pharmacy. */
async function tenant(request: APIRequestContext) {
  const created = await request.post('/api/v1/sandbox/tenants', {
    headers: { 'X-SERVICE-AUTH': DEMO.apiKey },
  })
  expect(created.status()).toBe(201)
  const demo = SandboxTenantSchema.parse(await created.json()).demoConnection
  if (!demo) throw new Error('the demo scenario has a demo connection')
  return demo
}

const CASES = [
  ...PAGES.map((p) => ({ ...p, newKey: false })),
  // A new key (another tenant's copy of the same data): the cache is emptied, and the page reads anew.
  { ...PAGES[2], newKey: true },
]

for (const { path, table, many, operation, newKey } of CASES) {
  const how = newKey ? 'with a new key' : 'with the same key'
  test(`${many}: after the key is refused, reconnecting from the prompt ${how} loads the page again`, async ({
    page,
    request,
  }) => {
    const { apiKey, pharmacyNpi } = await tenant(request)
    const nextKey = newKey ? (await tenant(request)).apiKey : apiKey
    await startConnected(page, path, { apiKey, pharmacyNpi })
    const rows = page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
    // A cold start of the app: on a busy machine, more than the usual ten seconds.
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })

    // The service refuses the key for the next read of the list: the next page's.
    const fault = await request.post('/api/v1/sandbox/faults', {
      headers: { 'X-SERVICE-AUTH': apiKey },
      data: { operation, times: 1, response: { kind: 'status', status: 401 } },
    })
    expect(fault.status()).toBe(201)
    await page.getByRole('button', { name: 'Go to next page' }).click()
    const dialog = page.getByRole('dialog', { name: CONNECTION_DIALOG })
    await expect(
      dialog.getByText('The service refused the API key. Enter a valid key to continue.'),
    ).toBeVisible()
    const failed = page.getByText(`The ${many} could not be loaded`)
    await expect(failed).toBeVisible()

    // Reconnect, as a person does with the key they were given again (or a new one).
    await dialog.getByRole('textbox', { name: 'API key' }).fill(nextKey)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('banner')).toContainText(`NPI ${pharmacyNpi}`)
    await expect(failed).toBeHidden()
    await expect(rows.first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: / of \d+/ })).toHaveText(/^11–/)
  })
}
