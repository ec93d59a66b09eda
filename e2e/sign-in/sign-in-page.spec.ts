import { expect, test } from '@playwright/test'
import { WRONG_CREDENTIALS } from '../../server/team/sign-in'
import { expectNoAxeViolations } from '../support/axe'
import { demoUser } from './sign-in-support'

// The sign-in page (sign-in.html, filled in by the server): axe finds nothing in light and dark, with a
// refusal shown too; it works by keyboard alone and at 390 px wide. Its first-screen budget (120 KiB
// gzipped) is held by bench/bundle-size.ts.

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on /sign-in in ${mode} mode, before and after a refused sign-in`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: mode })
    await page.goto('/sign-in')
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expectNoAxeViolations(page)

    const form = page.locator('form[data-main]')
    await form.getByLabel('E-mail address').fill(demoUser('viewer').email)
    await form.getByLabel('Password').fill('not the password at all')
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })
}

test('/sign-in by keyboard alone at 390 px wide, into the app', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sign-in')
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const viewer = demoUser('viewer')
  const email = page.locator('form[data-main]').getByLabel('E-mail address')
  // Tab reaches the e-mail field first (the header holds no control), then the password, then the button.
  await page.keyboard.press('Tab')
  await expect(email).toBeFocused()
  await page.keyboard.type(viewer.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(viewer.password)
  await page.keyboard.press('Tab')
  await expect(
    page.locator('form[data-main]').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('banner')).toContainText(`${viewer.name} · viewer`)
})
