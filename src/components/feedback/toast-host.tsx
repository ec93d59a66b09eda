import { lazy, Suspense } from 'react'
import { useToastQueue } from './toast-store'
import type { ToastViewProps } from './toast-view'

// The snackbar is downloaded with the first toast, not with the first screen.
const ToastView = lazy(async () => ({ default: (await import('./toast-view')).ToastView }))

/**
 * Shows the first queued toast where it covers no page content: beside the page in a column of the given
 * width (the navigation), or inline where the host is mounted. Mounted once by the app shell.
 */
export function ToastHost({ place = { kind: 'inline' } }: { place?: ToastViewProps['place'] }) {
  const [toast] = useToastQueue()
  if (!toast) return null
  return (
    <Suspense fallback={null}>
      <ToastView key={toast.id} toast={toast} place={place} />
    </Suspense>
  )
}
