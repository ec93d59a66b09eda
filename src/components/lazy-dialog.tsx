import { useEffect, useState, type ComponentType } from 'react'
import { showToast } from './toast-store'

/**
 * A dialog whose code is downloaded the first time it opens, not with the page: a page's first screen
 * carries no modal, backdrop or focus-trap code for a question it may never ask. Once loaded it stays
 * mounted, so it opens and closes with its transitions as any dialog does. A failed download says so in
 * a toast, and the next time the dialog is asked for, the download is tried again.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const fetchDialog = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }

  return function LazyDialog(props: P) {
    const open = isOpen(props)
    // A function in state is called as an updater: the component is kept in a box.
    const [view, setView] = useState<{ Dialog: ComponentType<P> } | null>(() =>
      loaded ? { Dialog: loaded } : null,
    )
    useEffect(() => {
      if (!open || view) return
      let current = true
      fetchDialog().then(
        (Dialog) => {
          if (current) setView({ Dialog })
        },
        () => {
          if (current) {
            showToast({
              message: 'This step could not be loaded. Check the connection and try again.',
              severity: 'error',
            })
          }
        },
      )
      return () => {
        current = false
      }
    }, [open, view])
    return view ? <view.Dialog {...props} /> : null
  }
}
