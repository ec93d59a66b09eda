import { memo, useId, useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import { showToast } from '../../components/feedback/toast-store'
import type { DraftSearchBody } from '../../contract/drafts'
import { CSV_EXPORT_CAP } from './export-cap'

const cap = CSV_EXPORT_CAP.toLocaleString('en-US')

/**
 * Downloads every page of the current search (term, filters, sort) as CSV, up to the cap. The export's
 * code (drafts-export.ts) comes with the first export, not with the page.
 */
export const ExportDraftsButton = memo(function ExportDraftsButton({ body }: { body: DraftSearchBody }) {
  const [busy, setBusy] = useState(false)
  const noteId = useId()

  const run = async () => {
    setBusy(true)
    try {
      const exporter = await import('./drafts-export').catch(() => null)
      if (exporter) await exporter.exportDrafts(body)
      else
        showToast({
          message: 'This step could not be loaded. Check the connection and try again.',
          severity: 'error',
        })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void run()}
        disabled={busy}
        aria-describedby={noteId}
      >
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Typography id={noteId} variant="caption" color="text.secondary">
        All pages of this search, up to {cap} drafts
      </Typography>
    </Stack>
  )
})
