import { expect, test } from '@playwright/test'
import { FRESH_NPIS, openAsSummit, TARGETS } from './support/demo'
import { COUNTDOWN, expectSilentDuringRetryAfter } from './support/expectations'
import { injectFault, type Fault } from './support/faults'
import { READ_ATTEMPTS, runReadFault, type ReadJourney } from './support/read-scenario'
import { cashOfferList, draftSearch, listingList, ndcStats, pharmacies } from './support/read-journeys'
import { RequestLog } from './support/request-log'
import { scenarioTitle } from './support/title'
import { detailRead } from './support/write-journeys'

// Faults injected into each page's reads. A read is safe to repeat: a 429 waits for Retry-After (with
// the countdown shown and nothing sent meanwhile); 5xx, a 200 that is not the service's JSON and lost
// connections are retried with backoff, then shown with "Try again"; offline the read waits for the
// connection; what the user typed always stays. spec: Errors, Retries, Limits

test.describe.configure({ mode: 'parallel' })

const ALL = READ_ATTEMPTS
const scenarios: [ReadJourney, Fault][] = [
  [draftSearch, { kind: '429-seconds' }],
  [draftSearch, { kind: '429-date' }],
  [draftSearch, { kind: '500', times: ALL }],
  [draftSearch, { kind: '503-html', times: ALL }],
  [draftSearch, { kind: 'non-json-200', times: ALL }],
  [draftSearch, { kind: 'reset' }],
  [draftSearch, { kind: 'offline' }],
  [draftSearch, { kind: 'slow' }],
  [draftSearch, { kind: 'timeout' }],
  [ndcStats, { kind: '429-seconds', retryAfterSeconds: 1 }],
  [ndcStats, { kind: '503-html' }],
  [ndcStats, { kind: 'non-json-200' }],
  [ndcStats, { kind: 'reset', times: ALL }],
  [ndcStats, { kind: 'offline' }],
  [ndcStats, { kind: 'slow' }],
  [listingList, { kind: '429-date' }],
  [listingList, { kind: '500', times: ALL }],
  [cashOfferList, { kind: '503-html', times: ALL }],
  [cashOfferList, { kind: 'reset' }],
  [detailRead('listing', '3.11'), { kind: '429-seconds' }],
  [detailRead('listing', '3.12'), { kind: '500' }],
  [detailRead('cashOffer', '1.13'), { kind: '503-html', times: ALL }],
  [pharmacies(FRESH_NPIS[0]!), { kind: '429-date' }],
  [pharmacies(FRESH_NPIS[1]!), { kind: '500' }],
  [pharmacies(FRESH_NPIS[2]!), { kind: 'timeout' }],
]

for (const [journey, fault] of scenarios) {
  test(scenarioTitle(journey.target.name, fault), async ({ page }) => {
    await runReadFault(page, journey, fault)
  })
}

test('draft search · 429-seconds: a term typed during the wait is sent only after Retry-After', async ({
  page,
}) => {
  await page.clock.install()
  const log = RequestLog.attach(page)
  await openAsSummit(page, '/drafts')
  const range = page.getByRole('status').filter({ hasText: / of \d+/ })
  await expect(range).toBeVisible()
  // The page's time stands still from the 429 until released: the countdown stays until it is seen,
  // however slowly a busy machine polls for it (it shows for 2 s otherwise).
  const fault = await injectFault(page, TARGETS.draftSearch, { kind: '429-seconds' }, { holdPageClock: true })
  const box = page.getByRole('searchbox', { name: 'Search drafts' })
  await box.fill('Mupirocin')
  await expect.poll(() => fault.answeredAt.length, 'the 429 answered').toBe(1)
  const countdown = page.getByRole('status').filter({ hasText: COUNTDOWN })
  await expect(countdown).toBeVisible()
  // The limit is per calling IP: a different search would be refused too, so it waits as well.
  await box.fill('Omeprazole')
  await fault.releasePageClock()
  await expect(range).toHaveText(/^1–1 of 1 /)
  await expect(box).toHaveValue('Omeprazole')
  expectSilentDuringRetryAfter(log, TARGETS.draftSearch, fault)
  const bodies = log.of(TARGETS.draftSearch).length
  expect(bodies).toBeGreaterThanOrEqual(3)
})
