import { useState, type ReactNode } from 'react'
import {
  createBlockingHistory,
  resolveLocation,
  type History,
  type Location,
  type Update,
} from '../components/routing/blocking-history'
import { BlockingRouter } from '../components/routing/blocking-router'

// Test support, never imported by the app: a history of addresses in memory instead of the browser's,
// under the app's blocking history (blocking-history.ts), for rendering pages in a BlockingRouter.

const ROOT: Location = { pathname: '/', search: '', hash: '', state: null }

/** A history in memory at `entries[index]` (the last entry unless given); each move is heard at once. */
export function createMemoryHistory(entries: string[], index = entries.length - 1): History {
  const stack = entries.map((entry) => resolveLocation(entry, ROOT))
  const listeners = new Set<(update: Update) => void>()
  const notify = (update: Update) => listeners.forEach((listener) => listener(update))
  const current = () => stack[index] ?? ROOT
  return {
    get location() {
      return current()
    },
    push(to, state) {
      const location = resolveLocation(to, current(), state ?? null)
      index += 1
      stack.splice(index, stack.length, location)
      notify({ action: 'PUSH', location, delta: 1 })
    },
    replace(to, state) {
      const location = resolveLocation(to, current(), state ?? null)
      stack[index] = location
      notify({ action: 'REPLACE', location, delta: 0 })
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1)
      if (next === index) return
      const moved = next - index
      index = next
      notify({ action: 'POP', location: current(), delta: moved })
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A blocking history at `initialEntries[initialIndex]` (the last entry unless given). */
export function memoryHistory(initialEntries: string[], initialIndex?: number) {
  return createBlockingHistory(createMemoryHistory(initialEntries, initialIndex))
}

/** A BlockingRouter over a memory history at the last of `initialEntries` (default: the index). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[]
  children: ReactNode
}) {
  const [history] = useState(() => memoryHistory(initialEntries))
  return <BlockingRouter history={history}>{children}</BlockingRouter>
}
