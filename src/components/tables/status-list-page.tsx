import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApiError } from '../../api/api-error'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { mayDo } from '../../api/sign-in-mode'
import { statusName } from '../../contract/enums'
import type { ListPageParams, ListSortName } from '../../contract/list-paging'
import {
  listPageParams,
  localPage,
  parseListPage,
  writeListPage,
  type ListPageState,
} from './list-page-state'
import type { ListColumn } from './list-columns'
import { ListView, type HistoryMode, type ListPage } from './list-view'
import { capitalized, type ObjectKind } from '../pages/object-kind'
import { OpenById } from './open-by-id'
import { PageFrame } from '../pages/page-frame'
import { RequireConnection } from '../pages/require-connection'
import { ALL_STATUSES, StatusFilter, statusFromName } from './status-filter'
import { useListUrl } from './use-list-url'

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

/**
 * What a row's link offers: only a Pending object can be changed (spec: Status rules), and only by a
 * role that may change it (src/contract/access.ts).
 */
export type RowAction = 'Edit' | 'View'

/**
 * A column of a record list: the list page's column model, plus the row's value for a sorted column,
 * used to sort here only against a service that answers the whole list at once.
 */
export type RecordColumn<T> = ListColumn<T, ListSortName> & {
  sortValue?: (row: T) => string | number | null
}

export interface StatusListPageProps<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
> {
  kind: ObjectKind
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
  /** Module-level (stable): the table's columns; the page adds the Edit/View link's column. */
  columns: readonly RecordColumn<T>[]
  /** The table's own class, in the page's CSS: the least width its columns need. */
  tableClassName: string
  /**
   * The name of a row's link, which says what it does and which object it opens, e.g. "Edit listing Zyprexa,
   * lot 10U" or "View listing Zyprexa, lot 10U".
   */
  editLabel: (row: T, action: RowAction) => string
  /** Buttons next to the heading (e.g. "New listing"). */
  actions?: ReactNode
  /** Said when the pharmacy has none of any status, e.g. "This pharmacy has no listings." */
  none: string
  /** A selection of rows for bulk work (the listings'): stable, module-level or memoised. */
  selection?: ListSelectionSlot<T>
}

/**
 * What a page with bulk actions adds to its list: the selection column (select-column.tsx), which goes
 * first; `setPage`, told the rows shown (where the page's box and a Shift range run); and the bar of
 * actions (selection-bar.tsx) between the filter and the table, for the acting pharmacy.
 */
