import { useCallback, useMemo } from 'react'
import { useSearchParams } from '../../components/routing/blocking-router'
import { draftSearchToParams, parseDraftSearch, type DraftSearchState } from './draft-search-state'

/**
 * How a change enters history: 'replace' while typing (one entry per search, not per key), 'push' for a
 * deliberate step (a filter, a sort, a page) so that the back button undoes it. docs/conventions.md, convention 6
 */
export type HistoryMode = 'push' | 'replace'

export function useDraftSearchUrl() {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => parseDraftSearch(params), [params])
  const setSearch = useCallback(
    (next: DraftSearchState, mode: HistoryMode) => {
      setParams(draftSearchToParams(next), { replace: mode === 'replace' })
    },
    [setParams],
  )
  return { search, setSearch }
}
