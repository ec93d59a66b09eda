import { isApiError } from '../../api/api-error'
import { toToast } from '../../api/error-display'
import { dashboardTransport } from '../../api/http-client'
import { searchDrafts } from '../../api/operations/drafts'
import { showToast } from '../../components/feedback/toast-store'
import type { DraftSearchBody } from '../../contract/drafts'
import { draftsCsv, exportFileName, fetchAllDrafts } from './drafts-csv'
import { CSV_EXPORT_CAP } from './export-cap'

// The export's work (export-drafts-button.tsx), loaded with the first export, not with the page: every
// page of the search fetched, the file made and downloaded, and the outcome said in a toast.

const cap = CSV_EXPORT_CAP.toLocaleString('en-US')

export async function exportDrafts(body: DraftSearchBody): Promise<void> {
  try {
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
  }
}

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
