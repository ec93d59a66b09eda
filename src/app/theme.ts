import { createTheme } from '@mui/material/styles'

// Light and dark palettes; the mode (light, dark or follow the system) is chosen in the app bar and
// remembered by MUI in localStorage. Colours keep WCAG AA contrast for text on both backgrounds.
//
// A function, called when the app first renders (providers.tsx): building the theme takes about 15 ms on
// the development machine and several times that on a phone, which then runs in a task of its own instead of lengthening the entry's evaluation.
export const createAppTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'data-color-scheme' },
    colorSchemes: {
      // Filled alerts (toasts) put white text on `main` in light mode and on `dark` in dark mode: these
      // shades keep 4.5:1 where MUI's defaults for info and success do not.
      light: {
        palette: { primary: { main: '#00695c' }, secondary: { main: '#4527a0' }, info: { main: '#01579b' } },
      },
      dark: {
        palette: {
          primary: { main: '#4db6ac' },
          secondary: { main: '#b39ddb' },
          info: { main: '#29b6f6', dark: '#01579b' },
          success: { main: '#66bb6a', dark: '#1b5e20' },
        },
      },
    },
    shape: { borderRadius: 8 },
    components: {
      // A Stack with spacing spaces its children by the flex gap, not by a margin on each child after the
      // first as MUI does by default: that rule (".stack > :not(style) ~ :not(style)") matches any element
      // that follows a sibling, and while it is in the page a browser re-styles every cell of a table's
      // body each time a row is put in or taken out (bench/performance-log.md, section "2026-11-26, late: one
      // rule of MUI's Stack re-styled every table body"). The children's own margins are
      // reset as MUI's margins did, so a Stack looks as it did. (A Stack that keeps its children's margins
      // sets a gap in sx and no spacing.)
      MuiStack: {
        defaultProps: { useFlexGap: true },
        styleOverrides: {
          root: ({ ownerState }) => !!ownerState.spacing && { '&>:not(style):not(style)': { margin: 0 } },
        },
      },
      // A field's helper text says what the field takes and why; it stays readable (4.5:1) when the field
      // is disabled (e.g. a form locked after a 409), where MUI would grey it to 2.7:1.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-disabled:not(.Mui-error)': { color: (theme.vars ?? theme).palette.text.secondary },
          }),
        },
      },
      MuiButton: {
        styleOverrides: {
          // A contained error button (delete, leave without saving) puts white text on error.main: 3.7:1 in
          // dark mode, where error.main is light. error.dark keeps 4.5:1 there.
          root: ({ theme, ownerState }) =>
            ownerState.variant === 'contained' && ownerState.color === 'error'
              ? theme.applyStyles('dark', {
                  backgroundColor: (theme.vars ?? theme).palette.error.dark,
                  '&:hover': {
                    backgroundColor: (theme.vars ?? theme).palette.error.dark,
                    filter: 'brightness(0.9)',
                  },
                })
              : {},
        },
      },
    },
  })

// The theme has CSS variables (cssVariables above): MUI's types then offer what goes with them, such as
// the provider's disableStyleSheetGeneration (providers.tsx).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true
  }
}
