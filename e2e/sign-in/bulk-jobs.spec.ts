import { expect, test } from '@playwright/test'
import type { ListDraftRow } from '../../src/contract/jobs'
import { addFault, clearFaults, jobIdOf, readJob, readRows, rowBoxes, TALL_SCREEN } from './bulk-support'
import { demoUser, signIn } from './sign-in-support'

// Bulk work from the drafts table (docs/team-server.md, "Bulk jobs"): choose rows with the mouse and the
// keyboard, review a listing's rows, start, pause, resume and cancel a job, come back to it in a new tab,
// and see each row's outcome in the service's own words. The rows each test takes are its own (the
// first page in "Sellable first" order), since the server's data lasts the whole run.

test.use({ viewport: TALL_SCREEN })

test.describe.configure({ mode: 'serial' })

test('a seller chooses drafts by mouse and keyboard, reviews their prices, and lists them', async ({
  page,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  const boxes = rowBoxes(page)
  const count = page.getByRole('region', { name: 'Chosen drafts' }).getByRole('status')
  await expect(count).toHaveText('0 drafts chosen.')

  // A click, then Shift and a click: the rows between are chosen too.
  await boxes.nth(0).click()
  await boxes.nth(2).click({ modifiers: ['Shift'] })
  await expect(count).toHaveText('3 drafts chosen.')
  await expect(boxes.nth(1)).toBeChecked()
  await expect(boxes.nth(3)).not.toBeChecked()

  // Space on a focused box, then Shift and Space: a range from the last one.
  await boxes.nth(5).focus()
  await page.keyboard.press('Space')
  await expect(count).toHaveText('4 drafts chosen.')
  await boxes.nth(7).focus()
  await page.keyboard.press('Shift+Space')
  await expect(boxes.nth(6)).toBeChecked()
  await expect(boxes.nth(7)).toBeChecked()
  await expect(boxes.nth(4)).not.toBeChecked()
  await expect(count).toHaveText('6 drafts chosen.')

  // The page's box, then "every row of this search", with its cap said.
  const pageBox = page.getByRole('checkbox', { name: 'Page' })
  await pageBox.check()
  await expect(boxes.nth(9)).toBeChecked()
  await expect(count).toHaveText('10 drafts chosen.')
  await page.getByRole('button', { name: 'Select every row of this search, up to 1000' }).click()
  await expect(count).toHaveText(/^All \d+ drafts of this search are chosen\.$/)
  await page.getByRole('button', { name: 'Clear the choice' }).click()
  await expect(count).toHaveText('0 drafts chosen.')
  await expect(boxes.nth(0)).not.toBeChecked()

  // Two drafts to list: the review checks each row by the listing's rules before anything is sent.
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await page.getByRole('button', { name: 'List on marketplace…' }).click()
  const review = page.getByRole('dialog', { name: 'List on the marketplace' })
  const prices = review.getByRole('textbox', { name: 'Price ($)' })
  await expect(prices).toHaveCount(2)
  let posted = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/team/jobs') posted += 1
  })
  await prices.nth(0).fill('0')
  await review.getByRole('button', { name: 'Start listing 2 drafts' }).click()
  await expect(review.getByText('Price must be greater than 0.')).toBeVisible()
  expect(posted).toBe(0)

  await prices.nth(0).fill('12.34')
  await prices.nth(1).fill('20')
  const start = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/team/jobs',
  )
  await review.getByRole('button', { name: 'Start listing 2 drafts' }).click()
  const body = (await start).postDataJSON() as { kind: string; rows: ListDraftRow[] }
  expect(body.kind).toBe('listDrafts')
  expect(body.rows.map((row) => row.price)).toEqual([12.34, 20])

  await jobIdOf(page)
  await expect(page.getByRole('heading', { level: 1, name: 'List drafts on the marketplace' })).toBeVisible()
  await expect(page.getByText(/^Finished: 2 of 2 rows have an outcome\./)).toBeVisible()
  const rows = page.getByRole('table', { name: 'Job rows' }).getByRole('row')
  await expect(rows.filter({ hasText: 'Listed' })).toHaveCount(2)
  await expect(rows.filter({ hasText: '$12.34 for ' })).toHaveCount(1)
})

