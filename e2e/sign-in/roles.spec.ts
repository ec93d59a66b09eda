import { expect, test } from '@playwright/test'
import { HUMALOG_LISTING, demoUser, signIn } from './sign-in-support'

// The dashboard hides what the signed-in role cannot do (the server refuses it anyway: session.spec.ts).
// src/contract/access.ts; docs/team-server.md, Roles.

test('a viewer reads a listing without a form, and is offered no editor, delete or new listing', async ({
  page,
}) => {
  const viewer = demoUser('viewer')
  await signIn(page, viewer.email, viewer.password)
  const nav = page.getByRole('navigation', { name: 'Pages' })
  await expect(nav.getByRole('link', { name: 'Draft listings' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Group NPIs' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Sandbox' })).toHaveCount(0)
  // The drafts are listed, without their actions.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Delete draft / })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^List on marketplace: / })).toHaveCount(0)

  await page.goto(`/listings/${HUMALOG_LISTING}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Listing' })).toBeVisible()
  // One reason, the true one: the role (never the listing's status, which would allow a change).
  await expect(page.getByRole('alert')).toHaveText('Your role (viewer) cannot change listings.')
  await expect(page.getByRole('form', { name: 'Edit listing' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save listing' })).toHaveCount(0)
})

test('a seller is offered the drafts’ actions and the listing form, not the group NPI editor', async ({
  page,
}) => {
  const seller = demoUser('seller')
  await signIn(page, seller.email, seller.password)
  const nav = page.getByRole('navigation', { name: 'Pages' })
  await expect(page.getByRole('button', { name: /^Delete draft / }).first()).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Group NPIs' })).toHaveCount(0)
  await page.goto(`/listings/${HUMALOG_LISTING}`)
  await expect(
    page.getByRole('form', { name: 'Edit listing' }).getByRole('button', { name: 'Save listing' }),
  ).toBeVisible()
})

test('an admin is offered the group NPI editor', async ({ page }) => {
  const admin = demoUser('admin')
  await signIn(page, admin.email, admin.password)
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Group NPIs' }),
  ).toBeVisible()
})
