import { expect, test, type Page } from '@playwright/test'
import { startConnected } from '../support/connect'
import { PAGES, type AxeCase } from './axe-cases'

// Targets a finger and a mouse can hit: on a touch screen every control at least 44 by 44 CSS px (WCAG
// 2.5.5, Apple's and Material's guidance), and everywhere at least 24 by 24 (WCAG 2.2, 2.5.8). Each page
// of the axe suite, in the state it opens in, measures every control it shows.

test.describe.configure({ mode: 'parallel' })

interface Target {
  what: string
  width: number
  height: number
}

/**
 * Every visible control's box, less the exceptions WCAG allows: a link inside a sentence (its size is
 * the text's), and a native control hidden under the component drawn for it (MUI's checkboxes and
 * switches: the box measured is the component's, which the hidden input fills).
 */
async function smallTargets(page: Page, min: number): Promise<Target[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="combobox"]',
      '[role="tab"]',
      '[role="menuitem"]',
    ].join(',')
    const small: { what: string; width: number; height: number }[] = []
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      let box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      // A visually hidden control (a skip link before it is focused) is not a target on screen.
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.bottom <= 0) continue
      // A native input drawn by a component: the component's box is the target.
      if (element instanceof HTMLInputElement && style.opacity === '0' && element.parentElement) {
        box = element.parentElement.getBoundingClientRect()
      }
      // A text field's input (or a select's button) sits inside its outlined frame, which is what a finger hits.
      const frame = element.closest('.MuiInputBase-root')
      if (frame) box = frame.getBoundingClientRect()
      // WCAG 2.5.8 "Inline": a link in a sentence or a paragraph of text.
      if (element.tagName === 'A' && style.display === 'inline') {
        const parent = element.parentElement
        const text = parent?.textContent ?? ''
        if (parent && text.trim().length > (element.textContent ?? '').trim().length + 10) continue
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.getAttribute('name') ??
          ''
        const type = element.getAttribute('type')
        small.push({
          what: `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name || element.id}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        })
      }
    }
    return small
  }, min)
}

async function open(page: Page, c: AxeCase): Promise<void> {
  await c.before?.(page)
  if (c.disconnected) await page.goto(c.path)
  else await startConnected(page, c.path, c.connection)
  await c.ready(page)
}

test.describe('on a touch screen, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  for (const c of PAGES) {
    test(`${c.name}: every control at least 44 by 44 px`, async ({ page }) => {
      await open(page, c)
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
      expect(await smallTargets(page, 44)).toEqual([])
    })
  }
})

test.describe('with a mouse, 1280 by 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const c of PAGES) {
    test(`${c.name}: every control at least 24 by 24 px`, async ({ page }) => {
      await open(page, c)
      expect(await smallTargets(page, 24)).toEqual([])
    })
  }
})
