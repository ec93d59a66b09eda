import { useLayoutEffect, useRef, useState } from 'react'

// "More details" on a narrow screen's card (list-columns.ts, card: 'more'): a card shows the fields a
// person scans first, and the rest of its row waits in the document, hidden until found
// (hidden="until-found"): the browser's find in page and a link to a text fragment still reach a
// hidden field and open it (the beforematch event), printing shows every field (card-more.css), and a
// wide screen's table is unchanged (nothing is hidden there, and there is no button). The button opens
// and closes the row's hidden fields: a native button, so Enter and Space work, with aria-expanded
// saying which. Where the browser does not know "until-found" (it would hide the fields from find in
// page), the card shows every field and offers no button. The drafts page's first screen holds this:
// kept small.

/** Chromium 102+, Firefox 139+: content hidden until found, and beforematch before it is revealed. */
const UNTIL_FOUND = 'onbeforematch' in document.documentElement
/**
 * A card's screen (list-table.css), as the row is drawn; none where the browser cannot say (tests without
 * layout). Read, not watched: a screen turned past 600 px keeps its rows as they were drawn until they
 * are drawn again, and card-more.css shows every field of a wide screen's rows whatever they hold.
 */
const NARROW = typeof matchMedia === 'function' ? matchMedia('(max-width: 599.95px)') : null

/** The class of what a card shows only on demand: a column's cells, or a part of a cell. */
export const CARD_MORE = 'card-more'

/** The card's "More details" cell. Open for one row: a new row in its place starts closed. */
export function CardMoreCell<T>({ row, name }: { row: T; name: string | undefined }) {
  const cell = useRef<HTMLTableCellElement>(null)
  const narrow = UNTIL_FOUND && NARROW?.matches === true
  const [openFor, setOpenFor] = useState<T | null>(null)
  const open = openFor === row

  useLayoutEffect(() => {
    const tr = cell.current?.parentElement
    if (!tr) return
    const fields = tr.getElementsByClassName(CARD_MORE)
    // The row's fields on demand follow the button (after React wrote the row, so a redrawn cell too).
    if (!open) for (const field of fields) field.setAttribute('hidden', 'until-found')
    // Find in page revealed one of them: the row is open, every field shown, the button saying so.
    const reveal = () => setOpenFor(row)
    tr.addEventListener('beforematch', reveal)
    return () => {
      tr.removeEventListener('beforematch', reveal)
      // Shown again before the next state's fields are hidden, and for good on a wide screen.
      for (const field of fields) field.removeAttribute('hidden')
    }
  }, [open, row, narrow])

  return narrow ? (
    <td ref={cell} className="card-more-toggle">
      <button
        type="button"
        className="card-more-button"
        aria-expanded={open}
        aria-label={name && `More details: ${name}`}
        onClick={() => setOpenFor(open ? null : row)}
      >
        More details
      </button>
    </td>
  ) : null
}
