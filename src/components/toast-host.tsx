import { lazy, Suspense } from 'react'
import { useToastQueue } from './toast-store'

// The snackbar is downloaded with the first toast, not with the first screen.
const ToastView = lazy(async () => ({ default: (await import('./toast-view')).ToastView }))

/** Shows the first queued toast; mounted once by the app shell. */
export function ToastHost() {
  const [toast] = useToastQueue()
  if (!toast) return null
  return (
    <Suspense fallback={null}>
      <ToastView key={toast.id} toast={toast} />
    </Suspense>
  )
}
