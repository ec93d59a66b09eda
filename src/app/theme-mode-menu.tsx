import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { THEME_MODES, type ThemeMode } from './theme-modes'

export interface ThemeModeMenuProps {
  id: string
  anchor: HTMLElement
  current: ThemeMode
  onChoose: (mode: ThemeMode) => void
  onClose: () => void
}

export function ThemeModeMenu({ id, anchor, current, onChoose, onClose }: ThemeModeMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {THEME_MODES.map((m) => (
        <MenuItem key={m.mode} selected={m.mode === current} onClick={() => onChoose(m.mode)}>
          <ListItemIcon>{m.icon}</ListItemIcon>
          <ListItemText>{m.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  )
}
