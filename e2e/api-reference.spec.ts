import { expect, test } from '@playwright/test'
import { startConnected } from './support/connect'

// The API reference at /api/docs is rendered in the browser from the served OpenAPI document, with its
// files served by the sandbox: no request may leave the machine, and the page runs under the sandbox's
// Content-Security-Policy with no violation.

test('the API reference lists the operations, with no request leaving the machine and no CSP report', async ({
  page,
}) => {
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).host))
  const cspErrors: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) cspErrors.push(message.text())
  })

  await page.goto('/api/docs')

  const search = page.getByRole('button', { name: /POST \/api\/v1\/draft-listings\/search/ })
  await expect(search).toBeVisible()
  await expect(
    page.getByRole('button', { name: /PUT \/api\/v1\/marketplace-listings\/\{id\}/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /GET \/api\/v1\/ndc-transaction-statistic/ })).toBeVisible()

  // Opening an operation shows its request body and responses from the document.
  await search.click()
  await expect(page.getByText('Request body').first()).toBeVisible()

  const base = new URL(page.url()).host
  expect([...hosts]).toEqual([base])
  expect(cspErrors).toEqual([])
})

test('connected to a sandbox, the connection dialog links to the API reference', async ({ page }) => {
  await startConnected(page, '/drafts')
  await page.getByRole('banner').getByRole('button', { name: /NPI/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect to a marketplace service' })
  const link = dialog.getByRole('link', { name: 'API reference' })
  await expect(link).toHaveAttribute('href', '/api/docs')
})
