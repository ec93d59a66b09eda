import { useEffect, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { dismissToast, type Toast } from './toast-store'

// Errors stay until dismissed (they may need reading twice); the rest leave by themselves.
const AUTO_HIDE_MS = 6000

export interface ToastViewProps {
  toast: Toast
  /**
   * Where the toast may sit without covering the page: 'beside' floats it at the bottom of a column of
   * that width at the left (the navigation on wide screens); 'inline' shows it in the flow, where it is
   * mounted, pushing the page down rather than lying over it (small screens have no free column).
   */
  place: { kind: 'beside'; width: number } | { kind: 'inline' }
}

/** One toast. Announced by its role: 'alert' for errors and warnings, 'status' for the rest. */
export function ToastView({ toast, place }: ToastViewProps) {
  const close = () => dismissToast(toast.id)
  const hideAfter = toast.severity === 'error' ? null : AUTO_HIDE_MS
  const alert = (
    <Alert
      severity={toast.severity}
      variant="filled"
      onClose={close}
      role={toast.severity === 'error' || toast.severity === 'warning' ? 'alert' : 'status'}
      sx={{ width: '100%' }}
    >
      {toast.message}
    </Alert>
  )
  if (place.kind === 'inline') return <InlineToast hideAfter={hideAfter} onHide={close} alert={alert} />
  const margin = 16
  return (
    <Snackbar
      key={toast.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={hideAfter}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      // Inside the column beside the page, never over the page's tables and forms.
      sx={{ '&&': { left: margin, right: 'auto', bottom: margin, width: place.width - 2 * margin } }}
    >
      {alert}
    </Snackbar>
  )
}

function InlineToast({
  hideAfter,
  onHide,
  alert,
}: {
  hideAfter: number | null
  onHide: () => void
  alert: ReactNode
}) {
  useEffect(() => {
    if (hideAfter === null) return
    const timer = setTimeout(onHide, hideAfter)
    return () => clearTimeout(timer)
    // The toast is keyed by its id: one timer per toast, started when it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <div style={{ padding: '8px 16px 0' }}>{alert}</div>
}
