import { expect, test, type Page, type Request } from '@playwright/test'
import { CONNECTION_DIALOG, DEMO, startConnected } from './support/connect'

// The page's first request starts with the app's code, not after it (docs/decisions/0008): one request
// for the first data of a page, sent before the app's entry has finished evaluating, and taken over by
// the page's query. The trace is the browser's own: the request's resource timing and the entry's mark.

const EDIT_LISTING = '9979ac03-1763-44d3-8c5e-65d6d20e0e8d' // demo: Pending listing of the acting pharmacy
const SEARCH_PATH = '/api/v1/draft-listings/search'
const LISTING_PATH = `/api/v1/marketplace-listings/${EDIT_LISTING}`
const ENTRY_EVALUATED = 'marketplace:entry-evaluated'

/** Every API request the page sends, as method and path. */
function logApiRequests(page: Page): string[] {
  const log: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) log.push(`${request.method()} ${url.pathname}`)
  })
  return log
}

interface Trace {
  /** startTime of each resource-timing entry of the data request. */
  requestStarts: number[]
  entryEvaluated: number | null
  /** When the app's entry script had finished downloading. */
  entryDownloaded: number | null
}

function trace(page: Page, dataPath: string): Promise<Trace> {
  return page.evaluate(
    ([path, mark]) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const entryScript = document.querySelector<HTMLScriptElement>(
        'script[type="module"][src*="/assets/index-"]',
      )
      const entry = resources.find((r) => entryScript !== null && r.name === entryScript.src)
      return {
        requestStarts: resources.filter((r) => new URL(r.name).pathname === path).map((r) => r.startTime),
        entryEvaluated: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        entryDownloaded: entry?.responseEnd ?? null,
      }
    },
    [dataPath, ENTRY_EVALUATED] as const,
  )
}

function note(name: string, t: Trace) {
  test.info().annotations.push({
    type: name,
    description: `request started ${t.requestStarts[0]?.toFixed(1)} ms, entry downloaded ${t.entryDownloaded?.toFixed(1)} ms, entry evaluated ${t.entryEvaluated?.toFixed(1)} ms`,
  })
}

for (const path of ['/drafts', '/']) {
  test(`${path}: one draft search, started before the entry finished evaluating`, async ({ page }) => {
    const log = logApiRequests(page)
    await startConnected(page, path)
    await expect(page.getByRole('table', { name: 'Draft listings' }).getByRole('cell').first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    expect(log.filter((r) => r === `POST ${SEARCH_PATH}`)).toHaveLength(1)
    const t = await trace(page, SEARCH_PATH)
    note(path, t)
    expect(t.requestStarts).toHaveLength(1)
    expect(t.entryEvaluated).not.toBeNull()
    expect(t.requestStarts[0]).toBeLessThan(t.entryEvaluated!)
  })
}

test('listing edit page: one listing read, started before the entry finished evaluating', async ({
  page,
}) => {
  const log = logApiRequests(page)
  await startConnected(page, `/listings/${EDIT_LISTING}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByLabel('Lot number')).not.toHaveValue('')
  await page.waitForLoadState('networkidle')

  expect(log.filter((r) => r === `GET ${LISTING_PATH}`)).toHaveLength(1)
  const t = await trace(page, LISTING_PATH)
  note('listing edit', t)
  expect(t.requestStarts).toHaveLength(1)
  expect(t.requestStarts[0]).toBeLessThan(t.entryEvaluated!)
})

test('a search in the address: the page sends its one search itself', async ({ page }) => {
  const log = logApiRequests(page)
  await startConnected(page, '/drafts?sort=price')
  await expect(page.getByRole('table', { name: 'Draft listings' }).getByRole('cell').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(log.filter((r) => r === `POST ${SEARCH_PATH}`)).toHaveLength(1)
  const t = await trace(page, SEARCH_PATH)
  note('search in the address', t)
  expect(t.requestStarts[0]).toBeGreaterThan(t.entryEvaluated!)
})

test('without a stored connection nothing is sent before the dialog', async ({ page }) => {
  const log = logApiRequests(page)
  await page.goto('/drafts')
  await expect(page.getByRole('dialog', { name: CONNECTION_DIALOG })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(log.filter((r) => r.endsWith(SEARCH_PATH))).toEqual([])
  expect(log.some((r) => r.includes(String(DEMO.pharmacyNpi)))).toBe(false)
})
