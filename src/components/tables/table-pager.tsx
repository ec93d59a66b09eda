import { memo, useId, type ReactNode } from 'react'
import { PAGE_SIZES, type PageSize } from './paging'
import './table-pager.css'

export interface TablePagerProps {
  start: number
  take: PageSize
  /** recordsFiltered, or null while the first page loads. */
  count: number | null
  /** "1–10 of 37 (200 in total)". */
  label: string
  onStart: (start: number) => void
  onTake: (take: PageSize) => void
}

// Material icons "FirstPage", "KeyboardArrowLeft", "KeyboardArrowRight", "LastPage": decorative, each
// button is named by its aria-label.
const FIRST_PAGE = 'M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z'
const PREVIOUS_PAGE = 'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z'
const NEXT_PAGE = 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z'
const LAST_PAGE = 'M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z'

/**
 * Page steps and page size under a table that pages on the service; the range text is the list's own
 * (recordsFiltered, recordsTotal), announced as a status when it changes. Plain elements styled by
 * table-pager.css: a step re-renders the pager, and an MUI button or select per control would compile
 * and insert its styles in the step's own task. Memoised: it re-renders when its figures change.
 */
export const TablePager = memo(function TablePager({
  start,
  take,
  count,
  label,
  onStart,
  onTake,
}: TablePagerProps) {
  const sizeId = useId()
  const rangeId = useId()
  const page = Math.floor(start / take)
  // A stale link past the end is corrected by the page itself; until then the steps act on the count.
  const lastPage = count === null ? page : Math.max(0, Math.ceil(count / take) - 1)
  const current = Math.min(page, lastPage)
  const atStart = current === 0
  const atEnd = count === null || current >= lastPage
  return (
    <div className="table-pager">
      <div className="table-pager-size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={take} onChange={(event) => onTake(Number(event.target.value) as PageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {/* A step that cannot be taken (first or last page) is disabled: the range, its description, says why. */}
      <p role="status" id={rangeId} className="table-pager-range">
        {label}
      </p>
      <div className="table-pager-steps">
        <PagerButton label="Go to first page" why={rangeId} disabled={atStart} onClick={() => onStart(0)}>
          {FIRST_PAGE}
        </PagerButton>
        <PagerButton
          label="Go to previous page"
          why={rangeId}
          disabled={atStart}
          onClick={() => onStart((current - 1) * take)}
        >
          {PREVIOUS_PAGE}
        </PagerButton>
        <PagerButton
          label="Go to next page"
          why={rangeId}
          disabled={atEnd}
          onClick={() => onStart((current + 1) * take)}
        >
          {NEXT_PAGE}
        </PagerButton>
        <PagerButton
          label="Go to last page"
          why={rangeId}
          disabled={atEnd}
          onClick={() => onStart(lastPage * take)}
        >
          {LAST_PAGE}
        </PagerButton>
      </div>
    </div>
  )
})

/** An icon button whose name also shows, above it, while it is hovered or has keyboard focus. */
function PagerButton({
  label,
  why,
  disabled,
  onClick,
  children: path,
}: {
  label: string
  /** The id of the range's text, which describes the button while it is disabled. */
  why: string
  disabled: boolean
  onClick: () => void
  /** The icon's SVG path. */
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={disabled ? why : undefined}
      data-hint={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={path as string} />
      </svg>
    </button>
  )
}
