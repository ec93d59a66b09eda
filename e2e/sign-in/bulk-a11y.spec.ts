import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { expectNoSidewaysScroll, inBothModes, jobIdOf, rowBoxes, TALL_SCREEN } from './bulk-support'
import { demoUser, signIn } from './sign-in-support'

// The bulk actions' pages and dialogs under axe in light and dark mode, and at a phone's width (the
// tables as cards): the drafts table with a choice, the review before listing, the question before a
// delete, and a job's page.

test.use({ viewport: TALL_SCREEN })

test('the drafts table with a choice, the review and the delete question', async ({ page }) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  await rowBoxes(page).nth(0).check()
  await expect(page.getByRole('region', { name: 'Chosen drafts' }).getByRole('status')).toHaveText(
    '1 draft chosen.',
  )
  await inBothModes(page, () => expectNoAxeViolations(page))

  await page.getByRole('button', { name: 'List on marketplace…' }).click()
  const review = page.getByRole('dialog', { name: 'List on the marketplace' })
  await expect(review.getByRole('textbox', { name: 'Price ($)' })).toBeVisible()
  await inBothModes(page, () => expectNoAxeViolations(page))
  await review.getByRole('button', { name: 'Cancel' }).click()
  await expect(review).toBeHidden()

  await page.getByRole('button', { name: 'Delete…' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete 1 draft?' })
  await expect(ask).toBeVisible()
  await inBothModes(page, () => expectNoAxeViolations(page))
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()

  // A phone: each draft a card, its box there to tap, the review full screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(rowBoxes(page).nth(0)).toBeChecked()
  await rowBoxes(page).nth(1).check()
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'List on marketplace…' }).click()
  await expect(review.getByRole('textbox', { name: 'Price ($)' })).toHaveCount(2)
  await expectNoSidewaysScroll(page)
  await inBothModes(page, () => expectNoAxeViolations(page))
})

test('a job’s page and the list of jobs, wide and at 390 px', async ({ page }) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  await rowBoxes(page).nth(5).check()
  await page.getByRole('button', { name: 'Delete…' }).click()
  await page
    .getByRole('dialog', { name: 'Delete 1 draft?' })
    .getByRole('button', { name: 'Delete drafts' })
    .click()
  await jobIdOf(page)
  await expect(page.getByText(/^Finished: 1 of 1 rows have an outcome\./)).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Job rows' }).getByRole('row').filter({ hasText: 'Deleted' }),
  ).toHaveCount(1)
  await inBothModes(page, () => expectNoAxeViolations(page))

  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page)
  await inBothModes(page, () => expectNoAxeViolations(page))

  await page.getByRole('link', { name: 'All jobs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('link').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await inBothModes(page, () => expectNoAxeViolations(page))
})
