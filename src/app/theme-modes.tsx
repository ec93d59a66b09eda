import LightModeIcon from '@mui/icons-material/LightMode'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'

export type ThemeMode = 'light' | 'dark' | 'system'

export const THEME_MODES: readonly { mode: ThemeMode; label: string; icon: React.ReactNode }[] = [
  { mode: 'light', label: 'Light', icon: <LightModeIcon /> },
  { mode: 'dark', label: 'Dark', icon: <DarkModeIcon /> },
  { mode: 'system', label: 'System', icon: <SettingsBrightnessIcon /> },
]
