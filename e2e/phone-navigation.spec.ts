import { expect, test } from '@playwright/test'
import { startConnected } from './support/connect'

// On a phone the navigation is a drawer opened from the app bar's menu button: every page in it can be
// tapped, the first one too (nothing of the app bar lies over it).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the drawer\'s first item, "Draft listings", is on top where it is drawn, and a tap opens it', async ({
  page,
}) => {
  await startConnected(page, '/cash-offers')
  await expect(page.getByRole('heading', { level: 1, name: 'Cash offers' })).toBeVisible()
  await page.getByRole('button', { name: 'Open navigation' }).tap()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  const link = drawer.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Draft listings' })
  await expect(link).toBeVisible()
  // The drawer slides in: measure once it is where it stays (its left edge at the screen's).
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0)

  const box = await link.boundingBox()
  expect(box).not.toBeNull()
  const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 }
  // What a finger at the link's centre touches: the link itself (or something inside it).
  const touched = await link.evaluate((element, { x, y }) => {
    const top = document.elementFromPoint(x, y)
    return top !== null && element.contains(top)
      ? 'the link'
      : `${top?.tagName.toLowerCase()}: "${top?.textContent?.slice(0, 40) ?? ''}"`
  }, centre)
  expect(touched).toBe('the link')

  await page.touchscreen.tap(centre.x, centre.y)
  await expect(page.getByRole('heading', { level: 1, name: 'Draft listings' })).toBeVisible()
  await expect(page).toHaveURL(/\/drafts$/)
  await expect(drawer).toBeHidden()
})
