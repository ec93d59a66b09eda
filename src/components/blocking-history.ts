import { parsePath } from 'react-router'
import type { Blocker, BlockerFunction, HistoryRouterProps, Location, NavigationType, To } from 'react-router'

// A history that can hold a navigation until the user answers a question (the unsaved-changes guard),
// for the declarative router (unstable_HistoryRouter). react-router's own useBlocker works only under its
// data router, which costs about twice the bytes on the first screen; this layer does the same over any
// history react-router creates (browser in the app, memory in tests), with the same blocker states:
// - push and replace (links, navigate()) ask the blocker first and, when held, happen on proceed();
// - back and forward (POP) have already moved the browser when we hear of them: a held one is undone
//   with go(-delta) (the browser keeps each entry's index, so delta is known), and redone on proceed().
// One blocker at a time, as with the data router: the last one set wins.

type History = HistoryRouterProps['history']
type Update = Parameters<Parameters<History['listen']>[0]>[0]

// NavigationType is an enum of these strings; only its type is imported.
const POP = 'POP' as NavigationType
const PUSH = 'PUSH' as NavigationType
const REPLACE = 'REPLACE' as NavigationType

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined }

export interface BlockingHistory extends History {
  /** Makes `shouldBlock` the blocker asked before each navigation; returns its removal. */
  block: (shouldBlock: BlockerFunction) => () => void
  /** The blocker's state: unblocked; blocked, with proceed() and reset(); proceeding. */
  readonly blocker: Blocker
  /** Calls `onChange` whenever `blocker` changes; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void
}

/** Wraps `inner` (created with v5Compat: true, so that push and replace reach the listener). */
export function createBlockingHistory(inner: History): BlockingHistory {
  let shouldBlock: BlockerFunction | null = null
  let blocker = UNBLOCKED
  const subscribers = new Set<() => void>()
  let listener: ((update: Update) => void) | null = null
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

  const blocks = (nextLocation: Location, historyAction: NavigationType) =>
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

  /** A navigation arrived (at the listener) or was done: the router shows it, nothing is held. */
  const arrived = (location: Location) => {
    shown = location
    if (blocker.state === 'proceeding') setBlocker(UNBLOCKED)
  }

  const onUpdate = (update: Update) => {
    if (update.action === POP) {
      if (undoing) {
        undoing = false
        const pending = redo
        redo = null
        pending?.()
        return
      }
      // delta is null for an entry the router did not create; such a move cannot be undone.
      const delta = update.delta
      if (delta && blocks(update.location, POP)) {
        undoing = true
        inner.go(-delta)
        hold(update.location, () => {
          if (undoing) redo = () => inner.go(delta)
          else inner.go(delta)
        })
        return
      }
    }
    arrived(update.location)
    listener?.(update)
  }

  const navigate = (action: NavigationType, to: To, state: unknown, go: () => void) => {
    const path = typeof to === 'string' ? parsePath(to) : to
    const location: Location = {
      pathname: shown.pathname,
      search: '',
      hash: '',
      ...path,
      state: state ?? null,
      key: 'default',
    }
    const done = () => {
      go()
      arrived(inner.location)
    }
    if (blocks(location, action)) hold(location, done)
    else done()
  }

  return {
    get action() {
      return inner.action
    },
    get location() {
      return inner.location
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state?: unknown) => navigate(PUSH, to, state, () => inner.push(to, state)),
    replace: (to, state?: unknown) => navigate(REPLACE, to, state, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(fn) {
      listener = fn
      const stop = inner.listen(onUpdate)
      return () => {
        stop()
        if (listener === fn) listener = null
      }
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
