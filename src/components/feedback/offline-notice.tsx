import { useSyncExternalStore } from 'react'
import Alert from '@mui/material/Alert'

// navigator.onLine is false only when the browser has no network at all, so "offline" is certain;
// the http client then sends nothing (a save fails at once with "could not be reached") and TanStack
// Query holds loads until the 'online' event. Without this notice the page would only look stuck.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine

/** Says, while the browser is offline, what happens to loading and saving; gone once it is back. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true)
  if (online) return null
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      You are offline. Pages keep what they have loaded and load again when the connection returns; saving and
      deleting cannot be done until then.
    </Alert>
  )
}
