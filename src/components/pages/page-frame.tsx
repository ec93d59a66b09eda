import type { ReactNode } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PRODUCT_NAME } from '../routing/paths'

export interface PageFrameProps {
  /** The page's name: its heading and the first part of the document title. */
  title: string
  /** One sentence under the heading saying what the page is for. */
  description?: ReactNode
  /** Buttons shown next to the heading (e.g. "New search"). */
  actions?: ReactNode
  children?: ReactNode
}

/** Every page's heading and document title (React hoists <title> into <head>). */
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  return (
    <Stack spacing={2}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {description ? (
        <Typography variant="body1" color="text.secondary">
          {description}
        </Typography>
      ) : null}
      {children}
    </Stack>
  )
}
