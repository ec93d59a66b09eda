import Stack from '@mui/material/Stack'
import { ThemeProvider } from '@mui/material/styles'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppTheme } from './theme'

// The theme's Stack (theme.ts): spacing by the flex gap, the children's own margins reset as before, and
// no rule in the page that matches any element after a sibling (with one, every row put into a table body
// re-styles the whole body).

afterEach(cleanup)

const rulesInPage = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .map((rule) => rule.cssText)

describe('the theme’s Stack', () => {
  it('spaces its children by the gap, resets their margins, and puts no sibling rule in the page', () => {
    render(
      <ThemeProvider theme={createAppTheme()}>
        <style>{'.own { margin-top: 40px }'}</style>
        <Stack spacing={2} data-testid="spaced">
          <p className="own">one</p>
          <p className="own">two</p>
        </Stack>
        <Stack sx={{ gap: 1 }}>
          <p className="own">three</p>
        </Stack>
      </ThemeProvider>,
    )
    const rules = rulesInPage()
    expect(rules.some((rule) => rule.includes('~'))).toBe(false)
    // The theme's spacing is a CSS variable: two of it.
    expect(getComputedStyle(screen.getByTestId('spaced')).gap).toContain('2 * var(--mui-spacing)')
    expect(getComputedStyle(screen.getByText('two')).marginTop).toBe('0px')
    // A Stack without spacing leaves its children's margins alone, as MUI's does.
    expect(getComputedStyle(screen.getByText('three')).marginTop).toBe('40px')
  })
})
