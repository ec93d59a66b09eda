import { useEffect, useState, type ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { clearCacheOnConnectionChange, createQueryClient } from '../api/query-client'
import { createAppTheme } from './theme'

/** Theme and data cache for the whole app (toasts are placed by the layout, beside or above the page). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  const [theme] = useState(createAppTheme)
  // Data of one service or group must never show while connected to another.
  useEffect(() => clearCacheOnConnectionChange(queryClient), [queryClient])
  return (
    // The theme's CSS variables come from theme-variables.css (theme-css.ts), not from the provider.
    <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  )
}
