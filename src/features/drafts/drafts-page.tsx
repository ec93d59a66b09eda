import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react'
import { useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Connection } from '../../api/connection-store'
import { draftQueries, listedDraftQueries } from '../../api/queries/drafts'
import { InNextCommit } from '../../components/pages/in-next-commit'
import { PageFrame } from '../../components/pages/page-frame'
import { RequireConnection } from '../../components/pages/require-connection'
import { ListView, type HistoryMode, type ListPage } from '../../components/tables/list-view'
import { createRowSelection } from '../../components/tables/row-selection'
import { selectColumn } from '../../components/tables/select-column'
import type { DraftSearchBody, DraftSearchItem } from '../../contract/drafts'
import { DeleteDraftDialog } from './delete-draft-dialog'
import { DraftBulkBar, mayActOnDrafts } from './draft-bulk-bar'
import { draftName } from './draft-format'
import { draftColumns, type DeletableDraft } from './draft-columns'
import { clearedFilters, draftSearchBody, isFiltered, type DraftSearchState } from './draft-search-state'
import { DraftsFilters } from './drafts-filters'
import { ExportDraftsButton } from './export-drafts-button'
import { useDraftSearchUrl } from './use-draft-search-url'
import './drafts-table.css'

/** A row's least height on a wide screen (drafts-table.css): a value and a second line under it, or two chip lines; longer words wrap onto more. */
const ROW_HEIGHT = 69

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
  return (
    <DraftsContent
      npi={connection.pharmacyNpi}
      search={search}
      setSearch={setSearch}
      commitTerm={commitTerm}
    />
  )
}

type DraftsContentProps = {
  npi: number
  search: DraftSearchState
  setSearch: (next: DraftSearchState, mode: HistoryMode) => void
  commitTerm: (term: string) => void
}

const DraftsContent = memo(function DraftsContent({
  npi,
  search,
  setSearch,
  commitTerm,
}: DraftsContentProps) {
  const body = useMemo(() => draftSearchBody(search, npi), [search, npi])
  const [deleting, setDeleting] = useState<DeletableDraft | null>(null)
  const tableRef = useRef<HTMLDivElement>(null)

  return (
    <PageFrame
      title="Draft listings"
      description="Pending drafts of the acting pharmacy: search, filter, sort, export, and delete the ones no longer needed."
      actions={<ExportDraftsButton body={body} />}
    >
      {/* The heading first; the filters and the table (most of the page's components) in the next commit. */}
      <InNextCommit>
        <DraftsFilters search={search} onChange={setSearch} onTermCommit={commitTerm} />
        <DraftsResults
          npi={npi}
          search={search}
          body={body}
          setSearch={setSearch}
          onDelete={setDeleting}
          tableRef={tableRef}
        />
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

type DraftsResultsProps = {
  npi: number
  search: DraftSearchState
  body: DraftSearchBody
  setSearch: (next: DraftSearchState, mode: HistoryMode) => void
  onDelete: (draft: DeletableDraft) => void
  tableRef: RefObject<HTMLDivElement | null>
}

/**
 * The search's answer: the bar of chosen drafts and the table. The only part of the page that reads the
 * query, so its reports (a fetch starts, an answer arrives) re-render this and not the heading or the
 * filters. They re-render it at once (a query is read synchronously); what it shows follows in a
 * deferred render, which the browser can interrupt, and only its commit is one task.
 */
const DraftsResults = memo(function DraftsResults({
  npi,
  search,
  body,
  setSearch,
  onDelete,
  tableRef,
}: DraftsResultsProps) {
  const query = useQuery({
    ...draftQueries.search(body),
    // Paging and sorting keep the last rows on screen until the next arrive; never another pharmacy's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].pharmacyNpi === npi ? previous : undefined,
  })
  const data = useDeferredValue(query.data)
  const [now] = useState(() => new Date())
  // The selection lives outside React's state: a box re-renders alone (row-selection.ts).
  const [selection] = useState(() => createRowSelection((item: DraftSearchItem) => item.id))
  // Signed in: which of the rows this server listed already (a job's or a person's), marked in place.
  const ids = useMemo(() => data?.data.flatMap((item) => (item.id ? [item.id] : [])) ?? [], [data])
  const { data: listed } = useQuery(listedDraftQueries.of(npi, ids))
  // Boxes only for a role that may act on chosen drafts (signed in: a viewer or buyer has none).
  const [selecting] = useState(mayActOnDrafts)
  const columns = useMemo(
    () => [
      ...(selecting ? [selectColumn(selection, draftName)] : []),
      ...draftColumns(now, onDelete, listed),
    ],
    [now, selection, onDelete, listed, selecting],
  )

  // While the next page loads, the service's echo says where the rows still on screen start.
  const page = useMemo((): ListPage<DraftSearchItem> | undefined => {
    // Where a Shift range and the page's box run: the rows on screen.
    if (data) selection.setPage(data.data)
    return (
      data && {
        rows: data.data,
        recordsFiltered: data.recordsFiltered,
        recordsTotal: data.recordsTotal,
        start: data.writePagedSearch?.start ?? search.start,
      }
    )
  }, [data, search.start, selection])
  // "Every row of this search": the search without its page, which the server pages through itself.
  const wholeSearch = useMemo(() => {
    const whole = { ...body }
    delete whole.start
    delete whole.take
    return whole
  }, [body])
  // Another search (or pharmacy) is not the one whose every row was chosen.
  useEffect(() => {
    if (selection.mode() === 'all') selection.clear()
  }, [wholeSearch, selection])
  const filtered = isFiltered(search)
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
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])

  return (
    <>
      {selecting ? (
        <DraftBulkBar
          selection={selection}
          npi={npi}
          search={wholeSearch}
          matched={data?.recordsFiltered ?? 0}
          rows={data?.data}
        />
      ) : null}
      <ListView
        label="Draft listings"
        many="drafts"
        columns={columns}
        rowHeight={ROW_HEIGHT}
        className="drafts-table"
        state={search}
        setState={setSearch}
        defaultOrder="Sellable first"
        page={page}
        stale={query.isPlaceholderData || data !== query.data}
        fetching={query.isFetching}
        error={query.isError ? query.error : null}
        onRetry={retry}
        filtered={filtered}
        empty={empty}
        boxRef={tableRef}
      />
    </>
  )
})
