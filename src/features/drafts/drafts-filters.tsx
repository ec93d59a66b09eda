import { memo, useId } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import {
  isFiltered,
  PACKAGE_FILTERS,
  clearedFilters,
  type DraftSearchState,
  type PackageFilterName,
  type TriState,
} from './draft-search-state'
import { FilterSwitch } from './filter-switch'
import { SearchBox } from './search-box'
import type { HistoryMode } from '../../components/tables/list-view'
import '../../components/pages/visually-hidden.css'
import { SelectInput } from '../../components/forms/select-input'

const PACKAGE_FILTER_LABELS: Record<PackageFilterName, string> = {
  tornPackageLabel: 'Torn label',
  fullPackage: 'Full package',
  sealedPackage: 'Sealed package',
  originalPackage: 'Original package',
}

const TRI_STATES: readonly { value: TriState; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

export interface DraftsFiltersProps {
  search: DraftSearchState
  onChange: (next: DraftSearchState, mode: HistoryMode) => void
  /** The search box's commit; stable, so typing does not restart its debounce. */
  onTermCommit: (term: string) => void
}

/** Search term, generic/branded switches and the four package filters. Any change goes to page 1. */
// Memoised: the page re-renders on every step of its search request (fetching, answered), the filters
// only when the search itself changes.
export const DraftsFilters = memo(function DraftsFilters({
  search,
  onChange,
  onTermCommit,
}: DraftsFiltersProps) {
  const step = (next: Partial<DraftSearchState>) => onChange({ ...search, ...next, start: 0 }, 'push')
  const noFilterId = useId()
  const filtered = isFiltered(search)
  return (
    <Stack role="search" spacing={2} aria-label="Search and filter drafts">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <SearchBox value={search.term} onCommit={onTermCommit} />
        <FilterSwitch
          label="Hide generic"
          checked={search.hideGeneric}
          onChange={(checked) => step({ hideGeneric: checked })}
          sx={{ mt: 1 }}
        />
        <FilterSwitch
          label="Hide branded"
          checked={search.hideBranded}
          onChange={(checked) => step({ hideBranded: checked })}
          sx={{ mt: 1 }}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {PACKAGE_FILTERS.map((name) => (
          <SelectInput
            key={name}
            size="small"
            label={PACKAGE_FILTER_LABELS[name]}
            value={search.packageFilters[name]}
            onChange={(event) =>
              step({ packageFilters: { ...search.packageFilters, [name]: event.target.value as TriState } })
            }
            sx={{ minWidth: 160 }}
          >
            {TRI_STATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        ))}
        {/* Always there, disabled with nothing to clear: a button that first appears mid-typing would
            add its styles to the page then, and the browser restyles every element for it (a long task). */}
        <Button
          disabled={!filtered}
          aria-describedby={filtered ? undefined : noFilterId}
          onClick={() => onChange(clearedFilters(search), 'push')}
        >
          Clear filters
        </Button>
        {/* Why it is disabled, for a screen reader (the filters on screen show it). */}
        {filtered ? null : (
          <span id={noFilterId} className="visually-hidden">
            No filter is set.
          </span>
        )}
      </Stack>
    </Stack>
  )
})
