import type { History, Location, Update } from './blocking-history'

// The browser's session history (window.history) as the app's History (blocking-history.ts). Each entry
// the app makes carries its index in the history's state, beside the app's own state, so that a back or
// forward move (popstate) knows how far it went: the blocking layer undoes a held one by that much.

interface EntryState {
  /** The app's state of the entry (e.g. what the listing page shows once after a create). */
  usr: unknown
  idx: number
}

const entryState = (): Partial<EntryState> | null => {
  const state: unknown = window.history.state
  return typeof state === 'object' ? state : null
}

const entryIndex = (): number | null => {
  const idx = entryState()?.idx
  return typeof idx === 'number' ? idx : null
}

const readLocation = (): Location => {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, state: entryState()?.usr ?? null }
}

export function createBrowserHistory(): History {
  const listeners = new Set<(update: Update) => void>()
  let location = readLocation()
  // The entry the app opened on is index 0 (a reload keeps the index it had).
  let index = entryIndex() ?? 0
  if (entryIndex() === null) window.history.replaceState({ usr: null, idx: index } satisfies EntryState, '')

  const notify = (update: Omit<Update, 'location'>) => {
    location = readLocation()
    listeners.forEach((listener) => listener({ ...update, location }))
  }

  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown, idx: number) => {
    const entry: EntryState = { usr: state ?? null, idx }
    try {
      window.history[method](entry, '', to)
    } catch {
      // Safari limits pushState to 100 calls in 30 s, and a state that cannot be cloned throws:
      // load the address instead (the page's state is lost, the address is not).
      window.location.assign(new URL(to, window.location.href))
    }
  }

  window.addEventListener('popstate', () => {
    const next = entryIndex()
    if (next === null) {
      // An entry the app did not make: a link to a fragment (e.g. "Skip to main content") adds one after
      // the current entry. It gets the next index, so that later moves know their distance again; how far
      // this move went is not known.
      index += 1
      window.history.replaceState({ usr: null, idx: index } satisfies EntryState, '')
      notify({ action: 'POP', delta: null })
      return
    }
    const delta = next - index
    index = next
    notify({ action: 'POP', delta })
  })

  return {
    get location() {
      return location
    },
    push: (to, state) => {
      index += 1
      write('pushState', to, state, index)
      notify({ action: 'PUSH', delta: 1 })
    },
    replace: (to, state) => {
      write('replaceState', to, state, index)
      notify({ action: 'REPLACE', delta: 0 })
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
