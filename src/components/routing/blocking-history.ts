// The app's history: the browser's session history (browser-history.ts; a memory one in tests) behind a
// layer that can hold a navigation until the user answers a question (the unsaved-changes guard). The
// router (blocking-router.tsx) reads the location this layer shows and navigates through it:
// - push and replace (links, navigate()) ask the blocker first and, when held, happen on proceed();
// - back and forward (POP) have already moved the browser when we hear of them: a held one is undone
//   with go(-delta) (each entry the app makes keeps its index, so delta is known), and redone on proceed().
// One blocker at a time: the last one set wins.

export type Action = 'POP' | 'PUSH' | 'REPLACE'

/** Where the history is: the address's parts and the entry's state (null when it has none). */
export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
}

export interface Update {
  action: Action
  location: Location
  /** How far a POP moved (-1 back, 1 forward); null when unknown (an entry the app did not make). */
  delta: number | null
}

/** A session history: the browser's (browser-history.ts) or one in memory (tests). */
export interface History {
  /** The current entry's location: the same object until the history moves. */
  readonly location: Location
  /** Adds an entry for `to` (an address, absolute or relative to the current one, e.g. "?page=2"). */
  push: (to: string, state?: unknown) => void
  /** Replaces the current entry with one for `to`. */
  replace: (to: string, state?: unknown) => void
  /** Moves back (negative) or forward in the entries; the move is heard as a POP. */
  go: (delta: number) => void
  /** Calls `listener` after every move, including push and replace; returns the unsubscribe. */
  listen: (listener: (update: Update) => void) => () => void
}

export interface BlockerArgs {
  currentLocation: Location
  nextLocation: Location
  historyAction: Action
}

/** Answers whether the navigation from `currentLocation` to `nextLocation` is held. */
export type BlockerFunction = (args: BlockerArgs) => boolean

export type Blocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined; location: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void; location: Location }
  | { state: 'proceeding'; proceed: undefined; reset: undefined; location: Location }

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined }

/** The location `to` leads to from `from`: "/drafts", "?page=2" and "#price" as a link's href would. */
export function resolveLocation(to: string, from: Location, state: unknown = null): Location {
  const base = new URL(from.pathname + from.search + from.hash, 'http://app.invalid')
  const url = new URL(to, base)
  return { pathname: url.pathname, search: url.search, hash: url.hash, state }
}

export interface BlockingHistory extends History {
  /** Makes `shouldBlock` the blocker asked before each navigation; returns its removal. */
  block: (shouldBlock: BlockerFunction) => () => void
  /** The blocker's state: unblocked; blocked, with proceed() and reset(); proceeding. */
  readonly blocker: Blocker
  /** Calls `onChange` whenever `blocker` changes; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void
}

/**
 * Wraps `inner`. Its `location` is the one the router shows: while a held back or forward move is being
 * undone, the browser is briefly elsewhere.
 */
export function createBlockingHistory(inner: History): BlockingHistory {
  let shouldBlock: BlockerFunction | null = null
  let blocker = UNBLOCKED
  const subscribers = new Set<() => void>()
  const listeners = new Set<(update: Update) => void>()
  // The location the router shows: where a held navigation would leave from.
  let shown = inner.location
  // A held POP is being undone: the next POP is that undo, not the user's. `redo` is the held POP
  // itself when proceed() came before the undo arrived (the browser's popstate is asynchronous).
  let undoing = false
  let redo: (() => void) | null = null

  const setBlocker = (next: Blocker) => {
    blocker = next
    subscribers.forEach((onChange) => onChange())
  }

  const blocks = (nextLocation: Location, historyAction: Action) =>
    shouldBlock !== null &&
    blocker.state !== 'proceeding' &&
    shouldBlock({ currentLocation: shown, nextLocation, historyAction })

  /** Holds the navigation to `location`; `go` performs it if the user proceeds. */
  const hold = (location: Location, go: () => void) => {
    const held: Blocker = {
      state: 'blocked',
      location,
      proceed: () => {
        if (blocker !== held) return
        setBlocker({ state: 'proceeding', location, proceed: undefined, reset: undefined })
        go()
      },
      reset: () => {
        if (blocker === held) setBlocker(UNBLOCKED)
      },
    }
    setBlocker(held)
  }

  const onUpdate = (update: Update) => {
    if (update.action === 'POP') {
      if (undoing) {
        undoing = false
        const pending = redo
        redo = null
        pending?.()
        return
      }
      // delta is null for an entry the app did not make; such a move cannot be undone.
      const delta = update.delta
      if (delta && blocks(update.location, 'POP')) {
        undoing = true
        inner.go(-delta)
        hold(update.location, () => {
          if (undoing) redo = () => inner.go(delta)
          else inner.go(delta)
        })
        return
      }
    }
    // Arrived: the router shows it, nothing is held.
    shown = update.location
    if (blocker.state === 'proceeding') setBlocker(UNBLOCKED)
    listeners.forEach((listener) => listener(update))
  }
  inner.listen(onUpdate)

  const navigate = (action: Action, to: string, state: unknown, go: () => void) => {
    const location = resolveLocation(to, shown, state ?? null)
    if (blocks(location, action)) hold(location, go)
    else go()
  }

  return {
    get location() {
      return shown
    },
    push: (to, state) => navigate('PUSH', to, state, () => inner.push(to, state)),
    replace: (to, state) => navigate('REPLACE', to, state, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    block: (fn) => {
      shouldBlock = fn
      return () => {
        if (shouldBlock !== fn) return
        shouldBlock = null
        if (blocker.state === 'blocked') setBlocker(UNBLOCKED)
      }
    },
    get blocker() {
      return blocker
    },
    subscribe: (onChange) => {
      subscribers.add(onChange)
      return () => subscribers.delete(onChange)
    },
  }
}
