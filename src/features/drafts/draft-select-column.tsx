import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { ListColumn } from '../../components/tables/list-columns'
import type { DraftSearchItem, DraftSortName } from '../../contract/drafts'
import { draftName } from './draft-format'
import { useRowSelected, useSelectionVersion, type DraftSelection } from './draft-selection'
import './draft-selection.css'

// The drafts table's selection column (list-columns.ts lets a column be added without touching the
// rows): a box per draft with an id, and the page's box in the header. Each box subscribes to its own
// draft (draft-selection.ts), so checking one re-renders one box. Space on a box toggles it (a native
// checkbox); Shift with a click or with Space chooses every row from the last one clicked.

/** Shift held when the key went down: a checkbox's click from Space does not always carry it. */
let shiftOnKey = false
const noteKey = (event: KeyboardEvent<HTMLInputElement>) => {
  shiftOnKey = event.key === ' ' && event.shiftKey
}

function RowBox({ selection, item, id }: { selection: DraftSelection; item: DraftSearchItem; id: string }) {
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
      aria-label={`Select ${draftName(item)}`}
    />
  )
}

function PageBox({ selection }: { selection: DraftSelection }) {
  useSelectionVersion(selection)
  const page = selection.page()
  const chosen = page.filter((item) => selection.isSelected(item.id!)).length
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

export function selectColumn(selection: DraftSelection): ListColumn<DraftSearchItem, DraftSortName> {
  return {
    id: 'select',
    header: 'Select',
    width: '64px',
    headerContent: () => <PageBox selection={selection} />,
    cell: (item) =>
      item.id === undefined ? null : <RowBox selection={selection} item={item} id={item.id} />,
  }
}
