import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { startConnected } from './support/connect'
import { tabTo } from './support/keyboard'

// An admin adds pharmacies to the group by NPI: chips checked with the NPI rule, a summary before
// sending, the outcome, and the lists from the service. spec: Endpoints > 6, Authentication (pending
// pharmacies are not members: acting for one is refused with 403)

// Demo facts (server/scenarios/README.md "The demo scenario").
const REGISTERED_IN_NO_GROUP = 1976403521
const NEVER_REGISTERED = 1883062741
const GROUPS = [
  { apiKey: 'demo-riverside-key', pharmacyNpi: 1234567893, groupName: 'Riverside Health Group' },
  { apiKey: 'demo-lakeside-key', pharmacyNpi: 1507382160, groupName: 'Lakeside Pharmacies' },
  { apiKey: 'demo-summit-key', pharmacyNpi: 1450928662, groupName: 'Summit Rx Cooperative' },
] as const

type PharmacySearch = { members: { npi: number }[]; pendingInvitations: { npi: number }[] }

async function groupOf(request: APIRequestContext, apiKey: string): Promise<PharmacySearch> {
  const response = await request.get('/api/v1/pharmacies/search', { headers: { 'X-SERVICE-AUTH': apiKey } })
  expect(response.status()).toBe(200)
  return (await response.json()) as PharmacySearch
}

const field = (page: Page) => page.getByRole('textbox', { name: 'Add NPIs' })
const chips = (page: Page) => page.getByRole('list', { name: 'Entered NPIs' }).getByRole('listitem')
const summary = (page: Page) => page.getByRole('region', { name: 'What will happen' })

/** A real paste (clipboard and Ctrl+V), as an admin pastes a column copied from a spreadsheet. */
async function paste(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field(page).focus()
  await page.keyboard.press('ControlOrMeta+V')
}

test('pasting "1234567893, 1234567890 1234567893" gives one valid, one invalid and one duplicate chip', async ({
  page,
}) => {
  await startConnected(page, '/group-npis')
  await expect(page.getByRole('table', { name: /^Members/ })).toBeVisible()
  await paste(page, '1234567893, 1234567890 1234567893')

  await expect(chips(page)).toHaveCount(3)
  await expect(chips(page)).toHaveText([
    // The acting pharmacy is already a member of Riverside: valid, and the chip says both.
    '1234567893 · Valid — already a member',
    '1234567890 · InvalidThis NPI is not valid: its last digit (check digit) does not match. Check the number for a typo.',
    '1234567893 · Duplicate — entered above, sent once',
  ])
  await expect(field(page)).toHaveValue('')
  await expect(summary(page)).toContainText('3 NPIs entered: 1 valid, 1 invalid, 1 duplicate.')
  await expect(summary(page)).toContainText('Already a member, no change: 1234567893.')
  await expect(page.getByRole('button', { name: 'Send 1 NPI' })).toBeEnabled()

  // Keyboard: a chip is removed with its own button.
  const remove = page.getByRole('button', { name: 'Remove 1234567890' })
  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  await expect(chips(page)).toHaveCount(2)
  await expect(summary(page)).toContainText('2 NPIs entered: 1 valid, 0 invalid, 1 duplicate.')
})

test('a registered NPI becomes a member and an unknown one a pending invitation that still gets 403', async ({
  page,
  request,
}) => {
  // The first demo group that has neither NPI yet (the sandbox keeps its data while it runs).
  let chosen: (typeof GROUPS)[number] | undefined
  for (const group of GROUPS) {
    const { members, pendingInvitations } = await groupOf(request, group.apiKey)
    const has = (list: { npi: number }[], npi: number) => list.some((item) => item.npi === npi)
    if (!has(members, REGISTERED_IN_NO_GROUP) && !has(pendingInvitations, NEVER_REGISTERED)) {
      chosen = group
      break
    }
  }
  expect(chosen, 'a demo group without the two NPIs').toBeDefined()
  const group = chosen!
  await startConnected(page, '/group-npis', { ...group, pharmacyName: null })
  await expect(page.getByText(`Group: ${group.groupName}`)).toBeVisible()
  const members = page.getByRole('table', { name: /^Members/ })
  const invitations = page.getByRole('table', { name: /^Pending invitations/ })
  await expect(members).toBeVisible()
  await expect(members.getByRole('rowheader', { name: String(REGISTERED_IN_NO_GROUP) })).toHaveCount(0)

  await field(page).fill(`${REGISTERED_IN_NO_GROUP} ${NEVER_REGISTERED}`)
  await field(page).press('Enter')
  await expect(chips(page)).toHaveText([
    `${REGISTERED_IN_NO_GROUP} · Valid — will be added`,
    `${NEVER_REGISTERED} · Valid — will be added`,
  ])
  await expect(summary(page)).toContainText(
    `2 NPIs will be added (${REGISTERED_IN_NO_GROUP}, ${NEVER_REGISTERED}): registered pharmacies become members, others become pending invitations until the pharmacy registers.`,
  )

  const posted = page.waitForRequest((req) => req.url().endsWith('/api/v1/groups/npi-update'))
  await page.getByRole('button', { name: 'Send 2 NPIs' }).click()
  expect((await posted).postDataJSON()).toEqual([REGISTERED_IN_NO_GROUP, NEVER_REGISTERED])
  const outcome = page.getByRole('status').filter({ hasText: 'Update applied' })
  await expect(outcome.getByRole('listitem')).toHaveText([
    `Added as members: ${REGISTERED_IN_NO_GROUP}`,
    `Invited (pending until the pharmacy registers): ${NEVER_REGISTERED}`,
  ])
  await expect(members.getByRole('rowheader', { name: `${REGISTERED_IN_NO_GROUP} New` })).toBeVisible()
  await expect(invitations.getByRole('rowheader', { name: `${NEVER_REGISTERED} New` })).toBeVisible()
  await expect(members.getByRole('rowheader', { name: new RegExp(`^${NEVER_REGISTERED}`) })).toHaveCount(0)
  await expect(chips(page)).toHaveCount(0)

  // The lists are the service's: after a reload they say the same.
  await page.reload()
  await expect(members.getByRole('rowheader', { name: String(REGISTERED_IN_NO_GROUP) })).toBeVisible()
  await expect(invitations.getByRole('rowheader', { name: String(NEVER_REGISTERED) })).toBeVisible()

  // spec: Authentication: a pending pharmacy is not a member, so acting for it is refused; the new member is not.
  const actAs = (pharmacyNpi: number) =>
    request.post('/api/v1/draft-listings/search', {
      headers: { 'X-SERVICE-AUTH': group.apiKey },
      data: { pharmacyNpi, take: 1 },
    })
  const pending = await actAs(NEVER_REGISTERED)
  expect(pending.status()).toBe(403)
  expect(await pending.json()).toMatchObject({
    error: 'Forbidden',
    statusCode: 403,
    message: expect.any(String),
  })
  expect((await actAs(REGISTERED_IN_NO_GROUP)).status()).toBe(200)
})

test('axe finds no violations with chips, summary and lists, in light and dark mode', async ({ page }) => {
  await startConnected(page, '/group-npis')
  await expect(page.getByRole('table', { name: /^Pending invitations/ })).toBeVisible()
  await field(page).fill('1234567893, 1234567890 1234567893 1615274085 12345 1976403521')
  await field(page).press('Enter')
  await expect(chips(page)).toHaveCount(6)
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expectNoAxeViolations(page)
})
