import { expect, test, type Page, type Response } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { inBothModes } from './bulk-support'
import { demoUser, HUMALOG_LISTING, RIVERSIDE_NPI, signIn } from './sign-in-support'

// What a role cannot do is not offered (src/contract/access.ts; docs/team-server.md, Roles): a viewer
// walks every page of the navigation and the addresses of what it may not do (an editor, the create form,
// the admin's pages), and no page shows a control that would be refused: no Edit link, no row box, no
// "Add NPIs" box, no form, no button that writes. A direct address shows the plain refusal or the
// read-only view with one reason, the role. Every disabled control says why (its description). And the
// pages ask the server only for what the role may read: nothing answers 403.

/** Buttons and links that write, by the words of their names: none may be offered to a viewer. */
const WRITES =
  /^(Edit|Save|Create|Delete|Add|Send|List on|Reprice|New listing|Reset|Pause|Resume|Cancel job|Retry|Deactivate|Start|Set|Clear all)/

async function expectNothingRefusable(page: Page, where: string) {
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: WRITES }), where).toHaveCount(0)
  await expect(main.getByRole('button', { name: WRITES }), where).toHaveCount(0)
  await expect(main.getByRole('checkbox', { name: /^(Select |Page$)/ }), where).toHaveCount(0)
  await expect(main.getByRole('textbox', { name: /NPI/ }), where).toHaveCount(0)
  // A search form reads; a form that creates, edits or adds would be refused.
  await expect(main.getByRole('form', { name: /^(Edit|New|Create|Add)/ }), where).toHaveCount(0)
  await expect(main.getByRole('heading', { name: /^Add / }), where).toHaveCount(0)
  await expect(main.getByText(/can be edited|can be changed by/), where).toHaveCount(0)
}

/** Opens `path` and waits until its reads are done (the app's page, not the server's first paint). */
async function settled(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 })
}

/** Every disabled control on the page has a description that says why it is disabled. */
async function expectDisabledSayWhy(page: Page, where: string) {
  const disabled = page.locator(
    'button:disabled, input:disabled, select:disabled, textarea:disabled, [aria-disabled="true"]',
  )
  for (const control of await disabled.all()) {
    if (!(await control.isVisible())) continue
    await expect(
      control,
      `${where}: ${await control.evaluate((e) => e.outerHTML.slice(0, 120))}`,
    ).toHaveAccessibleDescription(/\S/)
  }
}

test('a viewer is offered nothing its role would be refused; a disabled control says why', async ({
  page,
  baseURL,
}) => {
  // Fourteen pages, each until its reads are done.
  test.slow()
  const refused: string[] = []
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname
    if (response.status() === 403 && /^\/(api|team)\//.test(path))
      refused.push(`${response.request().method()} ${path}`)
  })
  const viewer = demoUser('viewer')
  await signIn(page, viewer.email, viewer.password, '/drafts')
  const offers = await page.request.get(
    `${baseURL}/api/v1/cash-offers?buyingPharmacyNpi=${RIVERSIDE_NPI}&status=0&take=1`,
    { headers: { 'X-Dashboard-Request': '1' } },
  )
  const pendingOffer = ((await offers.json()) as { data: { id: string }[] }).data[0]!.id

  // The navigation offers the pages a viewer may read; not the jobs (it starts none), nor the admin's.
  const nav = page.getByRole('navigation', { name: 'Pages' })
  const links = await nav
    .getByRole('link')
    .evaluateAll((all) =>
      all.map((a) => [a.textContent ?? '', new URL((a as HTMLAnchorElement).href).pathname]),
    )
  expect(links.map(([name]) => name)).toEqual([
    'Draft listings',
    'Marketplace listings',
    'Cash offers',
    'NDC price statistics',
  ])

  // Each page of the navigation, and the group's pharmacies by their address (the editor is an admin's).
  for (const [name, path] of [...links, ['Group NPIs', '/group-npis']]) {
    await settled(page, path!)
    await expectNothingRefusable(page, name!)
    await expectDisabledSayWhy(page, name!)
  }

  // A Pending listing and a Pending offer: read-only, with one reason, the role.
  for (const [path, reason] of [
    [`/listings/${HUMALOG_LISTING}`, 'Your role (viewer) cannot change listings.'],
    [`/cash-offers/${pendingOffer}`, 'Your role (viewer) cannot change cash offers.'],
  ] as const) {
    await settled(page, path)
    await expect(page.getByRole('alert')).toHaveText(reason)
    await expect(page.getByText(/only a Pending .* can be changed/)).toHaveCount(0)
    await expectNothingRefusable(page, path)
    await expectDisabledSayWhy(page, path)
  }

  // The addresses of what a viewer may not do: the plain refusal, naming the role, and nothing else.
  for (const [path, title, reason] of [
    ['/listings/new', 'New listing', 'Your role (viewer) cannot list drugs on the marketplace.'],
    ['/sandbox', 'Sandbox', "Your role (viewer) cannot use the sandbox's controls."],
  ] as const) {
    await settled(page, path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(reason)
    await expectNothingRefusable(page, path)
  }
  // The jobs' address: the viewer has none, and is not invited to start one.
  await settled(page, '/jobs')
  await expect(page.getByRole('table', { name: 'Jobs' })).toContainText('No jobs.')
  await expectNothingRefusable(page, '/jobs')

  // Nothing the pages asked for was refused: each asks only for what the role may read.
  expect(refused).toEqual([])

  // The admin's pages by their address: the server refuses their read (and audits it, as a person's
  // attempt), which the page says, naming the role; no control.
  for (const [path, title, reason] of [
    ['/users', 'Users', "Your role (viewer) cannot read the team's users."],
    ['/audit', 'Audit log', 'Your role (viewer) cannot read the audit log.'],
  ] as const) {
    await settled(page, path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(reason)
    await expectNothingRefusable(page, path)
  }
})

// The viewer's read-only listing, a refusal and the group's pharmacies without the editor, under axe in
// both colour modes, wide and at a phone's width.
for (const width of [1280, 390])
  test(`a viewer's read-only pages under axe at ${width} px, light and dark`, async ({ page }) => {
    // Six runs of axe.
    test.slow()
    const viewer = demoUser('viewer')
    await page.setViewportSize({ width, height: 800 })
    await signIn(page, viewer.email, viewer.password, '/drafts')
    for (const path of [`/listings/${HUMALOG_LISTING}`, '/listings/new', '/group-npis']) {
      await settled(page, path)
      await inBothModes(page, () => expectNoAxeViolations(page))
    }
  })

test('a seller’s disabled bulk actions say why: nothing chosen yet', async ({ page }) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password, '/drafts')
  const why = 'Choose drafts in the table to list or delete them.'
  for (const name of ['List on marketplace…', 'Delete…'])
    await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(why)
  await page.goto('/listings?status=Pending')
  await expect(page.getByRole('button', { name: 'Reprice 0 listings…' })).toHaveAccessibleDescription(
    'Choose Pending listings in the table to reprice them.',
  )
})
