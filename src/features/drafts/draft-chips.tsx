import type { DraftSearchItem } from '../../contract/drafts'
import { expiryLabel, PACKAGE_CONDITIONS, type ExpiryStatus } from './draft-format'

// Chips carry their meaning in their words (read by screen readers as text); colour and icons only
// repeat it. Chip text stays in the theme's text colour so it keeps AA contrast in light and dark mode.
// Styled by drafts-table.css (see there why the table is plain HTML).

// Material icons "ErrorOutline" and "Schedule" (24-unit viewBox), drawn inline: decorative, hidden.
const EXPIRED_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
  </svg>
)
const EXPIRING_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
    <path d="M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z" />
  </svg>
)

/** The package's condition, one chip per flag (two per line); a flag the draft does not state is left out. */
export function PackageConditionChips({ item }: { item: DraftSearchItem }) {
  const chips = PACKAGE_CONDITIONS.flatMap(({ field, yes, no }) => {
    const value = item[field]
    if (value === null) return []
    // A torn label, a partial, unsealed or repackaged package is what a buyer asks about: outlined.
    const expected = field === 'tornPackageLabel' ? !value : value
    return [{ field, label: value ? yes : no, expected }]
  })
  return (
    <ul aria-label="Package condition" className="chips">
      {chips.map((chip) => (
        <li key={chip.field} className={chip.expected ? 'chip' : 'chip outlined'}>
          {chip.label}
        </li>
      ))}
    </ul>
  )
}

/** "Expired" or "Expires in N days"; nothing for a date further out. */
export function ExpiryChip({ status }: { status: ExpiryStatus | null }) {
  const label = status ? expiryLabel(status) : null
  if (!status || !label) return null
  const expired = status.kind === 'expired'
  return (
    <span className={expired ? 'chip expired' : 'chip expiring'}>
      {expired ? EXPIRED_ICON : EXPIRING_ICON}
      {label}
    </span>
  )
}
