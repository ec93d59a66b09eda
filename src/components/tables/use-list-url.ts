import { useCallback, useMemo } from 'react'
import { useSearchParams } from '../routing/blocking-router'
import type { HistoryMode } from './list-view'

/**
 * A list page's state in the URL (docs/conventions.md, convention 6): read with the page's own parser,
 * written with its own writer, which gets the current parameters, so parameters it does not own stay.
 * Each page keeps its parameter names, so its links keep working. Both functions must be stable
 * (module-level), so the state is parsed once per address.
 */
export function useListUrl<S>(
  parse: (params: URLSearchParams) => S,
  write: (params: URLSearchParams, state: S) => URLSearchParams,
): { state: S; setState: (next: S, mode: HistoryMode) => void } {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parse(params), [parse, params])
  const setState = useCallback(
    (next: S, mode: HistoryMode) =>
      setParams((current) => write(current, next), { replace: mode === 'replace' }),
    [setParams, write],
  )
  return { state, setState }
}
