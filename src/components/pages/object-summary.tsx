import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

export interface ObjectSummaryProps {
  /** Term and description pairs; a null description is left out. */
  items: readonly (readonly [string, ReactNode | null | undefined])[]
}

/** What an edit form is editing, as a compact description list above it (drug, NDC, status…). */
export function ObjectSummary({ items }: ObjectSummaryProps) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {typeof value === 'string' ? measuresWhole(value) : value}
            </Typography>
          </Box>
        ))}
    </Box>
  )
}

/**
 * A value with its parts in brackets kept on one line: "1 package (22 GM)" may break before "(22 GM)" on a
 * narrow screen, never inside it.
 */
function measuresWhole(text: string): ReactNode {
  const parts = text.split(/(\([^()]*\))/)
  if (parts.length === 1) return text
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/** An id shown for reference only: secondary colour, smaller type, so the names and figures come first. */
export function RawId({ id }: { id: string }) {
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
      {id}
    </Typography>
  )
}