export interface ListSelectionSlot<T> {
  column: RecordColumn<T>
  setPage: (rows: readonly T[]) => void
  bar: (pharmacyNpi: number) => ReactNode
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

/** The page's state in the URL: the status filter's name as written (?status=Pending), and the page. */
type StatusListState = ListPageState & { statusName: string | null }

const parseStatusList = (params: URLSearchParams): StatusListState => ({
  ...parseListPage(params),
  statusName: params.get('status'),
})

const writeStatusList = (params: URLSearchParams, state: StatusListState): URLSearchParams => {
  const next = writeListPage(params, state)
  if (state.statusName === null) next.delete('status')
  else next.set('status', state.statusName)
  return next
}

/** A row's least height on a wide screen (list-table.css): two lines of text; a longer drug name wraps onto more. */
const ROW_HEIGHT = 53

function StatusList<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
>(props: StatusListPageProps<T, TList, TStatus, TKey> & { pharmacyNpi: number }) {
  // docs/conventions.md, convention 6: filter, order and page are in the URL (?status=Pending&sort=price),
  // so they can be bookmarked; each deliberate step is a history entry that back undoes.
  const { state: shown, setState } = useListUrl(parseStatusList, writeStatusList)
  // The address changes at once; the list re-renders for it in the background, in slices the browser
  // stays responsive between, not in the click's own task (the content is memoised on this state).
  const state = useDeferredValue(shown)
  return <StatusListContent {...props} state={state} setState={setState} />
}

type StatusListContentProps<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
> = StatusListPageProps<T, TList, TStatus, TKey> & {
  pharmacyNpi: number
  state: StatusListState
  setState: (next: StatusListState, mode: HistoryMode) => void
}

function StatusListContentImpl<
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
  tableClassName,
  editLabel,
  selection,
  state,
  setState,
}: StatusListContentProps<T, TList, TStatus, TKey>) {
  // statusFromName returns only codes that stand in `statuses`, i.e. a TStatus.
  const status = statusFromName(statuses, state.statusName) as TStatus | undefined
  const query = useQuery({
    ...listQuery(pharmacyNpi, { status, ...listPageParams(state) }),
    // Paging, sorting and filtering keep the last rows on screen until the next arrive: no flicker.
    placeholderData: keepPreviousData,
  })
  // Reads the newest state through a ref: the filter stays memoised across the list's steps.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  }, [state])
  const setStatus = useCallback(
    (name: string) =>
      setState({ ...latest.current, statusName: name === ALL_STATUSES ? null : name, start: 0 }, 'push'),
    [setState],
  )

  // A report of the query (a fetch starts, an answer arrives) re-renders this at once (a query is read
  // synchronously), with what it shows unchanged; the list follows in a deferred render, which the browser
  // can interrupt: only its commit is one task.
  const data = useDeferredValue(query.data)
  // The rows shown are not the answer asked for: a placeholder, or an answer not drawn yet.
  const stale = query.isPlaceholderData || data !== query.data
  const page = useMemo((): ListPage<T> | undefined => {
    if (!data) return undefined
    // A service that answers the whole list at once (no counts) is paged and sorted here.
    const paged = data.recordsFiltered !== undefined
    const sortValue = columns.find((column) => column.sort === state.sortName)?.sortValue
    const rows = paged ? data.data : localPage(data.data, state, sortValue)
    selection?.setPage(rows)
    return {
      rows,
      recordsFiltered: data.recordsFiltered ?? data.data.length,
      recordsTotal: data.recordsTotal ?? data.data.length,
      start: state.start,
    }
    // While the next page loads the rows are the last page's: only a settled answer is paged here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, stale ? null : state, columns, selection])
  const allColumns = useMemo(
    () => [
      ...(selection ? [selection.column] : []),
      ...columns,
      actionColumn(kind, editLabel, statuses.Pending),
    ],
    [columns, kind, editLabel, statuses.Pending, selection],
  )
  const rowAttributes = useMemo(() => {
    // e.g. data-cash-offer-id: which object a row shows, for anyone reading the page's markup.
    const name = `data-${kind.one.replaceAll(' ', '-')}-id` as const
    return (row: T) => ({ [name]: row.id })
  }, [kind])
  const empty = useMemo(
    () => (
      <Typography>
        {status === undefined ? none : `This pharmacy has no ${statusName(statuses, status)} ${kind.many}.`}
      </Typography>
    ),
    [status, none, statuses, kind],
  )
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])

  const missing = query.isError && isMissingEndpoint(query.error)
  return (
    <Stack spacing={2}>
      {missing ? (
        <Alert severity="info">
          This service does not list {kind.many}: the list is a sandbox extension, not part of API v1. Open{' '}
          {kind.aShort} by its reference to edit it.
        </Alert>
      ) : null}
      {missing ? null : (
        <>
          <StatusFilter
            statuses={statuses}
            value={status === undefined ? ALL_STATUSES : statusName(statuses, status)}
            onChange={setStatus}
          />
          {selection?.bar(pharmacyNpi)}
          <ListView
            label={capitalized(kind.many)}
            many={kind.many}
            columns={allColumns}
            className={tableClassName}
            rowAttributes={rowAttributes}
            rowHeight={ROW_HEIGHT}
            state={state}
            setState={setState}
            page={page}
            stale={stale}
            fetching={query.isFetching}
            error={query.isError ? query.error : null}
            onRetry={retry}
            filtered={status !== undefined}
            empty={empty}
          />
        </>
      )}
      {/* After the list, which is what the page is for; open at once when there is no list. */}
      <OpenById
        label={`${capitalized(kind.one)} reference`}
        summary={`Open a ${kind.one} by its reference`}
        open={missing}
        hrefFor={kind.editPath}
      />
    </Stack>
  )
}

const StatusListContent = memo(StatusListContentImpl) as typeof StatusListContentImpl

/**
 * The last column: a link to the object's page, Edit while it can still be changed, View after; View
 * only for a role that may not change it.
 */
function actionColumn<T extends { id: string; status: number }>(
  kind: ObjectKind,
  editLabel: (row: T, action: RowAction) => string,
  pending: number,
): RecordColumn<T> {
  const mayChange = mayDo(kind.changeOperation)
  return {
    id: 'action',
    header: 'Action',
    width: '64px',
    card: 'actions',
    cell: (row) => {
      const action: RowAction = mayChange && row.status === pending ? 'Edit' : 'View'
      return (
        <a href={kind.editPath(row.id)} aria-label={editLabel(row, action)}>
          {action}
        </a>
      )
    },
  }
}
