import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { startConnected, storeConnection } from './support/connect'

// The colour mode chosen in the app bar (light, dark, or the system's) is the one of the very first
// paint: a new tab or a reload never shows the page light and then turns it dark. The first paint is the
// HTML's (docs/decisions/0009); the app's code is held back here, so what the test sees is that paint and
// nothing the app drew.

const NDC_STATS = '/ndc-stats'
const HEADING = 'NDC price statistics'

/** The app's two entries, as index.html names them (vite.config.ts). */
const APP_ENTRIES = /\/assets\/(?:index|first-request)-[\w-]+\.js$/

/**
 * Holds the app's entry scripts until released, so the page shows only what the HTML draws. A new hold
 * for each load (a reload holds them again).
 */
async function holdAppCode(page: Page) {
  let release = () => {}
  let held = Promise.resolve()
  await page.route(APP_ENTRIES, async (route) => {
    await held
    // The page may have gone meanwhile (a reload): its request is then nobody's.
    await route.continue().catch(() => undefined)
  })
  return {
    hold() {
      held = new Promise((resolve) => (release = resolve))
    },
    release: () => release(),
  }
}

/** A new tab of the context, connected (no connection dialog over the app once it runs). */
async function newTab(context: BrowserContext) {
  const page = await context.newPage()
  await storeConnection(page)
  return page
}

/** Chooses a colour mode in the app bar's menu, in a tab of its own, as a person does. */
async function chooseMode(context: BrowserContext, mode: 'Light' | 'Dark' | 'System') {
  const page = await context.newPage()
  await startConnected(page, NDC_STATS)
  await page.getByRole('button', { name: /^Color theme/ }).click()
  await page.getByRole('menuitem', { name: mode }).click()
  await expect(page.getByRole('button', { name: `Color theme: ${mode}` })).toBeVisible()
  await page.close()
}

/** The document's colour scheme and the colours the heading and the app bar are drawn in. */
async function paintedColours(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: HEADING })
  await expect(heading).toBeVisible()
  return {
    // Nothing of the app has run: this is the HTML's paint.
    appRan: await page.evaluate(() => performance.getEntriesByName('marketplace:entry-evaluated').length > 0),
    colorScheme: await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
    ...(await heading.evaluate((element) => {
      // The colour behind an element: its own background, else the nearest ancestor's.
      const background = (from: Element) => {
        for (let e: Element | null = from; e; e = e.parentElement) {
          const colour = getComputedStyle(e).backgroundColor
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
        }
        return 'none'
      }
      return { background: background(element), text: getComputedStyle(element).color }
    })),
    appBar: await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor),
  }
}

const DARK = {
  appRan: false,
  colorScheme: 'dark',
  background: 'rgb(18, 18, 18)',
  text: 'rgb(255, 255, 255)',
  appBar: 'rgb(39, 39, 39)',
}
const LIGHT = {
  appRan: false,
  colorScheme: 'light',
  background: 'rgb(255, 255, 255)',
  text: 'rgba(0, 0, 0, 0.87)',
  appBar: 'rgb(0, 105, 92)',
}

test('dark mode chosen: a new tab and a reload paint the first screen dark', async ({ context }) => {
  await chooseMode(context, 'Dark')
  const page = await newTab(context)
  const app = await holdAppCode(page)

  app.hold()
  await page.goto(NDC_STATS, { waitUntil: 'commit' })
  expect(await paintedColours(page)).toEqual(DARK)
  app.release()
  // The app takes over in the same mode.
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expect(page.getByRole('button', { name: 'Color theme: Dark' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)')

  app.hold()
  await page.reload({ waitUntil: 'commit' })
  expect(await paintedColours(page)).toEqual(DARK)
  app.release()
  await expect(page.getByRole('button', { name: 'Color theme: Dark' })).toBeVisible()
})

test('light mode chosen on a dark system: the first screen is painted light', async ({ context }) => {
  await chooseMode(context, 'Light')
  const page = await newTab(context)
  await page.emulateMedia({ colorScheme: 'dark' })
  const app = await holdAppCode(page)
  app.hold()
  await page.goto(NDC_STATS, { waitUntil: 'commit' })
  expect(await paintedColours(page)).toEqual(LIGHT)
  app.release()
  await expect(page.getByRole('button', { name: 'Color theme: Light' })).toBeVisible()
})

for (const system of ['dark', 'light'] as const) {
  test(`system mode on a ${system} system: the first screen follows the system`, async ({ context }) => {
    await chooseMode(context, 'System')
    const page = await newTab(context)
    await page.emulateMedia({ colorScheme: system })
    const app = await holdAppCode(page)
    app.hold()
    await page.goto(NDC_STATS, { waitUntil: 'commit' })
    expect(await paintedColours(page)).toEqual(system === 'dark' ? DARK : LIGHT)
    app.release()
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', system)
  })
}
