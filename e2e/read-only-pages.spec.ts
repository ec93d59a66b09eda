import { expect, test, type Page } from '@playwright/test'
import { startConnected } from './support/connect'

// A listing or cash offer that is no longer Pending has one meaning: its list links it as "View", and its
// page shows its values with the reason it can no longer be changed; nothing to type into, no Save (the
// service would refuse it: 409). Pending ones keep "Edit" and the form. spec: Status rules.
// Demo data: server/scenarios/README.md (listings and offers exist in every status).

/** Every kind of control a person could change a value with, inside the page's main region. */
async function expectNothingToChange(page: Page) {
  const main = page.getByRole('main')
  for (const role of ['textbox', 'checkbox', 'combobox', 'spinbutton', 'radio', 'switch'] as const) {
    await expect(main.getByRole(role), role).toHaveCount(0)
  }
  await expect(main.getByRole('button', { name: /^Save/ })).toHaveCount(0)
  await expect(main.getByRole('form')).toHaveCount(0)
}

test('an Accepted listing\'s "View" opens its values read-only, with the reason; back asks nothing', async ({
  page,
}) => {
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url())
  })
  await startConnected(page, '/listings?status=Accepted')
  const table = page.getByRole('table', { name: 'Listings' })
  // The Accepted Mupirocin listing is one full 22 GM tube.
  await table
    .getByRole('link', { name: /^View listing Mupirocin/ })
    .first()
    .click()

  await expect(page.getByRole('heading', { level: 1, name: 'Listing', exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Listing · Pharmacy Marketplace')
  await expect(page.getByRole('alert')).toHaveText(
    'This listing has been accepted: only a Pending listing can be changed.',
  )
  const details = page.getByRole('region', { name: 'Listing details' })
  await expect(details).toContainText('Quantity1 package (22 GM)')
  await expectNothingToChange(page)

  await page.getByRole('main').getByRole('link', { name: 'Back to listings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace listings' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(puts).toEqual([])
})

test('a Cancelled listing says it is cancelled; a Pending one keeps "Edit" and its form', async ({
  page,
}) => {
  await startConnected(page, '/listings?status=Cancelled')
  await page
    .getByRole('table', { name: 'Listings' })
    .getByRole('link', { name: /^View listing/ })
    .first()
    .click()
  await expect(page.getByRole('alert')).toHaveText(
    'This listing is cancelled: only a Pending listing can be changed.',
  )
  await expectNothingToChange(page)

  await page.goto('/listings?status=Pending')
  await page
    .getByRole('table', { name: 'Listings' })
    .getByRole('link', { name: /^Edit listing/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Edit listing' })
  await expect(form.getByRole('textbox', { name: 'Lot number' })).toBeEditable()
  await expect(form.getByRole('button', { name: 'Save listing' })).toBeVisible()
})

test('a Completed cash offer\'s "View" opens its values read-only, with the reason', async ({ page }) => {
  await startConnected(page, '/cash-offers?status=Completed')
  await page
    .getByRole('table', { name: 'Cash offers' })
    .getByRole('link', { name: /^View cash offer/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cash offer', exact: true })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'This cash offer is completed: only a Pending cash offer can be changed.',
  )
  await expect(page.getByRole('region', { name: 'Cash offer details' })).toContainText(
    'Price for the quantity$',
  )
  await expectNothingToChange(page)
})
