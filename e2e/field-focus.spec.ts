import { expect, test, type Locator, type Page } from '@playwright/test'
import { startConnected } from './support/connect'

// A field's focus is drawn by its stylesheet alone (components/forms/field-frame.tsx): the label floats
// into the outline's notch and the outline turns the primary colour, and both come back on blur, without
// a render. These check what a user sees, in the browser's computed styles.

/** MUI's outlined field: the label inside the outline, or floated into its notch at three quarters. */
const RESTING = 'matrix(1, 0, 0, 1, 14, 16)'
const FLOATED = 'matrix(0.75, 0, 0, 0.75, 14, -9)'

const field = (page: Page, label: string) => {
  const input = page.getByLabel(label, { exact: true })
  // The frame: the label's parent, which holds the label, the outline and the control.
  const frame = page
    .locator('div', { has: input })
    .filter({ has: page.locator('label') })
    .last()
  return { input, label: frame.locator('> label'), outline: frame.locator('fieldset') }
}

async function outlineColour(outline: Locator): Promise<string> {
  return outline.evaluate((element) => getComputedStyle(element).borderTopColor)
}

test('focusing an empty field floats its label and draws a thick outline in the primary colour; blur undoes it', async ({
  page,
}) => {
  await startConnected(page, '/drafts')
  const search = field(page, 'Search drafts')
  await expect(search.input).toHaveValue('')
  await expect(search.label).toHaveCSS('transform', RESTING)
  await expect(search.outline).toHaveCSS('border-top-width', '1px')
  const resting = await outlineColour(search.outline)

  await search.input.focus()
  await expect(search.label).toHaveCSS('transform', FLOATED)
  await expect(search.outline).toHaveCSS('border-top-width', '2px')
  await expect(search.label).not.toHaveCSS('color', resting)
  const focusedColour = await outlineColour(search.outline)
  expect(focusedColour).not.toBe(resting)
  // The label and the outline take the same colour, the theme's primary.
  await expect(search.label).toHaveCSS('color', focusedColour)

  await search.input.blur()
  await expect(search.label).toHaveCSS('transform', RESTING)
  await expect(search.outline).toHaveCSS('border-top-width', '1px')
  expect(await outlineColour(search.outline)).toBe(resting)
})

test('a field with a value keeps its label floated after blur', async ({ page }) => {
  await startConnected(page, '/drafts')
  const search = field(page, 'Search drafts')
  await search.input.fill('tab')
  await search.input.blur()
  await expect(search.label).toHaveCSS('transform', FLOATED)
  await expect(search.outline).toHaveCSS('border-top-width', '1px')
})
