import type { ListedDraft } from '../../contract/listed-drafts'
import { formatDay } from '../../components/format/format-day'
import { paths } from '../../components/routing/paths'

// A draft this server has listed, in its row of the drafts table, in place of "List on marketplace"
// (docs/team-server.md, "Bulk jobs": a draft is listed once). The same for a draft listed by a bulk job
// and one listed alone: "Listed" with a link to the listing it became. One whose create is under way (a
// job's row) or whose answer was lost says so in words. Plain elements, as every cell.

// Material icon "Check", decorative: the words say "Listed".
const LISTED_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
  </svg>
)

/** The row's mark of a draft listed or being listed; `name` says which draft, for its link's name. */
export function ListedMark({ record, name }: { record: ListedDraft; name: string }) {
  if (record.state === 'listed' && record.listingId !== null) {
    const day = record.listedAt === null ? '' : ` on ${formatDay(record.listedAt)}`
    return (
      <a
        href={paths.listing(record.listingId)}
        className="row-action"
        aria-label={`Listed: view the listing of ${name}`}
        title={`Listed on the marketplace${day}. A draft is listed once.`}
      >
        {LISTED_ICON}
        Listed: view listing
      </a>
    )
  }
  return <span className="row-note">Being listed</span>
}
