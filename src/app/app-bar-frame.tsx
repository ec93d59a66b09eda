import { styled } from '@mui/material/styles'

// The app bar drawn from the theme as MUI's AppBar (position fixed, colour primary, on a Paper of
// elevation 4) and Toolbar draw it. The shell has one bar: MUI's two components brought Paper, every
// position and colour variant and their class machinery onto every first screen for these rules.

/** The bar: fixed at the top, primary colour, MUI's elevation 4 (its shadow, and its overlay in dark). */
export const AppHeader = styled('header')(({ theme }) => {
  const vars = theme.vars ?? theme
  return {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    boxSizing: 'border-box',
    flexShrink: 0,
    position: 'fixed',
    zIndex: vars.zIndex.appBar,
    top: 0,
    left: 'auto',
    right: 0,
    // A fixed bar would be printed on every page.
    '@media print': { position: 'absolute' },
    '--AppBar-background': vars.palette.primary.main,
    '--AppBar-color': vars.palette.primary.contrastText,
    backgroundColor: 'var(--AppBar-background)',
    color: 'var(--AppBar-color)',
    // Dark mode keeps the bar dark, as MUI's AppBar does without enableColorOnDark.
    ...theme.applyStyles('dark', {
      backgroundColor: 'var(--mui-palette-AppBar-darkBg, var(--AppBar-background))',
      color: 'var(--mui-palette-AppBar-darkColor, var(--AppBar-color))',
    }),
    transition: theme.transitions.create('box-shadow'),
    boxShadow: vars.shadows[4],
    backgroundImage: theme.vars?.overlays[4],
  }
})

/** A row of the bar, and the space the fixed bar takes above the page: MUI's regular Toolbar. */
export const ToolbarRow = styled('div')(({ theme }) => {
  // The mixin's heights (56, 48 on a landscape phone, 64 from sm) with the gutters, 24 from sm: one
  // rule per width, in the mixin's order, so the landscape height never wins over sm's.
  const toolbar = theme.mixins.toolbar as Record<string, unknown>
  const sm = theme.breakpoints.up('sm')
  return {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    ...toolbar,
    [sm]: { ...(toolbar[sm] as object), paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  }
})
