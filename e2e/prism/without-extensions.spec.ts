import { expect, test } from '@playwright/test'
import { startConnected } from '../support/connect'

// The dashboard in proxy mode in front of an implementation of API v1 that we did not write: Prism,
// mocking the OpenAPI document with every sandbox extension removed (playwright.config.ts). Pages of the
// spec's operations load; pages that need an extension say what is missing; nothing offers the Sandbox.

const KEY = { apiKey: 'any-key-prism-accepts', groupName: null, pharmacyName: null }

test('the drafts page lists what the service answers, and no Sandbox page is offered', async ({ page }) => {
  await startConnected(page, '/drafts', KEY)
  await expect(page.getByRole('heading', { name: 'Draft listings', level: 1 })).toBeVisible()
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByText(/\d+–\d+ of /)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link')).toHaveCount(5)
})

test('the NDC statistics page shows the twelve price points', async ({ page }) => {
  await startConnected(page, '/ndc-stats?ndc=00002-7597-01', KEY)
  await expect(page.getByRole('heading', { name: /Prices for NDC 00002-7597-01/ })).toBeVisible()
  for (const source of ['Transacted', 'Listed']) await expect(page.getByText(source).first()).toBeVisible()
})

test('the group NPI page says the service does not list pharmacies, and still offers adding NPIs', async ({
  page,
}) => {
  await startConnected(page, '/group-npis', KEY)
  await expect(page.getByText("This service does not list the group's pharmacies")).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Add NPIs' })).toBeVisible()
})

test('the listings page says the list is a sandbox extension and offers opening one by id', async ({
  page,
}) => {
  await startConnected(page, '/listings', KEY)
  await expect(page.getByText('This service does not list listings')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Listing reference' })).toBeVisible()
})
