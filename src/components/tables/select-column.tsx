import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { ListColumn } from './list-columns'
import { useRowSelected, useSelectionVersion, type RowSelection } from './row-selection'

// A list table's selection column (list-columns.ts lets a column be added without touching the rows): a
// box per row that can be chosen, and the page's box in the header. Each box subscribes to its own row
// (row-selection.ts), so checking one re-renders one box. Space on a box toggles it (a native checkbox);
// Shift with a click or with Space chooses every row from the last one clicked.

/** Shift held when the key went down: a checkbox's click from Space does not always carry it. */
let shiftOnKey = false
const noteKey = (event: KeyboardEvent<HTMLInputElement>) => {
  shiftOnKey = event.key === ' ' && event.shiftKey
}

function RowBox<T>({ selection, id, name }: { selection: RowSelection<T>; id: string; name: string }) {
  const checked = useRowSelected(selection, id)
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    const range = event.shiftKey || shiftOnKey
    shiftOnKey = false
    selection.toggle(id, range)
  }
  return (
    <input
      type="checkbox"
      className="select-box"
      checked={checked}
      onChange={() => undefined}
      onKeyDown={noteKey}
      onClick={onClick}
      aria-label={`Select ${name}`}
    />
  )
}

function PageBox<T>({ selection }: { selection: RowSelection<T> }) {
  useSelectionVersion(selection)
  const page = selection.page()
  const chosen = page.filter((row) => selection.isSelected(selection.idOf(row)!)).length
  const all = page.length > 0 && chosen === page.length
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && !all
  }, [chosen, all])
  return (
    <label className="select-page">
      <input
        ref={box}
        type="checkbox"
        className="select-box"
        checked={all}
        disabled={page.length === 0}
        onChange={() => selection.togglePage()}
      />
      <span>Page</span>
    </label>
  )
}

/**
 * The column of boxes: `name` says which row a box chooses ("Select <name>"); a row without an id in the
 * selection (none, or a state the bulk action cannot change) has no box.
 */
export function selectColumn<T, TSort extends string>(
  selection: RowSelection<T>,
  name: (row: T) => string,
): ListColumn<T, TSort> {
  return {
    id: 'select',
    header: 'Select',
    // 44 px with a mouse, 64 under a finger (list-table.css): the box and a narrow padding.
    width: 'var(--select-column-width)',
    headerContent: () => <PageBox selection={selection} />,
    cell: (row) => {
      const id = selection.idOf(row)
      return id === undefined ? null : <RowBox selection={selection} id={id} name={name(row)} />
    },
  }
}
