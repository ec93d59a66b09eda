import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { unstable_HistoryRouter as HistoryRouter, type Blocker, type BlockerFunction } from 'react-router'
import type { BlockingHistory } from './blocking-history'

// The declarative router over a blocking history (blocking-history.ts), and useBlocker for the pages
// below it: the same answer as react-router's useBlocker, which needs the data router.

const BlockingHistoryContext = createContext<BlockingHistory | null>(null)

export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  return (
    <HistoryRouter history={history}>
      <BlockingHistoryContext value={history}>{children}</BlockingHistoryContext>
    </HistoryRouter>
  )
}

/**
 * Holds in-app navigations (links, navigate(), back and forward) while `shouldBlock` says so, until
 * the blocker's proceed() or reset(). The latest `shouldBlock` is asked; one blocker at a time.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = use(BlockingHistoryContext)
  if (history === null) throw new Error('useBlocker needs a BlockingRouter above it')
  const latest = useRef(shouldBlock)
  useLayoutEffect(() => {
    latest.current = shouldBlock
  })
  useEffect(() => history.block((args) => latest.current(args)), [history])
  return useSyncExternalStore(history.subscribe, () => history.blocker)
}
