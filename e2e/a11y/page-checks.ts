import type { Locator, Page } from '@playwright/test'
import { startConnected } from '../support/connect'
import type { AxeCase } from './axe-cases'

// What the page-size checks measure (phone-pages.spec.ts), each as a list of what
// is wrong, so a failure names every offender: targets too small for a finger or a mouse, a page that
// scrolls sideways, a table wider than its box, a list table not drawn as cards, text cut short.

/** Opens a case of the accessibility suite as a user comes to it, and waits for its state. */
export async function openCase(page: Page, c: AxeCase): Promise<Locator> {
  await c.before?.(page)
  if (c.disconnected) await page.goto(c.path)
  else await startConnected(page, c.path, c.connection)
  return c.ready(page)
}

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
export async function smallTargets(page: Page, min: number): Promise<Target[]> {
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

/** How much wider than the window the page is (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
}

/** Every table on screen that is wider than the box it sits in, by its name. */
export async function tablesWiderThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table'))
      .filter((t) => t.getBoundingClientRect().width > 0)
      .filter((t) => t.getBoundingClientRect().width > t.parentElement!.clientWidth + 0.5)
      .map(
        (t) =>
          `${t.getAttribute('aria-label') ?? t.caption?.textContent ?? 'table'}: ${Math.round(
            t.getBoundingClientRect().width,
          )} px in ${t.parentElement!.clientWidth} px`,
      ),
  )
}

/**
 * The list tables (drafts, listings, cash offers) that are not cards on a phone: their headers shown,
 * a row wider than the window, or a row without its actions at its foot.
 */
export async function listTablesNotAsCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = []
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('table.list-table'))) {
      const name = table.getAttribute('aria-label') ?? 'table'
      if (table.tHead && getComputedStyle(table.tHead).display !== 'none')
        wrong.push(`${name}: headers shown`)
      const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr.list-row'))
      if (rows.length === 0) wrong.push(`${name}: no rows`)
      for (const [i, row] of rows.entries()) {
        const box = row.getBoundingClientRect()
        if (getComputedStyle(row).display !== 'block') wrong.push(`${name}, row ${i + 1}: not a card`)
        if (box.left < 0 || box.right > window.innerWidth)
          wrong.push(`${name}, row ${i + 1}: wider than the window`)
        const actions = row.querySelectorAll('.card-actions a[href], .card-actions button')
        if (actions.length === 0) wrong.push(`${name}, row ${i + 1}: no actions`)
      }
    }
    return wrong
  })
}

/**
 * Text cut short inside `root`: an element whose text runs past its box, hidden (an ellipsis or a clip),
 * by its text. Elements matching `allowed` may cut (a 50-character lot number, whole in its title).
 */
export async function cutText(root: Locator, allowed = ''): Promise<string[]> {
  return root.evaluate((element, allowed) => {
    const cut: string[] = []
    for (const e of [element, ...Array.from(element.querySelectorAll<HTMLElement>('*'))]) {
      if (!(e instanceof HTMLElement) || (allowed && e.closest(allowed))) continue
      const style = getComputedStyle(e)
      if (style.display === 'none' || style.overflowX === 'visible' || !e.textContent?.trim()) continue
      // A box that scrolls (overflow: auto) shows the rest by scrolling: only hidden text is cut.
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue
      if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) {
        cut.push(`"${e.textContent.trim().slice(0, 60)}" (${e.clientWidth} of ${e.scrollWidth} px)`)
      }
    }
    return cut
  }, allowed)
}

/**
 * Text a box cuts short anywhere under `root` (but inside `allowed`): wider than its box that hides the
 * rest, or taller by more than part of a line. Not text hidden on purpose (for a screen reader, a box of
 * a pixel or none; an outlined field's notch, which repeats its label invisibly).
 */
export async function textCutShort(root: Locator, allowed = ''): Promise<string[]> {
  return root.evaluate((element, allowed) => {
    const cut: string[] = []
    for (const e of Array.from(element.querySelectorAll<HTMLElement>('*'))) {
      if (allowed && e.closest(allowed)) continue
      const style = getComputedStyle(e)
      if (style.display === 'none' || style.visibility === 'hidden' || !e.textContent?.trim()) continue
      if (e.clientWidth <= 1 || e.clientHeight <= 1) continue
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip'
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip'
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
      if (
        (hidesX && e.scrollWidth > e.clientWidth + 1) ||
        (hidesY && e.scrollHeight > e.clientHeight + line / 2)
      ) {
        cut.push(
          `"${e.textContent.trim().slice(0, 60)}" (${e.clientWidth} by ${e.clientHeight} of ${e.scrollWidth} by ${e.scrollHeight} px)`,
        )
      }
    }
    return cut
  }, allowed)
}

/**
 * The words (runs of non-spaces, or what `unit` matches, e.g. a quantity's "(60 EA)") that the browser
 * broke over two lines inside `root`'s cells matching `cells`, by their text: a list breaks between
 * words, never inside one.
 */
export async function splitWords(root: Locator, cells: string, unit = '\\S+'): Promise<string[]> {
  return root.evaluate(
    (table, [cells, unit]) => {
      const split: string[] = []
      const lines = (range: Range) =>
        new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size
      for (const cell of Array.from(table.querySelectorAll<HTMLElement>(cells))) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (const match of text.matchAll(new RegExp(unit, 'g'))) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            if (lines(range) > 1) split.push(match[0])
          }
        }
      }
      return split
    },
    [cells, unit] as const,
  )
}
