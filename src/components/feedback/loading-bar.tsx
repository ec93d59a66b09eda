import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

/**
 * A thin indeterminate progress bar, as MUI's LinearProgress draws it (role progressbar, named by its
 * label), in a few lines of CSS instead of that component's variants and buffers on every first screen.
 * With reduced motion the bar stands still at full width.
 */
export function LoadingBar({ 'aria-label': label }: { 'aria-label': string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'relative',
        height: 4,
        overflow: 'hidden',
        bgcolor: 'action.selected',
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.4s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&::before': { animation: 'none', width: '100%', opacity: 0.5 },
        },
      }}
    />
  )
}
