import { Link as RouterLink } from 'wouter'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ndcStatsHref } from '../../components/routing/ndc-stats-link'
import { clearRecentNdcs, useRecentNdcs } from './recent-ndcs'

/** Recently viewed NDCs as links, one click each; nothing when there are none. */
export function RecentNdcsList({ current }: { current: string | null }) {
  const recent = useRecentNdcs()
  if (recent.length === 0) return null
  return (
    <Box component="section" aria-labelledby="recent-ndcs-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="recent-ndcs-heading" variant="subtitle1" component="h2">
          Recently viewed
        </Typography>
        <Button size="small" onClick={clearRecentNdcs}>
          Clear recently viewed
        </Button>
      </Stack>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {recent.map((ndc) => (
          <li key={ndc}>
            <Chip
              component={RouterLink}
              to={ndcStatsHref(ndc)}
              clickable
              label={ndc}
              variant={ndc === current ? 'filled' : 'outlined'}
              aria-current={ndc === current ? 'page' : undefined}
              aria-label={`Prices for NDC ${ndc}`}
            />
          </li>
        ))}
      </Box>
    </Box>
  )
}
