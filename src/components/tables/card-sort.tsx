import { memo, useId } from 'react'
import type { ListColumn, ListSort } from './list-columns'

export interface CardSortProps<TSort extends string> {
  columns: readonly ListColumn<unknown, TSort>[]
  sort: ListSort<TSort>
  /** The name of the service's own order when no column is chosen (null: every list has a column). */
  defaultOrder: string | null
  onChange: (sort: ListSort<TSort>) => void
}

const DIRECTION_WORDS = { asc: 'ascending', desc: 'descending' } as const

/**
 * The order of a list shown as cards (a narrow screen hides the column headers, whose buttons sort on a
 * wide one): one native select of every sortable column, each way. Hidden on a wide screen (list-table.css).
 */
function CardSortImpl<TSort extends string>({ columns, sort, defaultOrder, onChange }: CardSortProps<TSort>) {
  const id = useId()
  const sortable = columns.filter((column) => column.sort !== undefined)
  if (sortable.length === 0) return null
  const value = sort.sortName === null ? '' : `${sort.sortName}:${sort.sortDirection}`
  return (
    <div className="list-card-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const [name, direction] = event.target.value.split(':')
          onChange(
            name
              ? { sortName: name as TSort, sortDirection: direction === 'desc' ? 'desc' : 'asc' }
              : { sortName: null, sortDirection: 'asc' },
          )
        }}
      >
        {defaultOrder === null ? null : <option value="">{defaultOrder}</option>}
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${column.sort}:${direction}`} value={`${column.sort}:${direction}`}>
              {`${column.header}, ${DIRECTION_WORDS[direction]}`}
            </option>
          )),
        )}
      </select>
    </div>
  )
}

export const CardSort = memo(CardSortImpl) as typeof CardSortImpl
