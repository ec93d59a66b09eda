import { formatPackageQuantity } from '../../components/format/package-measure'
import { parseIsoDateTime } from '../../contract/dates'
import type { DraftSearchItem } from '../../contract/drafts'

// How a draft's quantity and name read on screen, and the expiry warning a pharmacist
// needs before listing a package (an expired package cannot be sold; one close to expiry sells badly).

export const EXPIRING_WITHIN_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

export type ExpiryStatus = { kind: 'expired' } | { kind: 'expiring'; daysLeft: number } | { kind: 'valid' }

/** null when the date is missing or unreadable. Expired means at or before `now`. */
export function expiryStatus(expirationDate: string | null, now: Date): ExpiryStatus | null {
  const expires = expirationDate === null ? null : parseIsoDateTime(expirationDate)
  if (expires === null) return null
  const left = expires.getTime() - now.getTime()
  if (left <= 0) return { kind: 'expired' }
  if (left <= EXPIRING_WITHIN_DAYS * DAY_MS) return { kind: 'expiring', daysLeft: Math.ceil(left / DAY_MS) }
  return { kind: 'valid' }
}

export function expiryLabel(status: ExpiryStatus): string | null {
  switch (status.kind) {
    case 'expired':
      return 'Expired'
    case 'expiring':
      return status.daysLeft === 1 ? 'Expires in 1 day' : `Expires in ${status.daysLeft} days`
    case 'valid':
      return null
  }
}

/**
 * A full package is always quantity 1 (spec: Limits), so it reads as one package, not "1 EA". A search
 * item does not carry the package size, so it reads "1 package (size not reported)".
 */
export function formatQuantity(
  item: Pick<DraftSearchItem, 'quantity' | 'quantityUnitQualifier' | 'fullPackage'>,
): string | null {
  return formatPackageQuantity({
    quantity: item.quantity,
    fullPackage: item.fullPackage,
    unit: item.quantityUnitQualifier,
    packageSize: null,
  })
}

/** How a draft is named to a person: "Zyprexa (olanzapine) 10 mg, lot AB123". */
export function draftName(item: DraftSearchItem): string {
  const drug = [item.packageName ?? `NDC ${item.nationalDrugCode}`, item.drugPackageStrength]
    .filter(Boolean)
    .join(' ')
  return item.lotNumber ? `${drug}, lot ${item.lotNumber}` : drug
}

/**
 * The four package booleans as words. Short, because they sit under the "Package condition" heading
 * (the chips' list is named so); the CSV spells the field out in its header.
 */
export const PACKAGE_CONDITIONS = [
  { field: 'fullPackage', yes: 'Full', no: 'Partial' },
  { field: 'sealedPackage', yes: 'Sealed', no: 'Unsealed' },
  { field: 'originalPackage', yes: 'Original', no: 'Not original' },
  { field: 'tornPackageLabel', yes: 'Torn label', no: 'Label intact' },
] as const satisfies readonly { field: keyof DraftSearchItem; yes: string; no: string }[]
