import { useListUrl } from '../../components/tables/use-list-url'
import { draftSearchToParams, parseDraftSearch, type DraftSearchState } from './draft-search-state'

/** The whole search is the page's (no parameter of another owner): written from the search alone. */
const writeDraftSearch = (_: URLSearchParams, state: DraftSearchState) => draftSearchToParams(state)

/** The draft search in the URL: 'replace' while typing (one entry per search), 'push' for a deliberate step. */
export function useDraftSearchUrl() {
  const { state, setState } = useListUrl(parseDraftSearch, writeDraftSearch)
  return { search: state, setSearch: setState }
}
