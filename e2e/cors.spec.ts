import { createServer, type Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { CROSS_ORIGIN_PORT } from '../playwright.config'

// Another team's browser app, on another origin (a port of its own), calls the sandbox's API: the
// preflight for the key header and the JSON body is answered, and the app reads the answer.

let server: Server
const APP_ORIGIN = `http://127.0.0.1:${CROSS_ORIGIN_PORT}`

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>Another app</title><h1>Another app</h1>')
  })
  await new Promise<void>((resolve) => server.listen(CROSS_ORIGIN_PORT, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

test('a page on another origin searches drafts with its key, through a CORS preflight', async ({
  page,
  baseURL,
}) => {
  const preflights: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') preflights.push(request.url())
  })
  await page.goto(APP_ORIGIN)
  const result = await page.evaluate(async (api) => {
    const demo = (await (await fetch(`${api}/api/v1/sandbox/demo-connection`)).json()) as {
      apiKey: string
      pharmacyNpi: number
    }
    const response = await fetch(`${api}/api/v1/draft-listings/search`, {
      method: 'POST',
      headers: { 'X-SERVICE-AUTH': demo.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pharmacyNpi: demo.pharmacyNpi, take: 3 }),
    })
    const body = (await response.json()) as { data: unknown[]; recordsTotal: number }
    return { status: response.status, rows: body.data.length, total: body.recordsTotal }
  }, baseURL!)
  expect(result.status).toBe(200)
  expect(result.rows).toBe(3)
  expect(result.total).toBeGreaterThan(3)
  // Preflights are not always visible to request events (Chromium may answer them from its cache); the
  // answer above is only readable because the sandbox allowed this origin.
  expect(preflights.every((url) => url.startsWith(baseURL!))).toBe(true)
})

test('a page on an origin that is not listed cannot read the answer', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/api/v1/openapi.json`)
  const other = await page.evaluate(
    async (api) => {
      try {
        await fetch(`${api}/api/v1/pharmacies/search`, { headers: { 'X-SERVICE-AUTH': 'k' } })
        return 'read'
      } catch {
        return 'blocked'
      }
    },
    baseURL!.replace('127.0.0.1', 'localhost'),
  )
  expect(other).toBe('blocked')
})

test('connecting by hand to a service that refuses this page by CORS names CORS and proxy mode', async ({
  page,
  baseURL,
}) => {
  await page.goto('/drafts')
  const dialog = page.getByRole('dialog', { name: 'Connect to a marketplace service' })
  // The same sandbox under another host name: another origin, which its CORS_ORIGINS does not list.
  await dialog.getByLabel('Service address').fill(baseURL!.replace('127.0.0.1', 'localhost'))
  await dialog.getByLabel('API key', { exact: true }).fill('demo-riverside-key')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByLabel('Service address')).toHaveAccessibleDescription(
    /may not accept calls from this page's address \(CORS\)\. Start the dashboard in proxy mode/,
  )
})
