import { VisuallyHidden } from '../../components/pages/visually-hidden'
import type { ListColumn } from '../../components/tables/list-columns'
import type { DraftSearchItem, DraftSortName } from '../../contract/drafts'
import { formatDay } from '../../components/format/format-day'
import { formatMoney } from '../../components/format/money'
import { ndcStatsHref } from '../../components/routing/ndc-stats-link'
import { paths } from '../../components/routing/paths'
import { ExpiryChip, PackageConditionChips } from './draft-chips'
import { draftName, expiryStatus, formatQuantity } from './draft-format'
import { mayDo } from '../../api/sign-in-mode'
import { listedDraft } from '../../api/queries/drafts'
import type { ListedDraft } from '../../contract/listed-drafts'
import { ListedMark } from './listed-mark'

// The drafts table's columns (components/tables/list-columns.ts): the values a pharmacist decides on, a
// link to the NDC's prices, and, when the draft has an id, list it on the marketplace (or, listed
// already, a link to its listing: listed-mark.tsx) or delete it.
// Plain elements styled by list-table.css and drafts-table.css; the links are plain anchors, followed in
// the app by the table (list-table.tsx).

export type DeletableDraft = DraftSearchItem & { id: string }

const missing = (
  <>
    <span aria-hidden>—</span>
    <VisuallyHidden>not given</VisuallyHidden>
  </>
)

// Material icon "DeleteOutline", decorative: the button says "Delete" beside it.
const DELETE_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z" />
  </svg>
)

// Material icon "SellOutlined", decorative: the link says "List on marketplace" beside it.
const LIST_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="m21.41 11.41-8.83-8.83c-.37-.37-.88-.58-1.41-.58H4c-1.1 0-2 .9-2 2v7.17c0 .53.21 1.04.59 1.41l8.83 8.83c.78.78 2.05.78 2.83 0l7.17-7.17c.78-.78.78-2.04-.01-2.83M12.83 20 4 11.17V4h7.17L20 12.83z" />
    <circle cx="6.5" cy="6.5" r="1.5" />
  </svg>
)

/** A value with a second one in smaller, secondary text under it (e.g. the NDC and its labeler), whole: it wraps. */
function Secondary({ text }: { text: string | null }) {
  return <span className="secondary">{text}</span>
}

/**
 * The columns for a day (`now` decides which drafts read as expired), a way to ask for a delete, and the
 * drafts this server has listed (sign-in on), marked instead of offered to list again.
 */
export function draftColumns(
  now: Date,
  onDelete: (draft: DeletableDraft) => void,
  listed?: ReadonlyMap<string, ListedDraft>,
): readonly ListColumn<DraftSearchItem, DraftSortName>[] {
  return [
    {
      // The drug, its strength and form, and what the package holds: one column, so each line has the
      // width to be read whole (words wrap; nothing is cut).
      id: 'package',
      header: 'Package',
      secondary: 'Strength and form',
      sort: 'packageName',
      card: 'title',
      cell: (item) => (
        <>
          <span className="line strong">{item.packageName ?? missing}</span>
          <Secondary
            text={
              [item.drugPackageStrength, item.drugPackageForm].filter((part) => part !== null).join(' · ') ||
              null
            }
          />
          <Secondary text={item.packageDescription} />
        </>
      ),
    },
    {
      // The NDC's first segment is the labeler's code, so the labeler's name sits under it.
      id: 'ndc',
      width: '13%',
      header: 'NDC',
      secondary: 'Labeler',
      sort: 'nationalDrugCode',
      cell: (item) => (
        <>
          {/* Named by its visible code and what it opens (an element fewer per row than hidden text). */}
          <a
            href={ndcStatsHref(item.nationalDrugCode)}
            className="nowrap"
            aria-label={`${item.nationalDrugCode} price statistics`}
          >
            {item.nationalDrugCode}
          </a>
          {item.labelerName === null ? (
            <span className="secondary">{missing}</span>
          ) : (
            <Secondary text={item.labelerName} />
          )}
        </>
      ),
    },
    {
      // A lot number may be up to 50 characters: a long one ends in an ellipsis, whole in its title.
      id: 'lot',
      width: '9%',
      header: 'Lot',
      title: (item) => item.lotNumber ?? undefined,
      cell: (item) => item.lotNumber ?? missing,
    },
    {
      id: 'expiry',
      width: '14.5%',
      header: 'Expiration',
      sort: 'expirationDate',
      noWrap: true,
      cell: (item) =>
        item.expirationDate ? (
          <>
            <span className="line">{formatDay(item.expirationDate)}</span>
            <ExpiryChip status={expiryStatus(item.expirationDate, now)} />
          </>
        ) : (
          missing
        ),
    },
    {
      id: 'price',
      width: '10%',
      header: 'Price',
      secondary: 'Quantity',
      sort: 'price',
      numeric: true,
      cell: (item) => {
        const quantity = formatQuantity(item)
        return (
          <>
            <span className="line">{item.price === null ? missing : formatMoney(item.price)}</span>
            {/* The price is for the whole quantity (components/format/price-text.ts). */}
            <span className="secondary">{quantity === null ? missing : `for ${quantity}`}</span>
          </>
        )
      },
    },
    {
      id: 'condition',
      width: '19.5%',
      header: 'Package condition',
      cell: (item) => <PackageConditionChips item={item} />,
    },
    {
      // Kept in view at the right edge however wide the table is (drafts-table.css).
      id: 'actions',
      // Wider under a finger (drafts-table.css); the column sticks to the right edge on a wide screen only.
      width: 'var(--drafts-actions-width)',
      header: 'Actions',
      hiddenHeader: true,
      card: 'actions',
      cell: (item) => {
        const id = item.id
        // The spec's item has no id; without the sandbox's id there is nothing to list from or delete by (docs/conventions.md, Gaps in the spec).
        if (id === undefined) return null
        // Signed in, a role that may not list or delete (src/contract/access.ts) is not offered to.
        // Each says what it does in words; its name adds which draft (and starts with those words).
        const record = listedDraft(listed, id)
        return (
          <>
            {record ? (
              <ListedMark record={record} name={draftName(item)} />
            ) : mayDo('createMarketplaceListing') ? (
              <a
                href={paths.newListing(id)}
                className="row-action"
                aria-label={`List on marketplace: ${draftName(item)}`}
              >
                {LIST_ICON}
                List on marketplace
              </a>
            ) : null}
            {mayDo('deleteDraftListing') ? (
              <button
                type="button"
                className="row-action"
                aria-label={`Delete draft ${draftName(item)}`}
                onClick={() => onDelete({ ...item, id })}
              >
                {DELETE_ICON}
                Delete
              </button>
            ) : null}
          </>
        )
      },
    },
  ]
}
