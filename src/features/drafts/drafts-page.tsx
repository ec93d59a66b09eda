import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Connection } from '../../api/connection-store'
import { draftQueries } from '../../api/queries/drafts'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { InNextCommit } from '../../components/pages/in-next-commit'
import { PageFrame } from '../../components/pages/page-frame'
import { lastPageStart, rangeLabel, toggledSort, withPageSize } from '../../components/tables/paging'
import { RequireConnection } from '../../components/pages/require-connection'
import { TablePager } from '../../components/tables/table-pager'
import { DeleteDraftDialog } from './delete-draft-dialog'
import type { DraftSortName } from '../../contract/drafts'
import { clearedFilters, draftSearchBody, isFiltered, type DraftSearchState } from './draft-search-state'
import { DraftsFilters } from './drafts-filters'
import type { DeletableDraft } from './draft-row'
import { DraftsTable } from './drafts-table'
import { ExportDraftsButton } from './export-drafts-button'
import { useDraftSearchUrl } from './use-draft-search-url'
import { LoadingBar } from '../../components/feedback/loading-bar'

// spec: Endpoints > 2 (search) and 3 (delete), for the acting pharmacy of the connection.
export function DraftsPage() {
  return <RequireConnection>{(connection) => <DraftsView connection={connection} />}</RequireConnection>
}

function DraftsView({ connection }: { connection: Connection }) {
  const { search: shown, setSearch } = useDraftSearchUrl()
  // The address changes at once (a page, a sort, a filter), but the page re-renders for it in the
  // background, in slices the browser stays responsive between, instead of in the click's own task.
  const search = useDeferredValue(shown)
  // The term is committed from a debounce: read the newest search through a ref so the callback stays
  // stable and a commit never reverts a filter changed meanwhile.
  const latest = useRef(shown)
  useEffect(() => {
    latest.current = shown
  }, [shown])
  const commitTerm = useCallback(
    (term: string) => setSearch({ ...latest.current, term, start: 0 }, 'replace'),
    [setSearch],
  )
  const sortBy = useCallback(
    (name: DraftSortName) => setSearch(toggledSort(latest.current, name), 'push'),
    [setSearch],
  )
  return (
    <DraftsContent
      npi={connection.pharmacyNpi}
      search={search}
      setSearch={setSearch}
      commitTerm={commitTerm}
      sortBy={sortBy}
    />
  )
}

type DraftsContentProps = {
  npi: number
  search: DraftSearchState
  setSearch: ReturnType<typeof useDraftSearchUrl>['setSearch']
  commitTerm: (term: string) => void
  sortBy: (name: DraftSortName) => void
}

const DraftsContent = memo(function DraftsContent({
  npi,
  search,
  setSearch,
  commitTerm,
  sortBy,
}: DraftsContentProps) {
  const body = useMemo(() => draftSearchBody(search, npi), [search, npi])
  const query = useQuery({
    ...draftQueries.search(body),
    // Paging and sorting keep the last rows on screen until the next arrive; never another pharmacy's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].pharmacyNpi === npi ? previous : undefined,
  })
  const [now] = useState(() => new Date())
  const [deleting, setDeleting] = useState<DeletableDraft | null>(null)
  const tableRef = useRef<HTMLDivElement>(null)

  const step = (next: DraftSearchState) => setSearch(next, 'push')

  // Rows are drawn in the background (in slices, the browser responsive in between) while the ones on
  // screen stay, marked busy: no long task when a page arrives, and no flicker.
  const data = useDeferredValue(query.data)
  const stale = query.isPlaceholderData || data !== query.data
  const filtered = isFiltered(search)
  // While the next page loads, the count describes the rows still on screen (the service echoes their start).
  const shownStart = (stale ? data?.writePagedSearch?.start : undefined) ?? search.start
  // A link (or a delete) can leave the page past the end: go to the last page that has rows.
  const pastEnd = data !== undefined && data.data.length === 0 && data.recordsFiltered > 0 && search.start > 0
  useEffect(() => {
    if (!pastEnd || stale) return
    setSearch({ ...search, start: lastPageStart(data.recordsFiltered, search.take) }, 'replace')
  }, [pastEnd, stale, data, search, setSearch])

  const empty = useMemo(
    () => (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {filtered
            ? 'No pending drafts match this search.'
            : 'The acting pharmacy has no pending draft listings.'}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={() => setSearch(clearedFilters(search), 'push')}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    ),
    [filtered, search, setSearch],
  )

  return (
    <PageFrame
      title="Draft listings"
      description="Pending drafts of the acting pharmacy: search, filter, sort, export, and delete the ones no longer needed."
      actions={<ExportDraftsButton body={body} />}
    >
      {/* The heading first; the filters and the table (most of the page's components) in the next commit. */}
      <InNextCommit>
        <DraftsFilters search={search} onChange={setSearch} onTermCommit={commitTerm} />
        {query.isError ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <ErrorAlert error={query.error} title="The drafts could not be loaded" />
            <Button variant="outlined" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
            {/* Overlays the top edge instead of pushing the table down. */}
            <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, zIndex: 1 }}>
              {query.isFetching ? <LoadingBar aria-label="Loading drafts" /> : null}
            </Box>
            {/* Scrolls sideways on a narrow screen (drafts-table.css). */}
            <div ref={tableRef} tabIndex={-1} className="drafts-table-box">
              <DraftsTable
                search={search}
                rows={data ? data.data : null}
                busy={stale}
                empty={empty}
                now={now}
                onSort={sortBy}
                onDelete={setDeleting}
              />
            </div>
            <TablePager
              start={search.start}
              take={search.take}
              count={data ? data.recordsFiltered : null}
              label={
                data
                  ? rangeLabel(
                      shownStart,
                      data.data.length,
                      data.recordsFiltered,
                      data.recordsTotal,
                      filtered,
                    )
                  : 'Loading…'
              }
              onStart={(start) => step({ ...search, start })}
              onTake={(take) => step(withPageSize(search, take))}
            />
          </Paper>
        )}
      </InNextCommit>
      <DeleteDraftDialog
        draft={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null)
          // The deleted row's button is gone: keep focus in the table, not on the page's body.
          tableRef.current?.focus()
        }}
      />
    </PageFrame>
  )
})
