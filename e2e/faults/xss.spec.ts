import { expect, test } from '@playwright/test'
import { LISTING, openAsSummit, TARGETS } from './support/demo'
import { RequestLog } from './support/request-log'

// A business-rule refusal (shape 1) carries a message written for pharmacists that the form shows as
// given (spec: Errors > Shape 1, Display guidance). It is text, never markup: a message with an HTML
// payload shows its characters and runs nothing.

const PAYLOAD = '<img src=x onerror="window.__xss=1">'

test('PUT listing · shape-1 refusal whose message is HTML: shown as text, nothing runs, not resent', async ({
  page,
}) => {
  const log = RequestLog.attach(page)
  await page.route(
    (url) => url.pathname === TARGETS.listingPut.path,
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: { message: PAYLOAD, errorCode: 500114, projectType: 'Pharmacy' },
          })
        : route.fallback(),
  )
  await openAsSummit(page, `/listings/${LISTING.id}`)
  const form = page.getByRole('form', { name: 'Edit listing' })
  const price = form.getByRole('textbox', { name: 'Price' })
  await price.fill('3.31')
  await form.getByRole('button', { name: 'Save listing' }).click()

  const alert = form.getByRole('alert')
  await expect(alert).toHaveText(PAYLOAD)
  await expect(alert.locator('img')).toHaveCount(0)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  await expect(price).toHaveValue('3.31')
  await page.waitForTimeout(1500)
  expect(log.count(TARGETS.listingPut)).toBe(1)
})
