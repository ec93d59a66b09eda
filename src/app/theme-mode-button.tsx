import { lazy, Suspense, useId, useState } from 'react'
import IconButton from '@mui/material/IconButton'
import { useColorScheme } from '@mui/material/styles'
import { THEME_MODES } from './theme-modes'

// The menu is downloaded on first use: most visits never change the theme.
const ThemeModeMenu = lazy(async () => ({ default: (await import('./theme-mode-menu')).ThemeModeMenu }))

/** Light, dark, or follow the operating system; MUI remembers the choice. */
export function ThemeModeButton() {
  const { mode, setMode } = useColorScheme()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const current = THEME_MODES.find((m) => m.mode === (mode ?? 'system')) ?? THEME_MODES[2]!
  return (
    <>
      <IconButton
        color="inherit"
        title={`Color theme: ${current.label}`}
        aria-label={`Color theme: ${current.label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.icon}
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <ThemeModeMenu
            id={menuId}
            anchor={anchor}
            current={current.mode}
            onChoose={(next) => {
              setMode(next)
              setAnchor(null)
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
