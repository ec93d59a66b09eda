import {
  DRAFT_TAKE_MAX,
  type DraftSearchBody,
  type DraftSearchItem,
  type PagedDraftSearch,
} from '../../contract/drafts'
import { CSV_EXPORT_CAP } from './export-cap'

// The export of the current search: every page of it (up to a cap), as RFC 4180 CSV that opens in a
// spreadsheet with the right characters and without running anything. Loaded when an export starts.

type Cell = string | number | boolean | null

const COLUMNS: readonly { header: string; value: (item: DraftSearchItem) => Cell }[] = [
  { header: 'Package name', value: (i) => i.packageName },
  { header: 'NDC', value: (i) => i.nationalDrugCode },
  { header: 'NDC (11 digits)', value: (i) => i.nationalDrugCodeNormalized },
  { header: 'Form', value: (i) => i.drugPackageForm },
  { header: 'Strength', value: (i) => i.drugPackageStrength },
  { header: 'Package description', value: (i) => i.packageDescription },
  { header: 'Labeler', value: (i) => i.labelerName },
  { header: 'Lot number', value: (i) => i.lotNumber },
  { header: 'Expiration date', value: (i) => i.expirationDate },
  { header: 'Price (USD)', value: (i) => i.price },
  { header: 'Quantity', value: (i) => i.quantity },
  { header: 'Unit', value: (i) => i.quantityUnitQualifier },
  { header: 'Full package', value: (i) => i.fullPackage },
  { header: 'Sealed package', value: (i) => i.sealedPackage },
  { header: 'Original package', value: (i) => i.originalPackage },
  { header: 'Torn label', value: (i) => i.tornPackageLabel },
  { header: 'Seller DBA', value: (i) => i.sellerPharmacyDBA },
  { header: 'Draft id', value: (i) => i.id ?? null },
]

// A text cell starting with one of these is a formula to a spreadsheet (CSV injection): it is kept as
// text by a leading apostrophe. Numbers are written as numbers and never get one.
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Header plus one line per draft, CRLF line ends (RFC 4180). */
export function draftsCsv(items: readonly DraftSearchItem[]): string {
  const lines = [
    COLUMNS.map((c) => csvCell(c.header)),
    ...items.map((item) => COLUMNS.map((c) => csvCell(c.value(item)))),
  ]
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n'
}

export interface ExportResult {
  items: DraftSearchItem[]
  recordsFiltered: number
  /** True when the search has more drafts than the cap. */
  truncated: boolean
}

export type SearchPage = (body: DraftSearchBody, signal?: AbortSignal) => Promise<PagedDraftSearch>

/**
 * Reads the search page by page with the largest page size, the same term, filters and sort.
 * A draft deleted meanwhile shifts later pages by one; ids seen twice are written once.
 */
export async function fetchAllDrafts(
  body: DraftSearchBody,
  search: SearchPage,
  signal?: AbortSignal,
  cap = CSV_EXPORT_CAP,
): Promise<ExportResult> {
  const items: DraftSearchItem[] = []
  const seen = new Set<string>()
  let recordsFiltered = 0
  let start = 0
  while (start < cap) {
    const page = await search({ ...body, start, take: Math.min(DRAFT_TAKE_MAX, cap - start) }, signal)
    recordsFiltered = page.recordsFiltered
    for (const item of page.data) {
      if (item.id !== undefined) {
        if (seen.has(item.id)) continue
        seen.add(item.id)
      }
      items.push(item)
    }
    // Advance by what came back: a service with a smaller largest page must not leave gaps.
    start += page.data.length
    if (page.data.length === 0 || start >= recordsFiltered) break
  }
  return { items: items.slice(0, cap), recordsFiltered, truncated: recordsFiltered > cap }
}

/** `draft-listings-2025-06-01.csv` (local date of the export). */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `draft-listings-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
