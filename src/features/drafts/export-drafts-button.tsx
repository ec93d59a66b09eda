import { memo, useId, useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import { isApiError } from '../../api/api-error'
import { searchDrafts } from '../../api/operations/drafts'
import { toToast } from '../../api/error-display'
import { showToast } from '../../components/feedback/toast-store'
import type { DraftSearchBody } from '../../contract/drafts'
import { CSV_EXPORT_CAP } from './export-cap'
import { dashboardTransport } from '../../api/http-client'

const cap = CSV_EXPORT_CAP.toLocaleString('en-US')

/**
 * Downloads every page of the current search (term, filters, sort) as CSV, up to the cap. The CSV code
 * comes with the first export, not with the page.
 */
export const ExportDraftsButton = memo(function ExportDraftsButton({ body }: { body: DraftSearchBody }) {
  const [busy, setBusy] = useState(false)
  const noteId = useId()

  const run = async () => {
    setBusy(true)
    try {
      const csv = await import('./drafts-csv').catch(() => null)
      if (!csv) {
        showToast({
          message: 'This step could not be loaded. Check the connection and try again.',
          severity: 'error',
        })
        return
      }
      const { draftsCsv, exportFileName, fetchAllDrafts } = csv
      const result = await fetchAllDrafts(body, (page, signal) =>
        searchDrafts(dashboardTransport, page, signal),
      )
      download(draftsCsv(result.items), exportFileName(new Date()))
      showToast(
        result.truncated
          ? {
              message: `Exported the first ${result.items.length} of ${result.recordsFiltered} drafts (the export stops at ${cap}). Narrow the search to export the rest.`,
              severity: 'warning',
            }
          : { message: `Exported ${result.items.length} drafts.`, severity: 'success' },
      )
    } catch (error) {
      if (!isApiError(error)) throw error
      showToast(toToast(error))
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

function download(csv: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
