import { expect, test } from '@playwright/test'
import { expectStartedEarly, logApiRequests, note, trace } from '../support/first-request-trace'
import { demoUser, HUMALOG_LISTING, signIn } from './sign-in-support'

// Signed in, a page's first request starts with the app's code too (docs/decisions/0008): from the
// session the server put into the page, with the session's cookie and no key, and the page's query takes
// it over. A reload is a cold load of a signed-in page.

const SEARCH_PATH = '/api/v1/draft-listings/search'
const LISTING_PATH = `/api/v1/marketplace-listings/${HUMALOG_LISTING}`

test('drafts, signed in: one draft search, started before the entry finished evaluating', async ({
  page,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  const log = logApiRequests(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(SEARCH_PATH)) sent.push(request.headers()['x-service-auth'] ?? 'no key')
  })
  await page.reload()
  await expect(page.getByRole('table', { name: 'Draft listings' }).getByRole('cell').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(log.filter((r) => r === `POST ${SEARCH_PATH}`)).toHaveLength(1)
  expect(sent).toEqual(['no key'])
  const t = await trace(page, SEARCH_PATH)
  note('drafts, signed in', t)
  expectStartedEarly(t)
})

test('listing edit, signed in: one listing read, started before the entry finished evaluating', async ({
  page,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, `/listings/${HUMALOG_LISTING}`)
  const log = logApiRequests(page)
  await page.reload()
  await expect(page.getByLabel('Lot number')).not.toHaveValue('')
  await page.waitForLoadState('networkidle')
  expect(log.filter((r) => r === `GET ${LISTING_PATH}`)).toHaveLength(1)
  const t = await trace(page, LISTING_PATH)
  note('listing edit, signed in', t)
  expectStartedEarly(t)
})
