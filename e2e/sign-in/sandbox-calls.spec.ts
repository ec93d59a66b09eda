import { expect, test, type Request } from '@playwright/test'
import { demoUser, signIn } from './sign-in-support'

// The Sandbox page watches the fault rules by a long poll (decision 0014). Signed in, its calls go
// through this server to the sandbox with the group's key and count against the group's 300 calls a
// minute, shared by everyone: left open for a minute, the page asks a handful of times, each ask held at
// the sandbox until the rules change or its wait ends (304), never an answer at once asked again at once.

const FAULTS = '/api/v1/sandbox/faults'

type Ask = { sentAt: number; status: number | null; tookMs: number | null }

test('the Sandbox page, open for a minute as an admin, sends a handful of calls, each held until a change', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // Every request the page sends for the list, and its answer from the server.
  const asks = new Map<Request, Ask>()
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === FAULTS)
      asks.set(request, { sentAt: Date.now(), status: null, tookMs: null })
  })
  page.on('response', (response) => {
    const ask = asks.get(response.request())
    if (!ask) return
    ask.status = response.status()
    ask.tookMs = Date.now() - ask.sentAt
  })
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/sandbox')
  await expect(page.getByRole('heading', { name: 'Active faults' })).toBeVisible()
  const opened = Date.now()
  // A minute of the real clock: the server holds each ask for real, so the page's clock cannot stand in.
  await page.waitForTimeout(60_000)
  const sent = [...asks.values()].filter((ask) => ask.sentAt - opened < 60_000)
  const seen = JSON.stringify(sent)
  // The list, then about one ask every 25 s (another test's change of the rules may wake one sooner).
  expect(sent.length, seen).toBeGreaterThanOrEqual(2)
  expect(sent.length, seen).toBeLessThanOrEqual(6)
  // At least one was held at the sandbox for its whole wait and answered "unchanged".
  expect(
    sent.some((ask) => ask.status === 304 && ask.tookMs !== null && ask.tookMs >= 20_000),
    seen,
  ).toBe(true)
  // The group's budget is not spent, and the page still shows the rules.
  await expect(page.getByText(/Waiting for the next minute/)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Active faults' })).toBeVisible()
})
