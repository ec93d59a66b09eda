import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router'
import { createBlockingHistory } from './blocking-history'

// Test support, never imported by the app: the app's blocking history (blocking-history.ts) over an
// in-memory list of addresses instead of the browser's, for rendering pages in a BlockingRouter.

/** A blocking history at `initialEntries[initialIndex]` (the last entry unless given). */
export function memoryHistory(initialEntries: string[], initialIndex?: number) {
  return createBlockingHistory(createMemoryHistory({ initialEntries, initialIndex, v5Compat: true }))
}
