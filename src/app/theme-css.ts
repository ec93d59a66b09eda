// The theme's CSS variables as a stylesheet file, written at development time (`npm run theme-css`) into
// theme-variables.css, which the entry imports. MUI would otherwise build the same rules from the theme in
// the browser on every render of its provider and have emotion parse and insert them, about 20 KB of CSS,
// inside the first screen's longest task on a phone. theme-css.test.ts fails when the file and the theme
// disagree. Node only: nothing in the dashboard imports this module.
import type { Theme } from '@mui/material/styles'

export const THEME_CSS_FILE = 'src/app/theme-variables.css'

type Declarations = Record<string, string | number>
type StyleSheet = Record<string, Declarations>

const property = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The rules of `theme.generateStyleSheets()`: selectors with declarations, one level deep. */
export function themeVariablesCss(theme: Theme): string {
  // MUI types the sheets loosely; they are selectors with declarations.
  const sheets = (theme as { generateStyleSheets?: () => unknown }).generateStyleSheets?.() as
    StyleSheet[] | undefined
  if (!sheets) throw new Error('the theme has no CSS variables (createTheme without cssVariables)')
  const rules = sheets.flatMap((sheet) =>
    Object.entries(sheet).map(([selector, declarations]) => {
      const lines = Object.entries(declarations).map(([name, value]) => {
        if (typeof value !== 'string' && typeof value !== 'number') {
          throw new Error(`nested rule under ${selector}: ${name}`)
        }
        return `  ${property(name)}: ${value};`
      })
      return `${selector} {\n${lines.join('\n')}\n}\n`
    }),
  )
  return (
    `/* Generated from src/app/theme.ts by \`npm run theme-css\` (src/app/theme-css.ts): do not edit. */\n` +
    rules.join('')
  )
}
