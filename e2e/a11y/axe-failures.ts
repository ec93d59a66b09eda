import { expect, type Page, type Route } from '@playwright/test'
import { genericBody } from '../../server/http/problems'
import {
  PENDING_LISTING,
  dialog,
  draftsLoaded,
  draftsTable,
  listingForm,
  listingOpen,
  type AxeCase,
} from './axe-cases'

// What the user sees when the service refuses or cannot be reached, and when a page fails: a business
// rule refusing a save, the delete dialog's refusals and failures, the countdown after a 429, the offline
// notice, and the error boundary. The sandbox is used where it gives the state (a restricted pharmacy);
// elsewhere a route answers in its place as the spec says the service does (Errors > Shape 4, Rate-limit
// rejection), drops the connection, or serves a page's code that fails.

/** Harbor Point, a Riverside member whose changes to listings are refused with business rule 500114. */
const HARBOR_POINT = { pharmacyNpi: 1643820958, pharmacyName: 'Harbor Point Apothecary LLC' } as const
/** Harbor Point's Pending listing (server/scenarios/README.md). */
const RESTRICTED_LISTING = '0f849548-0ba3-4bde-a052-3ce344b212ff'

/** Longer than any run of these checks, and above the one-minute wait the app resends by itself after. */
const LONG_WAIT_SECONDS = 600
const LISTING_LIST = (url: URL) => url.pathname === '/api/v1/marketplace-listings'
const COUNTDOWN = /Waiting requests are sent again automatically in \d+ s\./

/** The delete dialog of the first draft on the page, its draft's DELETE answered by `answer`. */
async function deleteAnswered(page: Page, answer: (route: Route) => Promise<void>) {
  await draftsLoaded(page)
  await page.route('**/api/v1/draft-listings/*', (route) =>
    route.request().method() === 'DELETE' ? answer(route) : route.fallback(),
  )
  await draftsTable(page)
    .getByRole('button', { name: /^Delete draft/ })
    .first()
    .click()
  const ask = dialog(page, 'Delete draft?')
  await ask.getByRole('button', { name: 'Delete draft' }).click()
  return ask
}

/** The dialog after a refusal no retry changes: the reason, and only Close. */
async function finalRefusal(page: Page, status: 403 | 409, message: string, shown: RegExp) {
  const ask = await deleteAnswered(page, (route) =>
    route.fulfill({ status, json: genericBody(status, message) }),
  )
  await expect(ask.getByRole('alert')).toHaveText(shown)
  await expect(ask.getByRole('button', { name: 'Close' })).toBeVisible()
  await expect(ask.getByRole('button', { name: /^(Delete draft|Try again)$/ })).toHaveCount(0)
  return ask
}

/** The page frame a render failure leaves: heading and message, with the way to try again. */
async function pageError(page: Page, message: RegExp) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  const alert = main.getByRole('alert').filter({ hasText: message })
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  return main
}

export const FAILURES: readonly AxeCase[] = [
  {
    name: 'an edit form refused by a business rule (400, shape 1)',
    path: `/listings/${RESTRICTED_LISTING}`,
    connection: HARBOR_POINT,
    ready: async (page) => {
      const form = listingForm(page)
      await expect(form.getByRole('textbox', { name: 'Lot number' })).toHaveValue('LU0642F')
      await form.getByRole('button', { name: 'Save listing' }).click()
      // The service's own words above the buttons; the form stays open for the user.
      await expect(form.getByRole('alert')).toHaveText(/^New Jersey pharmacies cannot change marketplace/)
      await expect(form.getByRole('textbox', { name: 'Price' })).toBeEnabled()
      return form
    },
  },
  {
    name: 'the delete draft dialog refused with 409 (no longer Pending)',
    path: '/drafts',
    ready: (page) =>
      finalRefusal(
        page,
        409,
        'The draft listing is Published; only a Pending draft can be deleted.',
        /^This draft is no longer pending, so it cannot be deleted\./,
      ),
  },
  {
    name: 'the delete draft dialog refused with 403 (another group)',
    path: '/drafts',
    ready: (page) =>
      finalRefusal(
        page,
        403,
        'This draft listing belongs to another group.',
        /^This draft belongs to another group, so it cannot be deleted with this connection\./,
      ),
  },
  {
    name: 'the delete draft dialog after the connection failed',
    path: '/drafts',
    ready: async (page) => {
      const ask = await deleteAnswered(page, (route) => route.abort('connectionreset'))
      await expect(ask.getByRole('alert')).toHaveText(/^The connection failed before the service answered/)
      await expect(ask.getByRole('button', { name: 'Try again' })).toBeEnabled()
      return ask
    },
  },
  {
    name: 'the delete draft dialog waiting to resend after a 429',
    path: '/drafts',
    ready: async (page) => {
      // The longest wait the dialog resends by itself after; the check is over long before.
      const ask = await deleteAnswered(page, (route) =>
        route.fulfill({ status: 429, headers: { 'Retry-After': '60' }, body: '' }),
      )
      const notice = ask
        .getByRole('status')
        .filter({ hasText: /^The service asked us to wait before sending/ })
      await expect(notice.getByRole('status').filter({ hasText: COUNTDOWN })).toBeVisible()
      await expect(ask.getByRole('button', { name: 'Deleting…' })).toBeDisabled()
      return ask
    },
  },
  {
    name: 'a page refused with 429: the countdown',
    path: '/listings',
    before: (page) =>
      page.route(LISTING_LIST, (route) =>
        route.fulfill({ status: 429, headers: { 'Retry-After': String(LONG_WAIT_SECONDS) }, body: '' }),
      ),
    ready: async (page) => {
      const main = page.getByRole('main')
      // The shell's countdown at the top, and the page's own message with its countdown and retry.
      await expect(main.getByRole('status').filter({ hasText: COUNTDOWN })).toHaveCount(2)
      const failed = main.getByRole('alert').filter({ hasText: 'The listings could not be loaded' })
      await expect(failed).toContainText('The service is receiving too many requests and asked to wait')
      await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
      return main
    },
  },
  {
    name: 'offline: the notice, and a save that could not be sent',
    path: `/listings/${PENDING_LISTING}`,
    ready: async (page) => {
      const form = await listingOpen(page)
      await page.context().setOffline(true)
      const notice = page.getByRole('status').filter({ hasText: /^You are offline\./ })
      await expect(notice).toBeVisible()
      await form.getByRole('button', { name: 'Save listing' }).click()
      await expect(form.getByRole('alert')).toHaveText(/^The service could not be reached\./)
      return notice
    },
  },
  {
    name: 'the error boundary: a page whose code could not be downloaded',
    path: '/ndc-stats',
    before: (page) => page.route('**/assets/ndc-stats-page-*.js', (route) => route.abort('connectionreset')),
    ready: (page) => pageError(page, /^Part of the dashboard could not be downloaded\./),
  },
  {
    name: 'the error boundary: a page that throws while rendering',
    path: '/ndc-stats',
    // The page's code answered by a module whose page component throws when it renders.
    before: (page) =>
      page.route('**/assets/ndc-stats-page-*.js', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: "export function NdcStatsPage() { throw new Error('The statistics could not be drawn.') }",
        }),
      ),
    ready: async (page) => {
      const main = await pageError(page, /^Something went wrong while showing this page\./)
      await expect(main.getByText('Details: The statistics could not be drawn.')).toBeVisible()
      return main
    },
  },
]
