import { expect, test, type Page, type Request } from '@playwright/test'
import { demoUser, signIn } from './sign-in-support'

// The Sandbox page watches the fault rules by a long poll (decision 0014). Signed in, its calls go
// through this server to the sandbox with the group's key and count against the group's 300 calls a
// minute, shared by everyone: left open for a minute, the page asks a handful of times, each ask held at
// the sandbox until the rules change or its wait ends (304), never an answer at once asked again at once.
// And where the wait is lost on the way (a proxy that drops the Prefer header), the page's own pace holds.

const FAULTS = '/api/v1/sandbox/faults'

type Ask = { path: string; sentAt: number; status: number | null; tookMs: number | null }

/**
 * Signs in as an admin, opens the Sandbox page and leaves it open for a minute of the real clock (the
 * server holds each ask for real, so the page's clock cannot stand in). Returns every API call the page
 * sent in that minute (the group's budget counts each), with its answer. `onTheWay` sets the page's
 * routes once signed in: a route makes every request of the page pass through the test, which would
 * slow signing in past its wait on a busy machine.
 */
async function aMinuteOnTheSandboxPage(
  page: Page,
  onTheWay: (page: Page) => Promise<unknown> = () => Promise.resolve(),
): Promise<Ask[]> {
  const admin = demoUser('admin')
  // Signed in on a page that asks nothing of the service; the Sandbox page is reached from the menu.
  await signIn(page, admin.email, admin.password, '/ndc-stats')
  const sandbox = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Sandbox' })
  await expect(sandbox).toBeVisible()
  await onTheWay(page)
  const asks = new Map<Request, Ask>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/')) asks.set(request, { path, sentAt: Date.now(), status: null, tookMs: null })
  })
  page.on('response', (response) => {
    const ask = asks.get(response.request())
    if (!ask) return
    ask.status = response.status()
    ask.tookMs = Date.now() - ask.sentAt
  })
  const opened = Date.now()
  await sandbox.click()
  // The page's script loads on the way (through the test, where a route is set): on a busy machine, more
  // than the usual ten seconds.
  await expect(page.getByRole('heading', { name: 'Active faults' })).toBeVisible({ timeout: 30_000 })
  await page.waitForTimeout(Math.max(0, opened + 60_000 - Date.now()))
  // The group's budget is not spent, and the page still shows the rules.
  await expect(page.getByText(/Waiting for the next minute/)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Active faults' })).toBeVisible()
  return [...asks.values()].filter((ask) => ask.sentAt - opened < 60_000)
}

test('the Sandbox page, open for a minute as an admin, sends a handful of calls, each held until a change', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const sent = await aMinuteOnTheSandboxPage(page)
  const seen = JSON.stringify(sent)
  // The list, then about one ask every 25 s (another test's change of the rules may wake one sooner).
  expect(sent.length, seen).toBeGreaterThanOrEqual(2)
  expect(sent.length, seen).toBeLessThanOrEqual(6)
  expect(
    sent.every((ask) => ask.path === FAULTS),
    seen,
  ).toBe(true)
  // At least one was held at the sandbox for its whole wait and answered "unchanged".
  expect(
    sent.some((ask) => ask.status === 304 && ask.tookMs !== null && ask.tookMs >= 20_000),
    seen,
  ).toBe(true)
})

test('where the wait is lost on the way and every ask is answered at once, the page still asks a handful of times a minute', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const sent = await aMinuteOnTheSandboxPage(page, (signedIn) =>
    // As a proxy that drops the Prefer header does: the sandbox answers each ask at once.
    signedIn.route(`**${FAULTS}`, (route) => {
      const headers = { ...route.request().headers() }
      delete headers['prefer']
      return route.continue({ headers })
    }),
  )
  const seen = JSON.stringify(sent)
  // The list and the watch's five asks a minute, not one ask after each answer (hundreds).
  expect(sent.length, seen).toBeGreaterThanOrEqual(2)
  expect(sent.length, seen).toBeLessThanOrEqual(6)
  expect(
    sent.every((ask) => ask.tookMs !== null && ask.tookMs < 20_000),
    seen,
  ).toBe(true)
})
