import { useId, useState } from 'react'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useColorScheme } from '@mui/material/styles'
import LightModeIcon from '@mui/icons-material/LightMode'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'

const MODES = [
  { mode: 'light', label: 'Light', icon: <LightModeIcon /> },
  { mode: 'dark', label: 'Dark', icon: <DarkModeIcon /> },
  { mode: 'system', label: 'System', icon: <SettingsBrightnessIcon /> },
] as const

/** Light, dark, or follow the operating system; MUI remembers the choice. */
export function ThemeModeButton() {
  const { mode, setMode } = useColorScheme()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const current = MODES.find((m) => m.mode === (mode ?? 'system')) ?? MODES[2]
  return (
    <>
      <IconButton
        color="inherit"
        title={`Colour theme: ${current.label}`}
        aria-label={`Colour theme: ${current.label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.icon}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MODES.map((m) => (
          <MenuItem
            key={m.mode}
            selected={m.mode === current.mode}
            onClick={() => {
              setMode(m.mode)
              setAnchor(null)
            }}
          >
            <ListItemIcon>{m.icon}</ListItemIcon>
            <ListItemText>{m.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
