import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
  type Ref,
} from 'react'
import type { ApiError } from '../../api/api-error'
import { LazyErrorAlert } from '../feedback/lazy-error-alert'
import { LoadingBar } from '../feedback/loading-bar'
import { CardSort } from './card-sort'
import type { ListColumn, ListSort } from './list-columns'
import { ListTable } from './list-table'
import type { RowAttributes } from './list-row'
import { lastPageStart, rangeLabel, toggledSort, withPageSize, type PageSize } from './paging'
import { TablePager } from './table-pager'

// The building block of a list page (drafts, listings, cash offers): the table (or cards, on a narrow
// screen) of one page of rows, its loading, empty and error states, the pager, and the correction of a
// page left past the end. The page owns its state in the URL and its query; this draws them.

/** One page of a list as the service answered it. */
export interface ListPage<T> {
  rows: readonly T[]
  /** The rows that match the filters, and all rows (spec: the search's recordsFiltered, recordsTotal). */
  recordsFiltered: number
  recordsTotal: number
  /** Where these rows start (the service's echo), which is the page asked for unless a newer one is on its way. */
  start: number
}

/**
 * How a change enters history: 'replace' while typing or correcting (one entry, not one per key), 'push'
 * for a deliberate step (a sort, a page) so that back undoes it. docs/conventions.md, convention 6
 */
export type HistoryMode = 'push' | 'replace'

/** What every list page keeps in its URL, beside its own filters. */
export interface PagedListState<TSort extends string> extends ListSort<TSort> {
  start: number
  take: PageSize
}

export interface ListViewProps<T, TSort extends string, S extends PagedListState<TSort>> {
  /** The table's name, e.g. "Draft listings". */
  label: string
  /** What the rows are, in the plural, for the loading bar and the error: "drafts". */
  many: string
  columns: readonly ListColumn<T, TSort>[]
  rowAttributes?: RowAttributes<T>
  rowHeight: number
  className?: string
  /** The list's state as drawn (from the URL): its order and page, and the page's own filters. */
  state: S
  /** Writes a new state into the URL; the page's own filters ride along untouched. */
  setState: (next: S, mode: HistoryMode) => void
  /** The name of the service's own order in the card view's sort control, when no column is chosen. */
  defaultOrder?: string
  /** The newest answer, possibly the previous page's while the next is on its way; undefined on the first load. */
  page: ListPage<T> | undefined
  /** The page shown is not the one asked for: a newer one is on its way. */
  stale: boolean
  fetching: boolean
  error: ApiError | null
  onRetry: () => void
  /** A filter narrows the list: the range says how many there are in all. */
  filtered: boolean
  /** Shown in the table's body when no row matches. */
  empty: ReactNode
  /** The box around the table: focus goes there when a row's control is gone (a deleted row). */
  boxRef?: Ref<HTMLDivElement>
}

function ListViewImpl<T, TSort extends string, S extends PagedListState<TSort>>({
  label,
  many,
  columns,
  rowAttributes,
  rowHeight,
  className,
  state,
  setState,
  defaultOrder,
  page: answer,
  stale: placeholder,
  fetching,
  error,
  onRetry,
  filtered,
  empty,
  boxRef,
}: ListViewProps<T, TSort, S>) {
  const { start, take } = state
  // The steps read the newest state through a ref, so they stay the same functions (the table and its
  // rows are memoised on them) and two quick clicks build on each other.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  }, [state])
  const onSort = useCallback(
    (sortName: TSort) => setState(toggledSort(latest.current, sortName), 'push'),
    [setState],
  )
  const onSortChange = useCallback(
    (sort: ListSort<TSort>) => setState({ ...latest.current, ...sort, start: 0 }, 'push'),
    [setState],
  )
  const onStart = useCallback(
    (next: number, mode: HistoryMode) => setState({ ...latest.current, start: next }, mode),
    [setState],
  )
  const onStep = useCallback((next: number) => onStart(next, 'push'), [onStart])
  const onTake = useCallback(
    (next: PageSize) => setState(withPageSize(latest.current, next), 'push'),
    [setState],
  )
  const sort = useMemo(
    () => ({ sortName: state.sortName, sortDirection: state.sortDirection }),
    [state.sortName, state.sortDirection],
  )
  const tableSort = useMemo(() => ({ ...sort, onSort }), [sort, onSort])

  // The rows are drawn in the background (a render the browser can interrupt), while the ones on screen
  // stay, marked busy: the click's own task stays short, and the table never empties in between.
  const page = useDeferredValue(answer)
  const stale = placeholder || page !== answer

  // A link (or a delete elsewhere) can leave the page past the end: go to the last page that has rows.
  const pastEnd =
    !stale && page !== undefined && page.rows.length === 0 && page.recordsFiltered > 0 && start > 0
  const lastStart = page ? lastPageStart(page.recordsFiltered, take) : 0
  useEffect(() => {
    if (pastEnd) onStart(lastStart, 'replace')
  }, [pastEnd, lastStart, onStart])

  if (error) {
    return (
      <LazyErrorAlert
        error={error}
        title={`The ${many} could not be loaded`}
        onRetry={onRetry}
        retryAnyError
        retrying={fetching}
      />
    )
  }
  // While the next page loads, the range describes the rows still on screen.
  const shownStart = stale && page ? page.start : start
  return (
    <div className="list-paper">
      {/* Overlays the top edge instead of pushing the table down. */}
      <div className="list-loading">{fetching ? <LoadingBar aria-label={`Loading ${many}`} /> : null}</div>
      <CardSort
        columns={columns as readonly ListColumn<unknown, TSort>[]}
        sort={sort}
        defaultOrder={defaultOrder ?? null}
        onChange={onSortChange}
      />
      {/* Scrolls sideways only where the columns cannot fit (list-table.css). */}
      <div ref={boxRef} tabIndex={-1} className="list-box">
        <ListTable
          label={label}
          columns={columns}
          rows={page ? page.rows : null}
          skeletonRows={take}
          rowAttributes={rowAttributes}
          rowHeight={rowHeight}
          className={className}
          busy={stale}
          sort={tableSort}
          empty={empty}
        />
      </div>
      <TablePager
        start={start}
        take={take}
        count={page ? page.recordsFiltered : null}
        label={
          page
            ? rangeLabel(shownStart, page.rows.length, page.recordsFiltered, page.recordsTotal, filtered)
            : 'Loading…'
        }
        onStart={onStep}
        onTake={onTake}
      />
    </div>
  )
}

/**
 * Memoised: a click changes the address at once, and the page re-renders for it; the list re-renders
 * only when what it shows changes (its state, which pages pass deferred, and the answer).
 */
export const ListView = memo(ListViewImpl) as typeof ListViewImpl
