import { useSyncExternalStore } from 'react'

/** Under this width a list shows a card per row instead of a table (list-table.css has the same figure). */
export const NARROW_QUERY = '(max-width: 599.95px)'

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY) : null

function subscribe(onChange: () => void): () => void {
  const query = media()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** True while the screen is narrow enough for cards (the table's rows are then of their own heights). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
