import { lazy, type ComponentType } from 'react'

export type LazyPage = ComponentType & {
  /** Downloads and runs the page's chunk; resolves when rendering it no longer suspends. */
  preload: () => Promise<void>
}

/**
 * A page in its own chunk, like React.lazy, that renders at once once preloaded. React.lazy suspends on its
 * first render even when the chunk is already there, so the first screen would be painted twice: the
 * shell with a spinner, then the page. main.tsx preloads the page of the address before the first render
 * (the sandbox also names its chunk in index.html), and shell and page appear in one paint.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null
  let pending: Promise<ComponentType> | null = null
  const fetchPage = () => {
    pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = null // a later visit tries the download again
        throw error
      },
    )
    return pending
  }
  const Suspending = lazy(async () => ({ default: await fetchPage() }))
  const Page = () => (Loaded ? <Loaded /> : <Suspending />)
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) })
}