test('a delete job is paused, found where it was in a new tab, resumed and cancelled', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/drafts')
  // Each delete takes 10 s at the service, so a row is still on its way when the test pauses, and
  // again when it cancels, however slow the machine: a row sent finishes, and those not sent are
  // cancelled. (At 2 s a slow machine's clicks came after the last row, and none was left to cancel.)
  await addFault(page.request, baseURL!, 'deleteDraftListing', { kind: 'delay', ms: 10_000 }, 4)
  try {
    const boxes = rowBoxes(page)
    await boxes.nth(7).click()
    await boxes.nth(9).click({ modifiers: ['Shift'] })
    await page.getByRole('button', { name: 'Delete…' }).click()
    const ask = page.getByRole('dialog', { name: 'Delete 3 drafts?' })
    await ask.getByRole('button', { name: 'Delete drafts' }).click()
    const id = await jobIdOf(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Delete drafts' })).toBeVisible()

    await page.getByRole('button', { name: 'Pause' }).click()
    await expect(page.getByText(/^Paused: \d of 3 rows have an outcome\./)).toBeVisible()
    expect((await readJob(page.request, baseURL!, id)).state).toBe('paused')

    // The server runs the job: a new tab at the job's address shows it where it is.
    await page.close()
    const again = await context.newPage()
    await again.goto('/jobs')
    // This job's link: the list holds other delete jobs too (an earlier run's, on the same server).
    await again
      .getByRole('link', { name: 'Delete drafts' })
      .and(again.locator(`[href="/jobs/${id}"]`))
      .click()
    await expect(again).toHaveURL(`/jobs/${id}`)
    await expect(again.getByText(/^Paused: \d of 3 rows have an outcome\./)).toBeVisible()

    await again.getByRole('button', { name: 'Resume' }).click()
    await expect(again.getByText(/^Running: /)).toBeVisible()
    await again.getByRole('button', { name: 'Cancel job' }).click()
    await again
      .getByRole('dialog', { name: 'Cancel this job?' })
      .getByRole('button', { name: 'Cancel job' })
      .click()
    await expect(again.getByText(/^Cancelled: \d of 3 rows have an outcome\./)).toBeVisible()
    const job = await readJob(again.request, baseURL!, id)
    expect(job.state).toBe('cancelled')
    expect(job.progress.cancelled).toBeGreaterThanOrEqual(1)
    await expect(again.getByRole('term').filter({ hasText: 'Not sent' })).toBeVisible()
  } finally {
    await clearFaults(context.request, baseURL!)
  }
})

test('a 409 row and a business-rule row show the service’s words; their retry is a new job', async ({
  page,
  baseURL,
}) => {
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password, '/drafts')
  // The first create is refused by business rule 500114 (shape 1), the second with a 409.
  await addFault(page.request, baseURL!, 'createMarketplaceListing', { kind: 'shape', shape: 1 })
  await addFault(page.request, baseURL!, 'createMarketplaceListing', { kind: 'status', status: 409 })
  try {
    const boxes = rowBoxes(page)
    await boxes.nth(2).click()
    await boxes.nth(4).click({ modifiers: ['Shift'] })
    await page.getByRole('button', { name: 'List on marketplace…' }).click()
    const review = page.getByRole('dialog', { name: 'List on the marketplace' })
    for (const price of await review.getByRole('textbox', { name: 'Price ($)' }).all()) await price.fill('15')
    await review.getByRole('button', { name: 'Start listing 3 drafts' }).click()
    const id = await jobIdOf(page)
    await expect(page.getByText(/^Finished: 3 of 3 rows have an outcome\./)).toBeVisible()

    const rows = await readRows(page.request, baseURL!, id)
    const refused = rows.filter((row) => row.state === 'refused')
    expect(refused.map((row) => [row.answer?.status, row.answer?.shape])).toEqual([
      [400, 1],
      [409, 4],
    ])
    const table = page.getByRole('table', { name: 'Job rows' })
    // Each refusal in words, with the service's own message (never a bare status code).
    for (const row of refused) {
      expect(row.answer?.message).toBeTruthy()
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: 'Refused' })
          .filter({ hasText: row.answer!.message!.trim() }),
      ).toHaveCount(1)
    }

    await page.getByRole('button', { name: 'Retry the 2 refused rows' }).click()
    // The address still names the first job until the retry's page is there.
    await expect(page).not.toHaveURL(new RegExp(`/jobs/${id}$`))
    const retry = await jobIdOf(page)
    expect(retry).not.toBe(id)
    await expect(page.getByText('Retries the refused rows of')).toBeVisible()
    await expect(page.getByText(/^Finished: 2 of 2 rows have an outcome\./)).toBeVisible()
    expect((await readJob(page.request, baseURL!, retry)).progress.done).toBe(2)
  } finally {
    await clearFaults(page.request, baseURL!)
  }
})
