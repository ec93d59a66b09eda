import { Link } from 'react-router'
import { VisuallyHidden } from '../../components/visually-hidden'
import type { DraftSearchItem } from '../../contract/drafts'
import { formatDay } from '../../components/format-day'
import { formatMoney } from '../../components/money'
import { ndcStatsHref } from '../../components/ndc-stats-link'
import { ExpiryChip, PackageConditionChips } from './draft-chips'
import { draftName, expiryStatus, formatQuantity } from './draft-format'

// Plain table cells styled by drafts-table.css (see there why not MUI components).

export type DeletableDraft = DraftSearchItem & { id: string }

const missing = (
  <>
    <span aria-hidden>—</span>
    <VisuallyHidden>not given</VisuallyHidden>
  </>
)

// Material icon "DeleteOutline", decorative: the button is named by its aria-label.
const DELETE_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z" />
  </svg>
)

/** A value with a second one in smaller, secondary text under it (e.g. the NDC and its labeler). */
function Secondary({ text }: { text: string | null }) {
  return (
    <span className="secondary clip" title={text ?? undefined}>
      {text}
    </span>
  )
}

/** One draft: the values a pharmacist decides on, a link to its NDC's prices, and delete when it has an id. */
export function DraftRow({
  item,
  now,
  onDelete,
}: {
  item: DraftSearchItem
  now: Date
  onDelete: (d: DeletableDraft) => void
}) {
  const quantity = formatQuantity(item)
  const id = item.id
  return (
    <tr className="draft">
      <td className="col-package">
        <span className="line strong clip" title={item.packageName ?? undefined}>
          {item.packageName ?? missing}
        </span>
        <Secondary text={item.packageDescription} />
      </td>
      <td className="col-ndc">
        <Link to={ndcStatsHref(item.nationalDrugCode)}>
          {item.nationalDrugCode} <VisuallyHidden>price statistics</VisuallyHidden>
        </Link>
        {item.labelerName === null ? (
          <span className="secondary">{missing}</span>
        ) : (
          <Secondary text={item.labelerName} />
        )}
      </td>
      <td className="col-strength">
        <span className="line">{item.drugPackageStrength ?? missing}</span>
        <Secondary text={item.drugPackageForm} />
      </td>
      <td className="nowrap">{item.lotNumber ?? missing}</td>
      <td className="nowrap">
        {item.expirationDate ? (
          <span className="expiry">
            <span>{formatDay(item.expirationDate)}</span>
            <ExpiryChip status={expiryStatus(item.expirationDate, now)} />
          </span>
        ) : (
          missing
        )}
      </td>
      <td className="numeric nowrap">
        <span className="line">{item.price === null ? missing : formatMoney(item.price)}</span>
        <span className="secondary">{quantity ?? missing}</span>
      </td>
      <td>
        <PackageConditionChips item={item} />
      </td>
      <td>
        {/* The spec's item has no id; without the sandbox's id there is nothing to delete by (docs/conventions.md, Gaps in the spec). */}
        {id !== undefined ? (
          <button
            type="button"
            className="icon-button"
            aria-label={`Delete draft ${draftName(item)}`}
            title="Delete draft"
            onClick={() => onDelete({ ...item, id })}
          >
            {DELETE_ICON}
          </button>
        ) : null}
      </td>
    </tr>
  )
}
