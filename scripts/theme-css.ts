// `npm run theme-css`: writes the theme's CSS variables (src/app/theme-css.ts) after a change to the theme.
import { writeFileSync } from 'node:fs'
import { THEME_CSS_FILE, themeVariablesCss } from '../src/app/theme-css'
import { createAppTheme } from '../src/app/theme'

writeFileSync(THEME_CSS_FILE, themeVariablesCss(createAppTheme()))
console.log(`wrote ${THEME_CSS_FILE}`)
