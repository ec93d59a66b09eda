import { useEffect, useState, type ComponentType } from 'react'
import { showToast } from './toast-store'

/**
 * A part of a page whose code is downloaded the first time it is shown, not with the page: a dialog (a
 * first screen carries no modal, backdrop or focus-trap code for a question it may never ask), a chart
 * that comes after the figures. Once loaded it stays mounted, so a dialog opens and closes with its
 * transitions as any dialog does. A failed download says so in a toast, and the next time the part is
 * shown, the download is tried again.
 */
export function lazyWhenShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isShown: (props: P) => boolean,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const fetchPart = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }

  return function LazyPart(props: P) {
    const open = isShown(props)
    // A function in state is called as an updater: the component is kept in a box.
    const [view, setView] = useState<{ Part: ComponentType<P> } | null>(() =>
      loaded ? { Part: loaded } : null,
    )
    useEffect(() => {
      if (!open || view) return
      let current = true
      fetchPart().then(
        (Part) => {
          if (current) setView({ Part })
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
    return view ? <view.Part {...props} /> : null
  }
}
