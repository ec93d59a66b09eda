import { useEffect, type ReactNode } from 'react'
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApiError } from '../../api/api-error'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { statusName } from '../../contract/enums'
import type { ListPageParams } from '../../contract/sandbox-extensions'
import { useSearchParams } from '../routing/blocking-router'
import { ErrorAlert } from '../feedback/error-alert'
import {
  listPageParams,
  localPage,
  parseListPage,
  writeListPage,
  type ListPageState,
} from './list-page-state'
import { capitalized } from '../pages/object-kind'
import { OpenById } from './open-by-id'
import { PageFrame } from '../pages/page-frame'
import { lastPageStart, rangeLabel, toggledSort, withPageSize } from './paging'
import { RecordTable, type RecordTableProps } from './record-table'
import { RequireConnection } from '../pages/require-connection'
import { ALL_STATUSES, StatusFilter, statusFromName } from './status-filter'
import { TablePager } from './table-pager'
import { LoadingBar } from '../feedback/loading-bar'

/**
 * A list as the sandbox's list extensions answer it (docs/conventions.md, Gaps in the spec): one page and
 * its counts; a service that lists without paging sends `data` only, the whole list.
 */
export interface RecordList<T> {
  data: readonly T[]
  recordsTotal?: number
  recordsFiltered?: number
}

/** What the page asks the list for: one status or (undefined) all, and which page in which order. */
export type RecordListParams<TStatus extends number> = {
  status: TStatus | undefined
} & Required<ListPageParams>

export interface StatusListPageProps<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
> extends Omit<RecordTableProps<T>, 'rows' | 'editable' | 'sort' | 'busy'> {
  title: string
  /** One sentence under the heading: whose objects these are. */
  description: string
  /** The status names and codes (contract/enums.ts) the filter offers; only a Pending object can be edited. */
  statuses: Readonly<Record<string, TStatus>> & { readonly Pending: TStatus }
  /** A page of the acting pharmacy's objects: the resource's query factory. */
  listQuery: (
    pharmacyNpi: number,
    params: RecordListParams<TStatus>,
  ) => UseQueryOptions<TList, ApiError, TList, TKey>
  /** Buttons next to the heading (e.g. "New listing"). */
  actions?: ReactNode
  /** Said when the pharmacy has none of any status, e.g. "This pharmacy has no listings." */
  none: string
}

/**
 * The list page of listings or cash offers: the acting pharmacy's objects filtered by status, sorted by
 * their column headers and paged, all in the URL; and a way to open one by its id, which is all there is
 * against a service without the list extension.
 */
export function StatusListPage<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
>(props: StatusListPageProps<T, TList, TStatus, TKey>) {
  return (
    <PageFrame title={props.title} description={props.description} actions={props.actions}>
      <RequireConnection>
        {(connection) => <StatusList {...props} pharmacyNpi={connection.pharmacyNpi} />}
      </RequireConnection>
    </PageFrame>
  )
}

function StatusList<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
>({
  pharmacyNpi,
  statuses,
  listQuery,
  none,
  kind,
  columns,
  editLabel,
}: StatusListPageProps<T, TList, TStatus, TKey> & { pharmacyNpi: number }) {
  // docs/conventions.md, convention 6: filter, order and page are in the URL (?status=Pending&sort=price),
  // so they can be bookmarked; each deliberate step is a history entry that back undoes.
  const [searchParams, setSearchParams] = useSearchParams()
  // statusFromName returns only codes that stand in `statuses`, i.e. a TStatus.
  const status = statusFromName(statuses, searchParams.get('status')) as TStatus | undefined
  const page = parseListPage(searchParams)
  const query = useQuery({
    ...listQuery(pharmacyNpi, { status, ...listPageParams(page) }),
    // Paging, sorting and filtering keep the last rows on screen until the next arrive: no flicker.
    placeholderData: keepPreviousData,
  })
  const step = (next: ListPageState, mode: 'push' | 'replace' = 'push') =>
    setSearchParams((params) => writeListPage(params, next), { replace: mode === 'replace' })
  const setStatus = (name: string) =>
    setSearchParams((params) => {
      const next = writeListPage(params, { ...page, start: 0 })
      if (name === ALL_STATUSES) next.delete('status')
      else next.set('status', name)
      return next
    })

  const data = query.data
  // A service that answers the whole list at once (no counts) is paged and sorted here.
  const paged = data?.recordsFiltered !== undefined
  const sortValue = columns.find((column) => column.sort?.name === page.sortName)?.sort?.value
  const rows = data ? (paged ? data.data : localPage(data.data, page, sortValue)) : []
  const recordsFiltered = data ? (data.recordsFiltered ?? data.data.length) : null
  const recordsTotal = data ? (data.recordsTotal ?? data.data.length) : null
  const stale = query.isPlaceholderData

  // A link (or a change elsewhere) can leave the page past the end: go to the last page that has rows.
  const pastEnd = !stale && rows.length === 0 && (recordsFiltered ?? 0) > 0 && page.start > 0
  useEffect(() => {
    if (pastEnd && recordsFiltered !== null) {
      setSearchParams(
        (params) => writeListPage(params, { ...page, start: lastPageStart(recordsFiltered, page.take) }),
        { replace: true },
      )
    }
  }, [pastEnd, recordsFiltered, page, setSearchParams])

  const missing = query.isError && isMissingEndpoint(query.error)
  return (
    <Stack spacing={2}>
      {missing ? (
        <Alert severity="info">
          This service does not list {kind.many}: the list is a sandbox extension, not part of API v1. Open{' '}
          {kind.aShort} by its id to edit it.
        </Alert>
      ) : null}
      <OpenById label={`${capitalized(kind.one)} id`} hrefFor={kind.editPath} />
      {missing ? null : (
        <>
          <StatusFilter
            statuses={statuses}
            value={status === undefined ? ALL_STATUSES : statusName(statuses, status)}
            onChange={setStatus}
          />
          {query.isPending ? <LoadingBar aria-label={`Loading ${kind.many}`} /> : null}
          {query.isError ? (
            <ErrorAlert
              error={query.error}
              title={`The ${kind.many} could not be loaded`}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {data && recordsFiltered === 0 && !stale ? (
            <Typography>
              {status === undefined
                ? none
                : `This pharmacy has no ${statusName(statuses, status)} ${kind.many}.`}
            </Typography>
          ) : null}
          {data && (recordsFiltered ?? 0) > 0 ? (
            <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
              {/* Overlays the top edge instead of pushing the table down. */}
              <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, zIndex: 1 }}>
                {query.isFetching ? <LoadingBar aria-label={`Loading ${kind.many}`} /> : null}
              </Box>
              <RecordTable
                kind={kind}
                rows={rows}
                columns={columns}
                editLabel={editLabel}
                editable={(row) => row.status === statuses.Pending}
                busy={stale}
                sort={{
                  sortName: page.sortName,
                  sortDirection: page.sortDirection,
                  onSort: (name) => step(toggledSort(page, name)),
                }}
              />
              <TablePager
                start={page.start}
                take={page.take}
                count={recordsFiltered}
                label={rangeLabel(
                  page.start,
                  rows.length,
                  recordsFiltered ?? 0,
                  recordsTotal ?? 0,
                  status !== undefined,
                )}
                onStart={(start) => step({ ...page, start })}
                onTake={(take) => step(withPageSize(page, take))}
              />
            </Paper>
          ) : null}
        </>
      )}
    </Stack>
  )
}
