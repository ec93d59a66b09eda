import { createTheme } from '@mui/material/styles'

// Light and dark palettes; the mode (light, dark or follow the system) is chosen in the app bar and
// remembered by MUI in localStorage. Colours keep WCAG AA contrast for text on both backgrounds.
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' }, secondary: { main: '#4527a0' } } },
    dark: { palette: { primary: { main: '#4db6ac' }, secondary: { main: '#b39ddb' } } },
  },
  shape: { borderRadius: 8 },
})
