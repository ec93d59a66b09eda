import { useEffect } from 'react'
import Typography from '@mui/material/Typography'
import { useBlocker } from './blocking-router'
import { ConfirmDialog } from '../feedback/confirm-dialog'

export interface UnsavedChangesGuardProps {
  /** True while the form holds changes that were not saved. */
  when: boolean
  /** What would be lost, e.g. "this listing". */
  what: string
}

/**
 * Asks before leaving a form with unsaved changes: in-app links and the browser's back and forward
 * buttons through the router's blocker (blocking-router.tsx, set up in app.tsx), closing or reloading
 * the tab through `beforeunload` (the browser shows its own wording there).
 */
export function UnsavedChangesGuard({ when, what }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])

  // Saved (or discarded) while the question was open: nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed()
  }, [blocker, when])

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <Typography>Your changes to {what} have not been saved. If you leave now, they are lost.</Typography>
    </ConfirmDialog>
  )
}
