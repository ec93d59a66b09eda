import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { Router } from 'wouter'
import {
  resolveLocation,
  type Blocker,
  type BlockerFunction,
  type BlockingHistory,
  type Location,
} from './blocking-history'

// wouter's router over a blocking history (blocking-history.ts): its routes, links and navigate() read
// and move the location through the history, so the unsaved-changes guard (useBlocker below) can hold
// any navigation. Pages match and link with wouter (Switch, Route, Link, useParams, useLocation); the
// hooks here answer what wouter's do not: the entry's state, and the search without re-decoding.

const BlockingHistoryContext = createContext<BlockingHistory | null>(null)

function useHistory(): BlockingHistory {
  const history = use(BlockingHistoryContext)
  if (history === null) throw new Error('a BlockingRouter is needed above this component')
  return history
}

interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

/** True when `to` leads to the address the history shows. */
function isShown(history: BlockingHistory, to: string): boolean {
  const { pathname, search, hash } = history.location
  const next = resolveLocation(to, history.location)
  return next.pathname === pathname && next.search === search && next.hash === hash
}

/** wouter's location hook: the path the history shows, and navigation through the history. */
function useHistoryPath(): [string, (to: string, options?: NavigateOptions) => void] {
  const history = useHistory()
  const pathname = useSyncExternalStore(history.listen, () => history.location.pathname)
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      // A link to the address shown (e.g. the current page in the navigation) adds no entry.
      const replace = options?.replace ?? isShown(history, to)
      if (replace) history.replace(to, options?.state)
      else history.push(to, options?.state)
    },
    [history],
  )
  return [pathname, navigate]
}

/** wouter's search hook. */
function useHistorySearch(): string {
  const history = useHistory()
  return useSyncExternalStore(history.listen, () => history.location.search)
}

export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  return (
    <BlockingHistoryContext value={history}>
      <Router hook={useHistoryPath} searchHook={useHistorySearch}>
        {children}
      </Router>
    </BlockingHistoryContext>
  )
}

/** The location shown: path, search, hash and the entry's state. */
export function useHistoryLocation(): Location {
  const history = useHistory()
  return useSyncExternalStore(history.listen, () => history.location)
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0]

/**
 * The address's search parameters, and a setter that navigates to the same path with new ones (a push
 * unless `replace`); it also takes a function of the current parameters.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const history = useHistory()
  const search = useHistorySearch()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const { pathname, search: current } = history.location
      const init = typeof next === 'function' ? next(new URLSearchParams(current)) : next
      const query = new URLSearchParams(init).toString()
      const to = pathname + (query ? `?${query}` : '')
      if (options?.replace) history.replace(to, options.state)
      else history.push(to, options?.state)
    },
    [history],
  )
  return [params, setParams]
}

/**
 * Holds in-app navigations (links, navigate(), back and forward) while `shouldBlock` says so, until
 * the blocker's proceed() or reset(). The latest `shouldBlock` is asked; one blocker at a time.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useHistory()
  const latest = useRef(shouldBlock)
  useLayoutEffect(() => {
    latest.current = shouldBlock
  })
  useEffect(() => history.block((args) => latest.current(args)), [history])
  return useSyncExternalStore(history.subscribe, () => history.blocker)
}
