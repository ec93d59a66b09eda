import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { THEME_CSS_FILE, themeVariablesCss } from './theme-css'
import { createAppTheme } from './theme'

const theme = createAppTheme()
const written = readFileSync(THEME_CSS_FILE, 'utf8')

describe('the theme variables stylesheet', () => {
  it('is what the theme generates now (after a change to theme.ts, run `npm run theme-css`)', () => {
    expect(written).toBe(themeVariablesCss(theme))
  })

  it('holds both colour schemes: the light one at the root, the dark one under its attribute', () => {
    expect(written).toMatch(/^:root, \[data-color-scheme="light"\] \{$/m)
    expect(written).toMatch(/^\[data-color-scheme="dark"\] \{$/m)
    expect(written).toContain('--mui-palette-primary-main: #00695c;')
    expect(written).toContain('--mui-palette-primary-main: #4db6ac;')
    expect(written).toContain('color-scheme: dark;')
  })
})
