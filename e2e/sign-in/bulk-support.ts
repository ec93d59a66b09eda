import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Job, JobRow } from '../../src/contract/jobs'
import { pageWrite } from './sign-in-support'

// The bulk journeys' helpers (e2e/sign-in/bulk-*.spec.ts): what the server says of a job, and the
// sandbox's fault rules set through the signed-in admin's session (the group's key is the server's).

/** The job id in the page's address (/jobs/:jobId). */
export async function jobIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/)
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!)
}

export async function readJob(request: APIRequestContext, baseURL: string, id: string): Promise<Job> {
  const answer = await request.get(`${baseURL}/team/jobs/${id}`, { headers: { 'X-Dashboard-Request': '1' } })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Job
}

export async function readRows(request: APIRequestContext, baseURL: string, id: string): Promise<JobRow[]> {
  const answer = await request.get(`${baseURL}/team/jobs/${id}/rows`, {
    headers: { 'X-Dashboard-Request': '1' },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: JobRow[] }).data
}

/** A fault rule for the group's key: the next `times` calls of `operation` get `response`. */
export async function addFault(
  request: APIRequestContext,
  baseURL: string,
  operation: string,
  response: Record<string, unknown>,
  times = 1,
): Promise<void> {
  const answer = await pageWrite(request, baseURL, 'POST', '/api/v1/sandbox/faults', {
    operation,
    times,
    response,
  })
  expect(answer.status()).toBe(201)
}

export async function clearFaults(request: APIRequestContext, baseURL: string): Promise<void> {
  const answer = await pageWrite(request, baseURL, 'DELETE', '/api/v1/sandbox/faults')
  expect(answer.ok()).toBe(true)
}

/** Runs `check` in light mode, then in dark mode. */
export async function inBothModes(page: Page, check: () => Promise<void>): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode)
    await check()
  }
}

/** Nothing wider than the screen: the page scrolls down only. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Polled: the page lays itself out anew for the new width (the tables become cards).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(page.viewportSize()!.width)
}

/**
 * A wide screen tall enough to draw a whole page of ten drafts: a wide table draws only the rows near the
 * screen (docs/decisions/0020), and the tests that pick rows by their place want them all there.
 */
export const TALL_SCREEN = { width: 1280, height: 2400 }

/** The drafts table's row boxes drawn, in the page's order (every row's on TALL_SCREEN or as cards). */
export const rowBoxes = (page: Page) =>
  page.getByRole('table', { name: 'Draft listings' }).getByRole('checkbox', { name: /^Select / })
