import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { dismissToast, type Toast } from './toast-store'

// Errors stay until dismissed (they may need reading twice); the rest leave by themselves.
const AUTO_HIDE_MS = 6000

export function ToastView({ toast }: { toast: Toast }) {
  const close = () => dismissToast(toast.id)
  return (
    <Snackbar
      key={toast.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={toast.severity === 'error' ? null : AUTO_HIDE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={close}
        role={toast.severity === 'error' || toast.severity === 'warning' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  )
}
